import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse, MessageResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { CategoryInput, ProductInput } from './catalogue.inputs.js';
import {
  AdminProductListResponse,
  CategoryListResponse,
  CategoryResponse,
  ProductWriteResponse,
  ReviewedProductListResponse,
} from './catalogue.models.js';
import {
  CATEGORY_ADDED,
  CATEGORY_DELETED,
  CATEGORY_UPDATED,
  CatalogueService,
  PRODUCT_ADDED,
  PRODUCT_DELETED,
  PRODUCT_UPDATED,
  REVIEW_DELETED,
} from './catalogue.service.js';
import type { ListingQuery } from '../common/query-params.js';
import { ListingParams } from './shop-catalogue.controller.js';

const INVALID = {
  type: ErrorResponse,
  description: 'A field is missing or invalid (the message names the field and rule)',
};

/** The admin console's products (admin only). Every write drops the catalogue cache first. */
@ApiTags('admin catalogue')
@Controller('admin/products')
export class AdminProductsController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('get')
  @Roles('admin')
  @ApiOperation({ summary: 'Products with the admin search, filter and pages' })
  @ListingParams()
  @ApiOkResponse({ type: AdminProductListResponse })
  @ApiBadRequestResponse(INVALID)
  async list(@Query() query: ListingQuery) {
    const { products, total } = await this.catalogue.listProductsByQuery(query);
    return ok({ data: products, total });
  }

  @Post('add')
  @HttpCode(201)
  @Roles('admin')
  @ApiOperation({ summary: 'Add a product (amounts in rupees)' })
  @ApiCreatedResponse({ type: ProductWriteResponse, description: PRODUCT_ADDED })
  @ApiBadRequestResponse(INVALID)
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'Product code is already used by another product',
  })
  async add(@CurrentUser() admin: AuthUser, @Body() body: ProductInput) {
    const data = await this.catalogue.createProduct(admin, body);
    return ok({ message: PRODUCT_ADDED, data });
  }

  @Put('edit/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Edit a product (inventories as differences to baseInventory)' })
  @ApiOkResponse({ type: ProductWriteResponse, description: PRODUCT_UPDATED })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Product not found' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'Product code is already used by another product',
  })
  async edit(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() body: ProductInput) {
    const data = await this.catalogue.updateProduct(admin, id, body);
    return ok({ message: PRODUCT_UPDATED, data });
  }

  @Delete('delete/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a product' })
  @ApiOkResponse({ type: MessageResponse, description: PRODUCT_DELETED })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Product not found' })
  async remove(@CurrentUser() admin: AuthUser, @Param('id') id: string) {
    await this.catalogue.deleteProduct(admin, id);
    return ok({ message: PRODUCT_DELETED });
  }
}

/** The admin console's categories (admin only). */
@ApiTags('admin catalogue')
@Controller('admin/categories')
export class AdminCategoriesController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('get')
  @Roles('admin')
  @ApiOperation({ summary: 'Categories with a name search' })
  @ApiQuery({ name: 'search', required: false, description: 'Name contains' })
  @ApiOkResponse({ type: CategoryListResponse })
  async list(@Query('search') search?: unknown) {
    return ok({ data: await this.catalogue.categories(typeof search === 'string' ? search : '') });
  }

  @Post('add')
  @HttpCode(201)
  @Roles('admin')
  @ApiOperation({ summary: 'Add a category' })
  @ApiCreatedResponse({ type: CategoryResponse, description: CATEGORY_ADDED })
  @ApiBadRequestResponse(INVALID)
  @ApiConflictResponse({ type: ErrorResponse, description: 'A category with this name exists' })
  async add(@CurrentUser() admin: AuthUser, @Body() body: CategoryInput) {
    const data = await this.catalogue.createCategory(admin, body);
    return ok({ message: CATEGORY_ADDED, data });
  }

  @Put('edit/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Edit a category' })
  @ApiOkResponse({ type: CategoryResponse, description: CATEGORY_UPDATED })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Category not found' })
  async edit(@CurrentUser() admin: AuthUser, @Param('id') id: string, @Body() body: CategoryInput) {
    const data = await this.catalogue.updateCategory(admin, id, body);
    return ok({ message: CATEGORY_UPDATED, data });
  }

  @Delete('delete/:id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a category without products' })
  @ApiOkResponse({ type: MessageResponse, description: CATEGORY_DELETED })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Category not found' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'This category still has {n} products. Move or delete them first.',
  })
  async remove(@CurrentUser() admin: AuthUser, @Param('id') id: string) {
    await this.catalogue.deleteCategory(admin, id);
    return ok({ message: CATEGORY_DELETED });
  }
}

/** The admin console's reviews (admin only). */
@ApiTags('admin catalogue')
@Controller('admin/product-reviews')
export class AdminReviewsController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({
    summary: "Reviewed products with counts and averages; with productId, that product's reviews",
  })
  @ApiQuery({ name: 'productId', required: false })
  @ApiOkResponse({ type: ReviewedProductListResponse })
  async list(@CurrentUser() admin: AuthUser, @Query('productId') productId?: unknown) {
    if (typeof productId === 'string' && productId.trim()) {
      return ok({ data: await this.catalogue.reviews(productId.trim()) });
    }
    return ok({ data: await this.catalogue.reviewedProducts(admin) });
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete a review' })
  @ApiOkResponse({ type: MessageResponse, description: REVIEW_DELETED })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Review not found' })
  async remove(@CurrentUser() admin: AuthUser, @Param('id') id: string) {
    await this.catalogue.deleteReview(admin, id);
    return ok({ message: REVIEW_DELETED });
  }
}
