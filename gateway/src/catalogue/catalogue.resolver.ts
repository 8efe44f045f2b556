import { Args, Field, ID, InputType, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { Authenticated, CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { MessagePayload } from '../common/message-payload.model.js';
import { CategoryInput, ProductInput } from './catalogue.inputs.js';
import {
  AddReviewPayload,
  CategoryView,
  CollectionPage,
  HomePage,
  ProductList,
  ProductPage,
  ProductView,
  ReviewView,
} from './catalogue.models.js';
import {
  CATEGORY_DELETED,
  CatalogueService,
  PRODUCT_DELETED,
  REVIEW_ADDED,
  REVIEW_DELETED,
} from './catalogue.service.js';
import type { ListingQuery } from '../common/query-params.js';

/** The listing's filters (same values as the REST query parameters). */
@InputType('ProductFilterInput')
export class ProductFilterInput {
  @Field(() => [String], {
    nullable: true,
    description: 'Any of 0-1000, 1000-2000, ..., 5000-6000, 6000-above',
  })
  @Allow()
  price?: string[];

  @Field({ nullable: true })
  @Allow()
  newArrival?: boolean;

  @Field({ nullable: true })
  @Allow()
  featured?: boolean;

  @Field({ nullable: true })
  @Allow()
  outOfStock?: boolean;

  @Field({ nullable: true })
  @Allow()
  colorOutOfStock?: boolean;

  @Field({ nullable: true })
  @Allow()
  watchAndBuy?: boolean;

  @Field({ nullable: true, description: 'Title contains' })
  @Allow()
  search?: string;
}

/** The GraphQL arguments as the REST listing's query parameters. */
function listingQuery(
  filter: ProductFilterInput | undefined,
  sortBy: string | undefined,
  page: number | undefined,
  pageSize: number | undefined,
): ListingQuery {
  const query: ListingQuery = {};
  if (filter?.price?.length) query.price = filter.price.join(',');
  for (const name of [
    'newArrival',
    'featured',
    'outOfStock',
    'colorOutOfStock',
    'watchAndBuy',
  ] as const) {
    if (filter?.[name]) query[name] = 'true';
  }
  if (filter?.search) query.search = filter.search;
  if (sortBy) query.sortBy = sortBy;
  if (page !== undefined && page !== null) query.page = String(page);
  if (pageSize !== undefined && pageSize !== null) query.pageSize = String(pageSize);
  return query;
}

/** GraphQL face of the catalogue: the page queries (one round trip each) and the writes. */
@Resolver()
export class CatalogueResolver {
  constructor(private readonly catalogue: CatalogueService) {}

  @Query(() => HomePage, { description: 'Categories, new arrivals and featured (20 each)' })
  homePage(): Promise<HomePage> {
    return this.catalogue.homePage();
  }

  @Query(() => CollectionPage, {
    description:
      'A collection: its category (by slug; all products without), every category, a page of products',
  })
  collectionPage(
    @Args('slug', { nullable: true }) slug?: string,
    @Args('filter', { type: () => ProductFilterInput, nullable: true }) filter?: ProductFilterInput,
    @Args('sortBy', { nullable: true }) sortBy?: string,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('pageSize', { type: () => Int, nullable: true }) pageSize?: number,
  ): Promise<CollectionPage> {
    return this.catalogue.collectionPage(
      slug || undefined,
      listingQuery(filter, sortBy, page, pageSize),
    );
  }

  @Query(() => ProductPage, { description: 'A product with its reviews and related products' })
  productPage(@Args('id', { type: () => ID }) id: string): Promise<ProductPage> {
    return this.catalogue.productPage(id);
  }

  @Query(() => [ProductView], { description: 'Ranked search, at most 50' })
  search(@Args('keyword') keyword: string): Promise<ProductView[]> {
    return this.catalogue.cached(`search:${keyword}`, () => this.catalogue.search(keyword));
  }

  @Query(() => [CategoryView])
  categories(): Promise<CategoryView[]> {
    return this.catalogue.cached('categories', () => this.catalogue.categories());
  }

  @Query(() => ProductList, {
    description: 'The listing (same rules as GET /api/shop/products/get)',
  })
  products(
    @Args('category', { nullable: true, description: 'Slug or id' }) category?: string,
    @Args('filter', { type: () => ProductFilterInput, nullable: true }) filter?: ProductFilterInput,
    @Args('sortBy', { nullable: true }) sortBy?: string,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('pageSize', { type: () => Int, nullable: true }) pageSize?: number,
  ): Promise<ProductList> {
    const query = { ...listingQuery(filter, sortBy, page, pageSize), category: category ?? '' };
    return this.catalogue.cached(`products:${JSON.stringify(query)}`, async () => {
      const listing = await this.catalogue.listProductsByQuery(query);
      return listing;
    });
  }

  @Query(() => [ReviewView], { description: "A product's reviews, newest first" })
  reviews(@Args('productId', { type: () => ID }) productId: string): Promise<ReviewView[]> {
    return this.catalogue.cached(`reviews:${productId}`, () => this.catalogue.reviews(productId));
  }

  @Mutation(() => AddReviewPayload, { description: 'Signed in; one review per product' })
  @Authenticated()
  async addReview(
    @CurrentUser() user: AuthUser,
    @Args('productId', { type: () => ID }) productId: string,
    @Args('reviewMessage') reviewMessage: string,
    @Args('reviewValue', { type: () => Int }) reviewValue: number,
  ): Promise<AddReviewPayload> {
    const { review, averageReview } = await this.catalogue.addReview(user, {
      productId,
      reviewMessage,
      reviewValue,
    });
    return { success: true, message: REVIEW_ADDED, review, averageReview };
  }

  @Mutation(() => ProductView)
  @Roles('admin')
  createProduct(
    @CurrentUser() admin: AuthUser,
    @Args('input') input: ProductInput,
  ): Promise<ProductView> {
    return this.catalogue.createProduct(admin, input);
  }

  @Mutation(() => ProductView)
  @Roles('admin')
  updateProduct(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ProductInput,
  ): Promise<ProductView> {
    return this.catalogue.updateProduct(admin, id, input);
  }

  @Mutation(() => MessagePayload)
  @Roles('admin')
  async deleteProduct(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MessagePayload> {
    await this.catalogue.deleteProduct(admin, id);
    return { success: true, message: PRODUCT_DELETED };
  }

  @Mutation(() => CategoryView)
  @Roles('admin')
  createCategory(
    @CurrentUser() admin: AuthUser,
    @Args('input') input: CategoryInput,
  ): Promise<CategoryView> {
    return this.catalogue.createCategory(admin, input);
  }

  @Mutation(() => CategoryView)
  @Roles('admin')
  updateCategory(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: CategoryInput,
  ): Promise<CategoryView> {
    return this.catalogue.updateCategory(admin, id, input);
  }

  @Mutation(() => MessagePayload)
  @Roles('admin')
  async deleteCategory(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MessagePayload> {
    await this.catalogue.deleteCategory(admin, id);
    return { success: true, message: CATEGORY_DELETED };
  }

  @Mutation(() => MessagePayload)
  @Roles('admin')
  async deleteReview(
    @CurrentUser() admin: AuthUser,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<MessagePayload> {
    await this.catalogue.deleteReview(admin, id);
    return { success: true, message: REVIEW_DELETED };
  }
}
