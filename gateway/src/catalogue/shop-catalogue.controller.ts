import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { ErrorResponse } from '../common/api-responses.js';
import { ok } from '../common/envelope.js';
import { AddReviewBody } from './catalogue.inputs.js';
import {
  CategoryListResponse,
  ProductListResponse,
  ProductResponse,
  ProductsResponse,
  ReviewAddedResponse,
  ReviewListResponse,
} from './catalogue.models.js';
import { CatalogueService, MAX_RELATED, REVIEW_ADDED } from './catalogue.service.js';
import type { ListingQuery } from '../common/query-params.js';

const INVALID_PARAM = {
  type: ErrorResponse,
  description: 'An unknown value; the message names the parameter (e.g. `Invalid sortBy: "x"`)',
};

/** Documents the listing's query parameters (validated by parseListingQuery). */
function ListingParams(): MethodDecorator {
  const params: [string, string][] = [
    ['category', 'A category slug or id'],
    [
      'price',
      'Comma-separated buckets: 0-1000,1000-2000,2000-3000,3000-4000,4000-5000,5000-6000,6000-above',
    ],
    ['sortBy', 'price-lowtohigh (default), price-hightolow, code-atoz, code-ztoa, newest'],
    ['newArrival', 'true to filter'],
    ['featured', 'true to filter'],
    ['outOfStock', 'true: totalStock <= 0'],
    ['colorOutOfStock', 'true: a colour with inventory <= 0'],
    ['watchAndBuy', 'true to filter'],
    ['filter', 'newArrivals | featured | outOfStock | colorOutOfStock (admin screen)'],
    ['search', 'Title contains'],
    ['page', '1-based (default 1)'],
    ['pageSize', '1 to 500 (default: every match, at most 500)'],
  ];
  return (target, key, descriptor) => {
    for (const [name, description] of params) {
      ApiQuery({ name, required: false, type: String, description })(target, key, descriptor);
    }
  };
}

export { ListingParams };

/** The storefront's catalogue reads (public; served from the gateway's cache) and reviews. */
@ApiTags('catalogue')
@Controller('shop')
export class ShopCatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('categories/get')
  @ApiOperation({ summary: 'Categories in display order' })
  @ApiOkResponse({ type: CategoryListResponse })
  async categories() {
    return ok({ data: await this.catalogue.categories() });
  }

  @Get('products/get')
  @ApiOperation({ summary: 'The listing: filters, sort and pages' })
  @ListingParams()
  @ApiOkResponse({ type: ProductListResponse })
  @ApiBadRequestResponse(INVALID_PARAM)
  async products(@Query() query: ListingQuery) {
    const { products, total, page, pageSize } = await this.catalogue.listProductsByQuery(query);
    return ok({ data: products, total, page, pageSize });
  }

  @Get('products/get/:id')
  @ApiOperation({ summary: 'One product' })
  @ApiOkResponse({ type: ProductResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Product not found' })
  async product(@Param('id') id: string) {
    return ok({ data: await this.catalogue.product(id) });
  }

  @Get('products/related/:id')
  @ApiOperation({ summary: 'Products of the same category, the product excluded' })
  @ApiQuery({ name: 'limit', required: false, description: `1 to ${MAX_RELATED} (default 12)` })
  @ApiOkResponse({ type: ProductsResponse })
  @ApiBadRequestResponse(INVALID_PARAM)
  async related(@Param('id') id: string, @Query('limit') limit?: unknown) {
    return ok({ data: await this.catalogue.related(id, relatedLimit(limit)) });
  }

  @Get('search/:keyword')
  @ApiOperation({ summary: 'Ranked search (code, title, typo-tolerant), at most 50' })
  @ApiOkResponse({ type: ProductsResponse })
  async search(@Param('keyword') keyword: string) {
    return ok({ data: await this.catalogue.search(keyword) });
  }

  @Get('review/:productId')
  @ApiOperation({ summary: "A product's reviews, newest first" })
  @ApiOkResponse({ type: ReviewListResponse })
  async reviews(@Param('productId') productId: string) {
    return ok({ data: await this.catalogue.reviews(productId) });
  }

  @Post('review/add')
  @HttpCode(201)
  @Authenticated()
  @ApiOperation({ summary: 'Review a product (one per customer; the name comes from the account)' })
  @ApiCreatedResponse({ type: ReviewAddedResponse, description: 'Review added successfully' })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'Rating must be between 1 and 5 / Review message is required',
  })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'Product not found' })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'You have already reviewed this product',
  })
  @ApiTooManyRequestsResponse({ type: ErrorResponse, description: 'Too many reviews' })
  async addReview(@CurrentUser() user: AuthUser, @Body() body: AddReviewBody) {
    const { review, averageReview } = await this.catalogue.addReview(user, body);
    return ok({ message: REVIEW_ADDED, data: review, averageReview });
  }
}

/** `limit` of the related products: 1 to 50, default 12. */
export function relatedLimit(value: unknown): number {
  const last: unknown = Array.isArray(value) ? value.at(-1) : value;
  const text = typeof last === 'string' ? last : '';
  if (text.trim() === '') return 12;
  const limit = Number(text);
  if (!/^\d+$/.test(text.trim()) || limit < 1 || limit > MAX_RELATED) {
    throw new BadRequestException(
      `Invalid limit: expected a whole number from 1 to ${MAX_RELATED}`,
    );
  }
  return limit;
}
