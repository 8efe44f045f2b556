import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  ProductSort,
  type Category,
  type ListProductsRequest,
  type Product,
  type Review,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { isGrpcError, logger } from '@boutique/service-kit';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { CatalogueCache } from '../catalogue-cache/catalogue-cache.js';
import { CatalogueClient } from '../clients/catalogue.client.js';
import { IdentityClient } from '../clients/identity.client.js';
import { namedActorOf } from '../common/actor.js';
import { GrpcStatus } from '../common/grpc-status.js';
import { toRupees } from '../common/money.js';
import type { ListingQuery } from '../common/query-params.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { consumeAll, Limiters } from '../rate-limit/limiters.js';
import { toCategoryInput, toProductInput, toReviewFields } from './catalogue.forms.js';
import type {
  AddReviewBody,
  CatalogueHomePage,
  CategoryInput,
  CategoryView,
  CollectionPage,
  ProductInput,
  ProductList,
  ProductPage,
  ProductCard,
  ProductView,
  ModeratedReviewView,
  ReviewCountsView,
  ReviewEligibilityView,
  ReviewedProductView,
  ReviewSettingsInput,
  ReviewSettingsView,
  ReviewView,
} from './catalogue.shapes.js';
import { parseListingQuery, SEARCH_PAGE_SIZE, type ParsedListing } from './listing-query.js';

const CATEGORY_NOT_FOUND = 'Category not found';

/** UTF-8 JSON bytes from catalogue's read model as text (no parsing). */
function text(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/** New arrivals and featured items on the home page. */
const HOME_PAGE_ITEMS = 20;

function toCategoryView(category: Category): CategoryView {
  return {
    id: category.id,
    _id: category.id,
    name: category.name,
    description: category.description,
    slug: category.slug,
    image: category.image,
    productCount: category.productCount,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}

/** Catalogue's product as the edge shows it: rupees, `category` id, `image` list, `colors`. */
function toProductView(product: Product): ProductView {
  return {
    id: product.id,
    _id: product.id,
    title: product.title,
    secondTitle: product.secondTitle,
    productCode: product.productCode,
    description: product.description,
    category: product.categoryId,
    categorySlug: product.categorySlug,
    categoryName: product.categoryName,
    isNewArrival: product.isNewArrival,
    isFeatured: product.isFeatured,
    isWatchAndBuy: product.isWatchAndBuy,
    noReturns: product.noReturns,
    price: toRupees(product.price),
    salePrice: toRupees(product.salePrice),
    totalStock: product.totalStock,
    averageReview: product.averageReview,
    reviewCount: product.reviewCount,
    image: [...product.images],
    colors: product.colours.map(({ id, title, inventory, image }) => {
      return { id, _id: id, title, inventory, image };
    }),
    video: product.video,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

function toReviewView(review: Review): ReviewView {
  return {
    id: review.id,
    _id: review.id,
    productId: review.productId,
    userId: review.userId,
    userName: review.userName,
    reviewMessage: review.reviewMessage,
    reviewValue: review.reviewValue,
    createdAt: review.createdAt,
    status: review.status,
    verifiedBuyer: review.verifiedBuyer,
  };
}

function toModeratedReviewView(review: Review): ModeratedReviewView {
  return {
    ...toReviewView(review),
    productTitle: review.productTitle,
    productCode: review.productCode,
  };
}

/** The moderation list's statuses; `status` absent or "all": every review. */
const REVIEW_FILTERS = ['pending', 'approved', 'rejected'];
const BAD_REVIEW_FILTER = 'status must be pending, approved, rejected or all';
export const NOT_A_BUYER = 'Only customers who bought this saree can review it';

/**
 * The catalogue at the edge: storefront reads, the GraphQL pages (fanned out in parallel,
 * cached), reviews (rate limited per user), and admin writes that drop the catalogue cache
 * before they answer.
 */
@Injectable()
export class CatalogueService {
  private readonly reviewLimit: RateLimiterAbstract;

  constructor(
    private readonly catalogue: CatalogueClient,
    private readonly identity: IdentityClient,
    private readonly cache: CatalogueCache,
    limiters: Limiters,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    // Reviews per signed-in user per hour (RATE_LIMIT_REVIEWS_PER_USER, window scaled by
    // RATE_LIMIT_WINDOW_SCALE): 429 with Retry-After beyond it. A failing store lets the
    // review through (catalogue still allows one review per customer and product).
    this.reviewLimit = limiters.create({
      name: 'review-user',
      points: config.RATE_LIMIT_REVIEWS_PER_USER,
      durationSec: 3600 * config.RATE_LIMIT_WINDOW_SCALE,
    });
  }

  /**
   * A read through the cache of GraphQL values (`gql:` keys); a REST read is not: the REST
   * cache hooks keep its answer (catalogue-cache/rest-cache-hooks.ts).
   */
  cached<T>(face: 'rest' | 'graphql', key: string, load: () => Promise<T>): Promise<T> {
    return face === 'graphql' ? this.cache.remember(`gql:${key}`, load) : load();
  }

  // ---- storefront reads ----

  async categories(search = ''): Promise<CategoryView[]> {
    const { categories } = await this.catalogue.rpc.listCategories({ search });
    return categories.map(toCategoryView);
  }

  /** The admin's listing: every field, read by SQL in catalogue (protobuf products). */
  async listProducts({
    request,
    page,
    pageSize,
  }: ParsedListing): Promise<Omit<ProductList, 'products'> & { products: ProductView[] }> {
    const { products, total } = await this.catalogue.rpc.listProducts(request);
    return { products: products.map(toProductView), total, page, pageSize };
  }

  // The storefront's reads come from catalogue's read model as JSON bytes in the edge's
  // shape: REST passes them on as text (no decoding), GraphQL parses them.

  /** The listing's cards (a JSON array) and its paging. */
  async listingJson({ request, page, pageSize }: ParsedListing) {
    const { jsonBody, total } = await this.catalogue.rpc.listProducts({ ...request, json: true });
    return { json: text(jsonBody), total, page, pageSize };
  }

  async listing(listing: ParsedListing): Promise<ProductList> {
    const { json, ...paging } = await this.listingJson(listing);
    return { products: JSON.parse(json) as ProductCard[], ...paging };
  }

  /** The product page document (JSON); 404 "Product not found". */
  async productJson(id: string): Promise<string> {
    const { jsonBody } = await this.catalogue.rpc.getProduct({ id, json: true });
    return text(jsonBody);
  }

  async product(id: string): Promise<ProductView> {
    return JSON.parse(await this.productJson(id)) as ProductView;
  }

  /** Related cards (a JSON array). */
  async relatedJson(productId: string, limit = 12): Promise<string> {
    const { jsonBody } = await this.catalogue.rpc.listRelatedProducts({
      productId,
      limit,
      json: true,
    });
    return text(jsonBody);
  }

  async related(productId: string, limit = 12): Promise<ProductCard[]> {
    return JSON.parse(await this.relatedJson(productId, limit)) as ProductCard[];
  }

  /** A page of ranked search cards (a JSON array) and every match's count. */
  async searchJson(keyword: string, page = 1, pageSize = SEARCH_PAGE_SIZE) {
    const trimmed = keyword.trim();
    if (!trimmed) return { json: '[]', total: 0, page, pageSize };
    const { jsonBody, total } = await this.catalogue.rpc.searchProducts({
      keyword: trimmed,
      offset: (page - 1) * pageSize,
      limit: pageSize,
      json: true,
    });
    return { json: text(jsonBody), total, page, pageSize };
  }

  async search(keyword: string, page = 1, pageSize = SEARCH_PAGE_SIZE): Promise<ProductCard[]> {
    return JSON.parse((await this.searchJson(keyword, page, pageSize)).json) as ProductCard[];
  }

  async reviews(productId: string): Promise<ReviewView[]> {
    const { reviews } = await this.catalogue.rpc.listReviews({ productId });
    return reviews.map(toReviewView);
  }

  // ---- GraphQL pages: one round trip for the browser, parallel gRPC calls, cached ----

  homePage(): Promise<CatalogueHomePage> {
    return this.cache.remember('gql:homePage', async () => {
      const flagged = (flags: Partial<ListProductsRequest>) =>
        this.listing({
          request: {
            ...parseListingQuery({}).request,
            ...flags,
            sort: ProductSort.PRODUCT_SORT_PRICE_LOW_TO_HIGH,
            page: 1,
            pageSize: HOME_PAGE_ITEMS,
          },
          page: 1,
          pageSize: HOME_PAGE_ITEMS,
        });
      const [categories, newArrivals, featured] = await Promise.all([
        this.categories(),
        flagged({ newArrival: true }),
        flagged({ featured: true }),
      ]);
      return {
        categories,
        newArrivals: newArrivals.products,
        featured: featured.products,
      };
    });
  }

  collectionPage(slug: string | undefined, query: ListingQuery): Promise<CollectionPage> {
    const listing = parseListingQuery({ ...query, category: slug ?? '' });
    const key = `gql:collectionPage:${JSON.stringify(listing.request)}`;
    return this.cache.remember(key, async () => {
      const [category, categories, products] = await Promise.all([
        slug ? this.category(slug) : Promise.resolve(null),
        this.categories(),
        this.listing(listing),
      ]);
      return { category, categories, products: products.products, total: products.total };
    });
  }

  productPage(id: string): Promise<ProductPage> {
    return this.cache.remember(`gql:productPage:${id}`, async () => {
      const [product, reviews, related] = await Promise.all([
        this.product(id),
        this.reviews(id),
        this.related(id),
      ]);
      return { product, reviews, related };
    });
  }

  private async category(idOrSlug: string): Promise<CategoryView> {
    const { category } = await this.catalogue.rpc.getCategory({ idOrSlug });
    if (!category?.id) throw new NotFoundException(CATEGORY_NOT_FOUND);
    return toCategoryView(category);
  }

  // ---- reviews ----

  async addReview(
    user: AuthUser,
    body: AddReviewBody,
  ): Promise<{ review: ReviewView; averageReview: number }> {
    const fields = toReviewFields(body);
    await consumeAll([[this.reviewLimit, user.id]]);
    const { review, averageReview } = await this.catalogue.rpc.addReview({
      actor: await this.actorWithName(user),
      ...fields,
    });
    await this.cache.invalidate();
    if (!review?.id) throw new Error('catalogue answered no review');
    return { review: toReviewView(review), averageReview };
  }

  /** May the shopper review the saree (they bought it, not reviewed yet); their own review. */
  async reviewEligibility(user: AuthUser, productId: string): Promise<ReviewEligibilityView> {
    const answer = await this.catalogue.rpc.getReviewEligibility({
      actor: namedActorOf(user),
      productId: productId.trim(),
    });
    return {
      bought: answer.bought,
      canReview: answer.canReview,
      review: answer.review?.id ? toReviewView(answer.review) : null,
      reason: answer.canReview
        ? ''
        : answer.review?.id
          ? 'You have already reviewed this product'
          : NOT_A_BUYER,
    };
  }

  /** Admin: the reviews of one status (or all), newest first, and each status's count. */
  async moderationList(
    admin: AuthUser,
    status: unknown,
    productId: unknown,
  ): Promise<{ reviews: ModeratedReviewView[]; counts: ReviewCountsView }> {
    const filter = typeof status === 'string' ? status.trim() : '';
    if (filter && filter !== 'all' && !REVIEW_FILTERS.includes(filter))
      throw new BadRequestException(BAD_REVIEW_FILTER);
    const answer = await this.catalogue.rpc.listReviewsForModeration({
      actor: namedActorOf(admin),
      status: filter === 'all' ? '' : filter,
      productId: typeof productId === 'string' ? productId.trim() : '',
    });
    return {
      reviews: answer.reviews.map(toModeratedReviewView),
      counts: answer.counts ?? { pending: 0, approved: 0, rejected: 0 },
    };
  }

  /** Admin: approve or reject a review; the shop's pages are dropped from the cache. */
  async moderate(admin: AuthUser, id: string, status: 'approved' | 'rejected') {
    const answer = await this.write(() =>
      this.catalogue.rpc.moderateReview({ actor: namedActorOf(admin), id, status }),
    );
    if (!answer.review?.id) throw new Error('catalogue answered no review');
    return { review: toReviewView(answer.review), averageReview: answer.averageReview };
  }

  async reviewSettings(admin: AuthUser): Promise<ReviewSettingsView> {
    const { settings } = await this.catalogue.rpc.getReviewSettings({
      actor: namedActorOf(admin),
    });
    return { moderation: settings?.moderation ?? true };
  }

  async updateReviewSettings(
    admin: AuthUser,
    body: ReviewSettingsInput,
  ): Promise<ReviewSettingsView> {
    if (typeof body?.moderation !== 'boolean')
      throw new BadRequestException('moderation must be true or false');
    const { settings } = await this.catalogue.rpc.updateReviewSettings({
      actor: namedActorOf(admin),
      settings: { moderation: body.moderation },
    });
    return { moderation: settings?.moderation ?? body.moderation };
  }

  async reviewedProducts(admin: AuthUser): Promise<ReviewedProductView[]> {
    const answer = await this.catalogue.rpc.listReviewedProducts({ actor: namedActorOf(admin) });
    return answer.products.map((product) => ({
      productId: product.productId,
      title: product.title,
      productCode: product.productCode,
      image: product.image,
      reviewCount: product.reviewCount,
      averageReview: product.averageReview,
    }));
  }

  // ---- admin writes: the cache is dropped before the answer ----

  /** Adds a product (`id` undefined) or edits one. */
  async saveProduct(admin: AuthUser, id: string | undefined, body: ProductInput) {
    const [actor, product] = [namedActorOf(admin), toProductInput(body)];
    const answer = await this.write(() =>
      id === undefined
        ? this.catalogue.rpc.createProduct({ actor, product })
        : this.catalogue.rpc.updateProduct({ actor, id, product }),
    );
    if (!answer.product?.id) throw new Error('catalogue answered no product');
    return toProductView(answer.product);
  }

  /** Adds a category (`id` undefined) or edits one. */
  async saveCategory(admin: AuthUser, id: string | undefined, body: CategoryInput) {
    const [actor, category] = [namedActorOf(admin), toCategoryInput(body)];
    const answer = await this.write(() =>
      id === undefined
        ? this.catalogue.rpc.createCategory({ actor, category })
        : this.catalogue.rpc.updateCategory({ actor, id, category }),
    );
    if (!answer.category?.id) throw new Error('catalogue answered no category');
    return toCategoryView(answer.category);
  }

  async remove(kind: 'Product' | 'Category' | 'Review', admin: AuthUser, id: string) {
    await this.write(() => this.catalogue.rpc[`delete${kind}`]({ actor: namedActorOf(admin), id }));
  }

  /**
   * Runs a catalogue write and drops the cache before answering. A failed write drops it
   * too unless it was refused outright (it may have happened before a timeout).
   */
  private async write<T>(call: () => Promise<T>): Promise<T> {
    try {
      const result = await call();
      await this.cache.invalidate();
      return result;
    } catch (error) {
      if (!isGrpcError(error) || (error.code as number) >= 13 || (error.code as number) === 4) {
        await this.cache.invalidate();
      }
      throw error;
    }
  }

  /** The actor with the account's name (the token's, else identity's). */
  private async actorWithName(user: AuthUser): Promise<Actor> {
    if (user.userName) return namedActorOf(user);
    try {
      const { user: account } = await this.identity.rpc.getUser({ id: user.id });
      return { ...namedActorOf(user), userName: account?.userName ?? '' };
    } catch (error) {
      if (isGrpcError(error) && (error.code as number) === GrpcStatus.NOT_FOUND) throw error;
      logger().warn({ err: error }, 'user name unavailable for a review');
      return namedActorOf(user);
    }
  }
}
