import { Float, ID, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { DataResponse } from '../common/api-responses.js';
import { HomePage } from '../common/home-page.js';
import { Prop, Shape } from '../common/shape.js';

const TIME = '2025-01-31T10:00:00.000Z';
const UUID = '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e';
const IMAGE = '/media/images/3f1c/1024.jpg';

/** A category as the gateway shows it (REST `data`, GraphQL `Category`). */
@Shape('Category')
export class CategoryView {
  @Prop(() => ID, { example: UUID }) id: string;
  /** The same id under the name older clients read (REST only). */
  @Prop({ example: UUID, graphql: false }) _id: string;
  @Prop({ example: 'Organza Sarees' }) name: string;
  @Prop({ example: 'Light, sheer organza for festive days' }) description: string;
  @Prop({ example: 'organza-sarees' }) slug: string;
  @Prop({ example: IMAGE, description: 'Image URL or ""' }) image: string;
  @Prop(() => Int, { example: 12 }) productCount: number;
  @Prop({ example: TIME, description: 'RFC 3339' }) createdAt: string;
  @Prop({ example: TIME, description: 'RFC 3339' }) updatedAt: string;
}

/** A colour of a product with its own inventory. */
@Shape('Colour')
export class ColourView {
  @Prop(() => ID, { example: UUID }) id: string;
  @Prop({ example: UUID, graphql: false }) _id: string;
  @Prop({ example: 'Rani pink' }) title: string;
  @Prop(() => Int, { example: 4, description: 'Units available now' }) inventory: number;
  @Prop({ example: IMAGE }) image: string;
}

/** A product as the gateway shows it: amounts in rupees. */
@Shape('Product')
export class ProductView {
  @Prop(() => ID, { example: UUID }) id: string;
  @Prop({ example: UUID, graphql: false }) _id: string;
  @Prop({ example: 'Pastel organza saree' }) title: string;
  @Prop({ example: 'with zari border' }) secondTitle: string;
  @Prop({ example: 'SR-1042' }) productCode: string;
  @Prop() description: string;
  @Prop(() => ID, { example: UUID, description: 'The category id' }) category: string;
  @Prop({ example: 'organza-sarees' }) categorySlug: string;
  @Prop({ example: 'Organza Sarees' }) categoryName: string;
  @Prop() isNewArrival: boolean;
  @Prop() isFeatured: boolean;
  @Prop() isWatchAndBuy: boolean;
  @Prop({
    example: false,
    description: "Can't be returned after delivery (beaded or sequined work; docs/returns.md)",
  })
  noReturns: boolean;
  @Prop(() => Float, { example: 2499, description: 'Rupees' }) price: number;
  @Prop(() => Float, { example: 1999.5, description: 'Rupees; 0 = no sale price' })
  salePrice: number;
  @Prop(() => Int, { example: 7, description: 'Sum of colour inventories when colours exist' })
  totalStock: number;
  @Prop(() => Float, { example: 4.5 }) averageReview: number;
  @Prop(() => Int, { example: 2 }) reviewCount: number;
  @Prop(() => [String], {
    example: [IMAGE],
    description: 'Image URLs; the first is the main image',
  })
  image: string[];
  @Prop(() => [ColourView]) colors: ColourView[];
  @Prop({ example: '', description: 'Video URL or ""' }) video: string;
  @Prop({ example: TIME, description: 'RFC 3339' }) createdAt: string;
  @Prop({ example: TIME, description: 'RFC 3339' }) updatedAt: string;
}

/**
 * A product in a list (the listing, search, related, the home page's sliders): the product
 * without what no card shows (description, second title, category name and slug, reviews,
 * video, watch-and-buy, dates). Catalogue's read model serialises it (`productCard`), and
 * the REST answers are those bytes; the product page is the whole `Product`.
 */
@Shape('ProductCard')
export class ProductCard {
  @Prop(() => ID, { example: UUID }) id: string;
  @Prop({ example: UUID, graphql: false }) _id: string;
  @Prop({ example: 'Pastel organza saree' }) title: string;
  @Prop({ example: 'SR-1042' }) productCode: string;
  @Prop(() => ID, { example: UUID, description: 'The category id' }) category: string;
  @Prop() isNewArrival: boolean;
  @Prop() isFeatured: boolean;
  @Prop(() => Float, { example: 2499, description: 'Rupees' }) price: number;
  @Prop(() => Float, { example: 1999.5, description: 'Rupees; 0 = no sale price' })
  salePrice: number;
  @Prop(() => Int, { example: 7, description: 'Sum of colour inventories when colours exist' })
  totalStock: number;
  @Prop(() => [String], {
    example: [IMAGE],
    description: 'Image URLs; the first is the main image',
  })
  image: string[];
  @Prop(() => [ColourView]) colors: ColourView[];
}

@Shape('Review')
export class ReviewView {
  @Prop(() => ID, { example: UUID }) id: string;
  @Prop({ example: UUID, graphql: false }) _id: string;
  @Prop(() => ID, { example: UUID }) productId: string;
  @Prop(() => ID, { example: UUID }) userId: string;
  @Prop({ example: 'Priya' }) userName: string;
  @Prop({ example: 'Lovely drape' }) reviewMessage: string;
  @Prop(() => Int, { example: 5, description: '1 to 5' }) reviewValue: number;
  @Prop({ example: TIME, description: 'RFC 3339' }) createdAt: string;
  @Prop({
    example: 'approved',
    description:
      'pending (waits for the owner), approved (shown and counted) or rejected; the shop lists approved ones only',
  })
  status: string;
  @Prop({ example: true, description: 'Written by a customer with a paid order of the saree' })
  verifiedBuyer: boolean;
}

/** A review in the admin's moderation list: with its product. */
@Shape('ModeratedReview', { graphql: false })
export class ModeratedReviewView extends ReviewView {
  @Prop({ example: 'Kora Organza Saree' }) productTitle: string;
  @Prop({ example: 'OR1234' }) productCode: string;
}

/** How many reviews are in each moderation state. */
@Shape('ReviewCounts', { graphql: false })
export class ReviewCountsView {
  @Prop({ example: 3 }) pending: number;
  @Prop({ example: 120 }) approved: number;
  @Prop({ example: 4 }) rejected: number;
}

/** The owner's review switches. */
@Shape('ReviewSettings', { graphql: false })
export class ReviewSettingsView {
  @Prop({
    example: true,
    description: 'New reviews wait for approval; false publishes them at once',
  })
  moderation: boolean;
}

/** Whether the signed-in shopper may review a saree, and their own review. */
@Shape('ReviewEligibility', { graphql: false })
export class ReviewEligibilityView {
  @Prop({ example: true, description: 'They have a paid order with the saree' }) bought: boolean;
  @Prop({ example: false, description: 'Bought it and not reviewed it yet' }) canReview: boolean;
  @Prop(() => ReviewView, {
    nullable: true,
    description: 'Their own review, whatever its status (null when none)',
  })
  review: ReviewView | null;
  @Prop({
    example: 'Only customers who bought this saree can review it',
    description: 'Why they cannot review ("" when they can)',
  })
  reason: string;
}

/** A product that has reviews (admin reviews screen; REST only). */
@Shape('ReviewedProduct', { graphql: false })
export class ReviewedProductView {
  @Prop({ example: UUID }) productId: string;
  @Prop() title: string;
  @Prop() productCode: string;
  @Prop() image: string;
  @Prop() reviewCount: number;
  @Prop() averageReview: number;
}

// ---- GraphQL pages ----

/** The catalogue's part of the storefront's home page (common/home-page.ts). */
export interface CatalogueHomePage {
  categories: CategoryView[];
  newArrivals: ProductCard[];
  featured: ProductCard[];
}
const homePageField = Prop(() => [ProductCard], {
  rest: false,
  description: 'At most 20, price low to high',
});
Prop(() => [CategoryView], { rest: false })(HomePage.prototype, 'categories');
homePageField(HomePage.prototype, 'newArrivals');
homePageField(HomePage.prototype, 'featured');

@Shape('ProductList', { rest: false })
export class ProductList {
  @Prop(() => [ProductCard]) products: ProductCard[];
  @Prop(() => Int, { description: 'All matches, over every page' }) total: number;
  @Prop(() => Int) page: number;
  @Prop(() => Int) pageSize: number;
}

@Shape('CollectionPage', { rest: false })
export class CollectionPage {
  @Prop(() => CategoryView, { nullable: true, description: 'null when no slug was given' })
  category: CategoryView | null;
  @Prop(() => [CategoryView]) categories: CategoryView[];
  @Prop(() => [ProductCard]) products: ProductCard[];
  @Prop(() => Int) total: number;
}

@Shape('ProductPage', { rest: false })
export class ProductPage {
  @Prop(() => ProductView) product: ProductView;
  @Prop(() => [ReviewView], { description: 'Newest first' }) reviews: ReviewView[];
  @Prop(() => [ProductCard], { description: 'Same category, the product excluded' })
  related: ProductCard[];
}

/** The listing's filters (same values as the REST query parameters). */
@Shape('ProductFilterInput', { kind: 'input', rest: false })
export class ProductFilterInput {
  @Prop(() => [String], {
    optional: true,
    description: 'Any of 0-1000, 1000-2000, ..., 5000-6000, 6000-above',
  })
  price?: string[];
  @Prop({ optional: true }) newArrival?: boolean;
  @Prop({ optional: true }) featured?: boolean;
  @Prop({ optional: true }) outOfStock?: boolean;
  @Prop({ optional: true }) colorOutOfStock?: boolean;
  @Prop({ optional: true }) watchAndBuy?: boolean;
  @Prop({ optional: true, description: 'Title contains' }) search?: string;
}

/** The GraphQL listing arguments: the REST listing's query parameters, filters in `filter`. */
@Shape('ListingArgs', { kind: 'args' })
export class ListingArgs {
  @Prop(() => ProductFilterInput, { optional: true }) filter?: ProductFilterInput;
  @Prop({ optional: true }) sortBy?: string;
  @Prop(() => Int, { optional: true }) page?: number;
  @Prop(() => Int, { optional: true }) pageSize?: number;
}

@Shape('ProductsArgs', { kind: 'args' })
export class ProductsArgs extends ListingArgs {
  @Prop({ optional: true, description: 'Slug or id' }) category?: string;
}

@Shape('CollectionPageArgs', { kind: 'args' })
export class CollectionPageArgs extends ListingArgs {
  @Prop({ optional: true }) slug?: string;
}

@Shape('ProductPageArgs', { kind: 'args' })
export class ProductPageArgs {
  @Prop(() => ID) id: string;
}

@Shape('SearchArgs', { kind: 'args' })
export class SearchArgs {
  @Prop() keyword: string;
  @Prop(() => Int, { optional: true, description: '1-based (default 1)' }) page?: number;
  @Prop(() => Int, { optional: true, description: '1 to 100 (default 24)' }) pageSize?: number;
}

@Shape('ReviewsArgs', { kind: 'args' })
export class ReviewsArgs {
  @Prop(() => ID) productId: string;
}

// ---- REST bodies (checked by catalogue.forms.ts) and answers ----

/** A colour of the product form (`_id` or `id` keeps an existing colour). */
@Shape('ColourInput', { kind: 'input', graphql: false })
export class ColourInput {
  @Prop({ optional: true, description: 'An existing colour to keep' }) id?: string;
  @Prop({ optional: true, description: 'An existing colour to keep (same as id)' }) _id?: string;
  @Prop({ example: 'Rani pink' }) title?: string;
  @Prop({ example: 4 }) inventory?: number;
  @Prop({ optional: true, example: IMAGE }) image?: string;
  @Prop({
    optional: true,
    description: 'On edit: the inventory the form was loaded with (the difference is applied)',
  })
  baseInventory?: number;
}

/**
 * The product form (add and edit). Every field is declared (so the pipe keeps it, unknown
 * fields are dropped) and checked by toProductInput in the order of the doc's messages.
 */
@Shape('ProductInput', { kind: 'input', graphql: false })
export class ProductInput {
  @Prop({ example: 'Pastel organza saree' }) title?: string;
  @Prop({ optional: true }) secondTitle?: string;
  @Prop({ optional: true, example: 'SR-1042' }) productCode?: string;
  @Prop() description?: string;
  @Prop({ description: 'The category id' }) category?: string;
  @Prop({ optional: true }) isNewArrival?: boolean;
  @Prop({ optional: true }) isFeatured?: boolean;
  @Prop({ optional: true }) isWatchAndBuy?: boolean;
  @Prop({ optional: true, description: "Can't be returned after delivery" }) noReturns?: boolean;
  @Prop({ example: 2499, description: 'Rupees, > 0' }) price?: number;
  @Prop({ optional: true, example: 1999, description: 'Rupees; 0 = none; below price' })
  salePrice?: number;
  @Prop({ optional: true, example: 5, description: 'Used only without colours' })
  totalStock?: number;
  @Prop({
    optional: true,
    description: 'On edit: the total stock the form was loaded with (without colours)',
  })
  baseTotalStock?: number;
  @Prop(() => [String], { optional: true, description: 'Image URLs; the first is the main' })
  image?: string[];
  @Prop({ optional: true, description: 'Video URL (required for Watch and Buy)' }) video?: string;
  @Prop(() => [ColourInput], { optional: true }) colors?: ColourInput[];
}

/** The category form. */
@Shape('CategoryInput', { kind: 'input', graphql: false })
export class CategoryInput {
  @Prop({ example: 'Organza Sarees' }) name?: string;
  @Prop({ example: 'Light, sheer organza for festive days' }) description?: string;
  @Prop({ optional: true, example: IMAGE }) image?: string;
}

/** POST /api/shop/review/add. `userName` comes from the account, never from here. */
@Shape('AddReviewBody', { kind: 'input', graphql: false })
export class AddReviewBody {
  @Prop() productId?: string;
  @Prop({ example: 'Lovely drape' }) reviewMessage?: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) @Prop({ example: 5 }) reviewValue?: number;
}

export class CategoryListResponse extends DataResponse({ type: () => [CategoryView] }) {}

export class CategoryResponse extends DataResponse(
  { type: () => CategoryView },
  { message: 'Category added successfully' },
) {}

export class ProductsResponse extends DataResponse({ type: () => [ProductView] }) {}

export class AdminProductListResponse extends ProductsResponse {
  @Prop({ example: 42, description: 'All matches, over every page', graphql: false })
  total: number;
}

/** The storefront's related products: cards. */
export class CardsResponse extends DataResponse({ type: () => [ProductCard] }) {}

/** The storefront's listing: a page of cards. */
export class ProductListResponse extends CardsResponse {
  @Prop({ example: 42, description: 'All matches, over every page', graphql: false })
  total: number;
  @Prop({ example: 1, graphql: false }) page: number;
  @Prop({
    example: 24,
    description: 'The page size (500 when every match was asked for)',
    graphql: false,
  })
  pageSize: number;
}

/** A page of ranked search cards. */
export class SearchResponse extends CardsResponse {
  @Prop({ example: 42, description: 'Every match, over every page', graphql: false })
  total: number;
  @Prop({ example: 1, graphql: false }) page: number;
  @Prop({ example: 24, description: 'The page size (24 unless asked)', graphql: false })
  pageSize: number;
}

export class ProductResponse extends DataResponse({ type: () => ProductView }) {}

export class ProductWriteResponse extends DataResponse(
  { type: () => ProductView },
  { message: 'Product added successfully' },
) {}

export class ReviewListResponse extends DataResponse({
  type: () => [ReviewView],
  description: 'Newest first',
}) {}

export class ReviewAddedResponse extends DataResponse(
  { type: () => ReviewView },
  { message: 'Review added successfully' },
) {
  @Prop({ example: 4.5, graphql: false }) averageReview: number;
}

export class ReviewModerationListResponse extends DataResponse({
  type: () => [ModeratedReviewView],
  description: 'Newest first',
}) {
  @Prop(() => ReviewCountsView, { graphql: false }) counts: ReviewCountsView;
}

export class ReviewCountsResponse extends DataResponse({ type: () => ReviewCountsView }) {}

export class ReviewModeratedResponse extends DataResponse(
  { type: () => ReviewView },
  { message: 'Review approved' },
) {
  @Prop({ example: 4.5, graphql: false, description: "The product's average after the change" })
  averageReview: number;
}

export class ReviewSettingsResponse extends DataResponse({ type: () => ReviewSettingsView }) {}

export class ReviewEligibilityResponse extends DataResponse({
  type: () => ReviewEligibilityView,
}) {}

/** PUT /api/admin/product-reviews/settings. */
@Shape('ReviewSettingsInput', { kind: 'input', graphql: false })
export class ReviewSettingsInput {
  @Prop({ example: true }) moderation?: boolean;
}

export class ReviewedProductListResponse extends DataResponse({
  type: () => [ReviewedProductView],
  description: "Without productId: the reviewed products; with it, that product's reviews (Review)",
}) {}
