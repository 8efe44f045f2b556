import { applyDecorators, Header } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { MessageResponse } from '../common/api-responses.js';
import { ok, okJsonText } from '../common/envelope.js';
import { HomePage } from '../common/home-page.js';
import { api, operations } from '../common/operations.js';
import type { ListingQuery } from '../common/query-params.js';
import {
  AddReviewBody,
  AdminProductListResponse,
  CategoryInput,
  CategoryListResponse,
  CategoryResponse,
  CategoryView,
  CollectionPage,
  CollectionPageArgs,
  ProductInput,
  ProductList,
  ProductListResponse,
  ProductPage,
  ProductPageArgs,
  ProductResponse,
  ProductsArgs,
  CardsResponse,
  ProductCard,
  ProductWriteResponse,
  ReviewAddedResponse,
  ReviewCountsResponse,
  ReviewedProductListResponse,
  ReviewEligibilityResponse,
  ReviewModeratedResponse,
  ReviewModerationListResponse,
  ReviewSettingsInput,
  ReviewSettingsResponse,
  ReviewListResponse,
  ReviewsArgs,
  ReviewView,
  SearchArgs,
  SearchResponse,
} from './catalogue.shapes.js';
import { CatalogueService } from './catalogue.service.js';
import {
  listingQueryOf,
  MAX_RELATED,
  MAX_SEARCH_PAGE_SIZE,
  parseListingQuery,
  relatedLimit,
  searchPaging,
} from './listing-query.js';

const deps = { catalogue: CatalogueService };
const op = operations(deps);

const INVALID_PARAM =
  'An unknown value; the message names the parameter (e.g. `Invalid sortBy: "x"`)';
const INVALID = 'A field is missing or invalid (the message names the field and rule)';
const CODE_TAKEN = 'Product code is already used by another product';

/** The listing's query parameters (checked by parseListingQuery). */
const LISTING_PARAMS = applyDecorators(
  ...Object.entries({
    category: 'A category slug or id',
    price:
      'Comma-separated buckets: 0-1000,1000-2000,2000-3000,3000-4000,4000-5000,5000-6000,6000-above',
    sortBy: 'price-lowtohigh (default), price-hightolow, code-atoz, code-ztoa, newest',
    newArrival: 'true to filter',
    featured: 'true to filter',
    outOfStock: 'true: totalStock <= 0',
    colorOutOfStock: 'true: a colour with inventory <= 0',
    watchAndBuy: 'true to filter',
    filter: 'newArrivals | featured | outOfStock | colorOutOfStock (admin screen)',
    search: 'Title contains',
    page: '1-based (default 1)',
    pageSize: '1 to 500 (default: every match, at most 500)',
  }).map(([name, description]) => ApiQuery({ name, required: false, type: String, description })),
);

/**
 * The storefront's REST reads answer text already serialised: catalogue's read model sends
 * the cards and pages as JSON bytes, which are put in the envelope without being decoded
 * (`{"success":true,"data":<bytes>,...}`), the same JSON as an object would give.
 */
const JSON_TEXT = Header('content-type', 'application/json; charset=utf-8');
const asIs = (body: unknown) => body;

/** What a shopper is told when their review waits for the owner. */
const REVIEW_AWAITS_APPROVAL = 'Thank you! Your review will appear once the boutique approves it.';

/** A success that only says what was done. */
const done = (message: string) => ({
  ok: MessageResponse,
  okDescription: message,
  reply: () => ok({ message }),
});
/** A write's answer: the message and what was written. */
const written = (message: string) => ({
  okDescription: message,
  reply: (data: unknown) => ok({ message, data }),
});

/**
 * The storefront's catalogue (docs/api-catalogue.md): public reads, REST answers cached by
 * the REST cache hooks and GraphQL values by the service; the GraphQL page queries fan
 * out in parallel in one round trip; reviews.
 */
export const shopCatalogueApi = api({
  name: 'ShopCatalogueController',
  prefix: 'shop',
  tag: 'catalogue',
  deps,
  operations: {
    categories: op({
      summary: 'Categories in display order',
      handle: ({ deps, face }) =>
        deps.catalogue.cached(face, 'categories', () => deps.catalogue.categories()),
      rest: { route: { get: 'categories/get' }, ok: CategoryListResponse },
      graphql: { query: true, type: () => [CategoryView] },
    }),
    products: op({
      summary: 'The listing: filters, sort and pages',
      input: ProductsArgs,
      handle: async ({ deps, face }, input): Promise<ProductList | string> => {
        // REST: the query parameters; GraphQL: the arguments, filters in `filter`
        const listing = parseListingQuery(face === 'rest' ? { ...input } : listingQueryOf(input));
        if (face === 'rest') {
          const { json, total, page, pageSize } = await deps.catalogue.listingJson(listing);
          return okJsonText(json, { total, page, pageSize });
        }
        const load = () => deps.catalogue.listing(listing);
        return deps.catalogue.cached(face, `products:${JSON.stringify(listing.request)}`, load);
      },
      rest: {
        route: { get: 'products/get' },
        ok: ProductListResponse,
        errors: { 400: INVALID_PARAM },
        decorators: [LISTING_PARAMS, JSON_TEXT],
        reply: asIs,
      },
      graphql: {
        query: true,
        type: () => ProductList,
        description: 'The listing (same rules as GET /api/shop/products/get)',
      },
    }),
    product: op({
      summary: 'One product',
      handle: async ({ deps }, { id }: { id: string }) =>
        okJsonText(await deps.catalogue.productJson(id)),
      rest: {
        route: { get: 'products/get/:id' },
        ok: ProductResponse,
        errors: { 404: 'Product not found' },
        decorators: [JSON_TEXT],
        reply: asIs,
      },
    }),
    related: op({
      summary: 'Products of the same category, the product excluded',
      handle: async ({ deps }, input: { id: string; limit?: unknown }) =>
        okJsonText(await deps.catalogue.relatedJson(input.id, relatedLimit(input.limit))),
      rest: {
        route: { get: 'products/related/:id' },
        ok: CardsResponse,
        errors: { 400: INVALID_PARAM },
        query: { limit: `1 to ${MAX_RELATED} (default 12)` },
        decorators: [JSON_TEXT],
        reply: asIs,
      },
    }),
    search: op({
      summary: `Ranked search (code, title, typo-tolerant): a page of cards (24 unless pageSize, at most ${MAX_SEARCH_PAGE_SIZE}) and the total`,
      input: SearchArgs,
      handle: async ({ deps, face }, input): Promise<ProductCard[] | string> => {
        const { keyword } = input;
        const { page, pageSize } = searchPaging({ ...input });
        if (face === 'rest') {
          const found = await deps.catalogue.searchJson(keyword, page, pageSize);
          return okJsonText(found.json, { total: found.total, page, pageSize });
        }
        return deps.catalogue.cached(face, `search:${page}:${pageSize}:${keyword}`, () =>
          deps.catalogue.search(keyword, page, pageSize),
        );
      },
      rest: {
        route: { get: 'search/:keyword' },
        ok: SearchResponse,
        errors: { 400: INVALID_PARAM },
        query: {
          page: '1-based (default 1)',
          pageSize: `1 to ${MAX_SEARCH_PAGE_SIZE} (default 24)`,
        },
        decorators: [JSON_TEXT],
        reply: asIs,
      },
      graphql: {
        query: true,
        type: () => [ProductCard],
        description: `Ranked search: a page of cards (page 1-based, pageSize 24 unless given, at most ${MAX_SEARCH_PAGE_SIZE})`,
      },
    }),
    reviews: op({
      summary: "A product's reviews, newest first",
      input: ReviewsArgs,
      handle: ({ deps, face }, { productId }) =>
        deps.catalogue.cached(face, `reviews:${productId}`, () =>
          deps.catalogue.reviews(productId),
        ),
      rest: { route: { get: 'review/:productId' }, ok: ReviewListResponse },
      graphql: {
        query: true,
        type: () => [ReviewView],
        description: "A product's reviews, newest first",
      },
    }),
    reviewEligibility: op({
      summary:
        'May the signed-in shopper review the saree (a paid order with it, not reviewed yet); their own review, whatever its status',
      auth: 'user',
      handle: ({ deps, user }, { productId }: { productId: string }) =>
        deps.catalogue.reviewEligibility(user, productId),
      rest: {
        // Not under review/: the REST cache keeps every answer there for everyone.
        route: { get: 'review-eligibility/:productId' },
        ok: ReviewEligibilityResponse,
        decorators: [Header('cache-control', 'private, no-store')],
      },
    }),
    addReview: op({
      summary:
        'Review a product (customers who bought it, one each; the name comes from the account; pending until approved while the owner moderates)',
      auth: 'user',
      input: AddReviewBody,
      handle: ({ deps, user }, body) => deps.catalogue.addReview(user, body),
      rest: {
        route: { post: 'review/add' },
        ok: ReviewAddedResponse,
        okDescription: 'Review added successfully',
        errors: {
          400: 'Rating must be between 1 and 5 / Review message is required',
          403: 'Only customers who bought this saree can review it',
          404: 'Product not found',
          409: 'You have already reviewed this product',
          429: 'Too many reviews',
        },
        reply: ({ review, averageReview }) =>
          ok({
            message:
              review.status === 'pending' ? REVIEW_AWAITS_APPROVAL : 'Review added successfully',
            data: review,
            averageReview,
          }),
      },
    }),
    homePage: op({
      summary: 'Categories, new arrivals and featured (20 each)',
      handle: ({ deps }) => deps.catalogue.homePage(),
      graphql: {
        query: true,
        type: () => HomePage,
        description: 'Categories, new arrivals and featured (20 each)',
      },
    }),
    collectionPage: op({
      summary:
        'A collection: its category (by slug; all products without), every category, a page of products',
      input: CollectionPageArgs,
      handle: ({ deps }, { slug, ...args }) =>
        deps.catalogue.collectionPage(slug || undefined, listingQueryOf(args)),
      graphql: {
        query: true,
        type: () => CollectionPage,
        description:
          'A collection: its category (by slug; all products without), every category, a page of products',
      },
    }),
    productPage: op({
      summary: 'A product with its reviews and related products',
      input: ProductPageArgs,
      handle: ({ deps }, { id }) => deps.catalogue.productPage(id),
      graphql: {
        query: true,
        type: () => ProductPage,
        description: 'A product with its reviews and related products',
      },
    }),
  },
});

/** The admin console's products (admin only). Every write drops the catalogue cache first. */
export const adminProductsApi = api({
  name: 'AdminProductsController',
  prefix: 'admin/products',
  tag: 'admin catalogue',
  deps,
  operations: {
    list: op({
      summary: 'Products with the admin search, filter and pages',
      auth: 'admin',
      handle: ({ deps }, query: ListingQuery) =>
        deps.catalogue.listProducts(parseListingQuery(query)),
      rest: {
        route: { get: 'get' },
        ok: AdminProductListResponse,
        errors: { 400: INVALID },
        decorators: [LISTING_PARAMS],
        reply: ({ products, total }) => ok({ data: products, total }),
      },
    }),
    add: op({
      summary: 'Add a product (amounts in rupees)',
      auth: 'admin',
      input: ProductInput,
      handle: ({ deps, user }, body) => deps.catalogue.saveProduct(user, undefined, body),
      rest: {
        route: { post: 'add' },
        ok: ProductWriteResponse,
        errors: { 400: INVALID, 409: CODE_TAKEN },
        ...written('Product added successfully'),
      },
    }),
    edit: op({
      summary: 'Edit a product (inventories as differences to baseInventory)',
      auth: 'admin',
      input: ProductInput,
      handle: ({ deps, user }, { id, ...body }: ProductInput & { id: string }) =>
        deps.catalogue.saveProduct(user, id, body),
      rest: {
        route: { put: 'edit/:id' },
        ok: ProductWriteResponse,
        errors: { 400: INVALID, 404: 'Product not found', 409: CODE_TAKEN },
        ...written('Product updated successfully'),
      },
    }),
    remove: op({
      summary: 'Delete a product',
      auth: 'admin',
      handle: ({ deps, user }, { id }: { id: string }) =>
        deps.catalogue.remove('Product', user, id),
      rest: {
        route: { delete: 'delete/:id' },
        errors: { 404: 'Product not found' },
        ...done('Product deleted successfully'),
      },
    }),
  },
});

/** The admin console's categories (admin only). */
export const adminCategoriesApi = api({
  name: 'AdminCategoriesController',
  prefix: 'admin/categories',
  tag: 'admin catalogue',
  deps,
  operations: {
    list: op({
      summary: 'Categories with a name search',
      auth: 'admin',
      handle: ({ deps }, { search }: { search?: unknown }) =>
        deps.catalogue.categories(typeof search === 'string' ? search : ''),
      rest: { route: { get: 'get' }, ok: CategoryListResponse, query: { search: 'Name contains' } },
    }),
    add: op({
      summary: 'Add a category',
      auth: 'admin',
      input: CategoryInput,
      handle: ({ deps, user }, body) => deps.catalogue.saveCategory(user, undefined, body),
      rest: {
        route: { post: 'add' },
        ok: CategoryResponse,
        errors: { 400: INVALID, 409: 'A category with this name exists' },
        ...written('Category added successfully'),
      },
    }),
    edit: op({
      summary: 'Edit a category',
      auth: 'admin',
      input: CategoryInput,
      handle: ({ deps, user }, { id, ...body }: CategoryInput & { id: string }) =>
        deps.catalogue.saveCategory(user, id, body),
      rest: {
        route: { put: 'edit/:id' },
        ok: CategoryResponse,
        errors: { 400: INVALID, 404: 'Category not found' },
        ...written('Category updated successfully'),
      },
    }),
    remove: op({
      summary: 'Delete a category without products',
      auth: 'admin',
      handle: ({ deps, user }, { id }: { id: string }) =>
        deps.catalogue.remove('Category', user, id),
      rest: {
        route: { delete: 'delete/:id' },
        errors: {
          404: 'Category not found',
          409: 'This category still has {n} products. Move or delete them first.',
        },
        ...done('Category deleted successfully'),
      },
    }),
  },
});

/** The admin console's reviews (admin only). */
export const adminReviewsApi = api({
  name: 'AdminReviewsController',
  prefix: 'admin/product-reviews',
  tag: 'admin catalogue',
  deps,
  operations: {
    list: op({
      summary: "Reviewed products with counts and averages; with productId, that product's reviews",
      auth: 'admin',
      handle: async ({ deps, user }, { productId }: { productId?: unknown }): Promise<object[]> =>
        typeof productId === 'string' && productId.trim()
          ? (await deps.catalogue.moderationList(user, 'all', productId)).reviews
          : deps.catalogue.reviewedProducts(user),
      rest: {
        route: { get: '' },
        ok: ReviewedProductListResponse,
        query: { productId: "A product's id: its reviews (every status) instead" },
      },
    }),
    moderation: op({
      summary: 'Reviews to moderate: one status (or all), newest first, with each status count',
      auth: 'admin',
      handle: ({ deps, user }, query: { status?: unknown; productId?: unknown }) =>
        deps.catalogue.moderationList(user, query.status, query.productId),
      rest: {
        route: { get: 'moderation' },
        ok: ReviewModerationListResponse,
        query: {
          status: 'pending, approved, rejected or all (default all)',
          productId: "Only this product's reviews",
        },
        errors: { 400: 'status must be pending, approved, rejected or all' },
        reply: ({ reviews, counts }) => ok({ data: reviews, counts }),
      },
    }),
    counts: op({
      summary: 'How many reviews are pending, approved and rejected (the side menu)',
      auth: 'admin',
      handle: async ({ deps, user }) =>
        (await deps.catalogue.moderationList(user, 'pending', '')).counts,
      rest: { route: { get: 'counts' }, ok: ReviewCountsResponse },
    }),
    approve: op({
      summary: "Approve a review: the shop shows it and it counts in the product's rating",
      auth: 'admin',
      handle: ({ deps, user }, { id }: { id: string }) =>
        deps.catalogue.moderate(user, id, 'approved'),
      rest: {
        route: { put: ':id/approve' },
        ok: ReviewModeratedResponse,
        errors: { 404: 'Review not found' },
        okDescription: 'Review approved',
        reply: ({ review, averageReview }) =>
          ok({ message: 'Review approved', data: review, averageReview }),
      },
    }),
    reject: op({
      summary: 'Reject a review: the shop does not show it (nor count it in the rating)',
      auth: 'admin',
      handle: ({ deps, user }, { id }: { id: string }) =>
        deps.catalogue.moderate(user, id, 'rejected'),
      rest: {
        route: { put: ':id/reject' },
        ok: ReviewModeratedResponse,
        errors: { 404: 'Review not found' },
        okDescription: 'Review rejected',
        reply: ({ review, averageReview }) =>
          ok({ message: 'Review rejected', data: review, averageReview }),
      },
    }),
    settings: op({
      summary: 'Whether new reviews wait for approval',
      auth: 'admin',
      handle: ({ deps, user }) => deps.catalogue.reviewSettings(user),
      rest: { route: { get: 'settings' }, ok: ReviewSettingsResponse },
    }),
    updateSettings: op({
      summary: 'Turn review moderation on or off (off: new reviews are approved at once)',
      auth: 'admin',
      input: ReviewSettingsInput,
      handle: ({ deps, user }, body) => deps.catalogue.updateReviewSettings(user, body),
      rest: {
        route: { put: 'settings' },
        ok: ReviewSettingsResponse,
        errors: { 400: 'moderation must be true or false' },
        okDescription: 'Review settings saved',
        reply: (data) => ok({ message: 'Review settings saved', data }),
      },
    }),
    remove: op({
      summary: 'Delete a review',
      auth: 'admin',
      handle: ({ deps, user }, { id }: { id: string }) => deps.catalogue.remove('Review', user, id),
      rest: {
        route: { delete: ':id' },
        errors: { 404: 'Review not found' },
        ...done('Review deleted successfully'),
      },
    }),
  },
});
