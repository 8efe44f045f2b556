import { Injectable, NotFoundException } from '@nestjs/common';
import {
  ProductSort,
  type ListProductsRequest,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { isGrpcError, logger } from '@boutique/service-kit';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { CatalogueCache } from '../catalogue-cache/catalogue-cache.js';
import { CatalogueClient } from '../clients/catalogue.client.js';
import { IdentityClient } from '../clients/identity.client.js';
import { namedActorOf } from '../common/actor.js';
import { GrpcStatus } from '../common/grpc-status.js';
import type { ListingQuery } from '../common/query-params.js';
import {
  toCategoryInput,
  toProductInput,
  toReviewFields,
  type CategoryInput,
  type ProductInput,
} from './catalogue.inputs.js';
import type {
  CategoryView,
  CollectionPage,
  HomePage,
  ProductPage,
  ProductView,
  ReviewedProductView,
  ReviewView,
} from './catalogue.models.js';
import {
  toCategoryView,
  toProductView,
  toReviewedProductView,
  toReviewView,
} from './catalogue.views.js';
import { parseListingQuery, type ParsedListing } from './listing-query.js';
import { ReviewRateLimit } from './review-rate-limit.js';

export const PRODUCT_ADDED = 'Product added successfully';
export const PRODUCT_UPDATED = 'Product updated successfully';
export const PRODUCT_DELETED = 'Product deleted successfully';
export const CATEGORY_ADDED = 'Category added successfully';
export const CATEGORY_UPDATED = 'Category updated successfully';
export const CATEGORY_DELETED = 'Category deleted successfully';
export const REVIEW_ADDED = 'Review added successfully';
export const REVIEW_DELETED = 'Review deleted successfully';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const CATEGORY_NOT_FOUND = 'Category not found';

/** New arrivals and featured items on the home page. */
export const HOME_PAGE_ITEMS = 20;
export const MAX_RELATED = 50;

export interface ProductListing {
  products: ProductView[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The catalogue at the edge: storefront reads, the GraphQL pages (fanned out in parallel,
 * cached), and admin writes that drop the catalogue cache before they answer.
 */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly catalogue: CatalogueClient,
    private readonly identity: IdentityClient,
    private readonly cache: CatalogueCache,
    private readonly reviewLimit: ReviewRateLimit,
  ) {}

  // ---- storefront reads ----

  async categories(search = ''): Promise<CategoryView[]> {
    const { categories } = await this.catalogue.rpc.listCategories({ search });
    return categories.map(toCategoryView);
  }

  async listProducts(listing: ParsedListing): Promise<ProductListing> {
    const { products, total } = await this.catalogue.rpc.listProducts(listing.request);
    return {
      products: products.map(toProductView),
      total,
      page: listing.page,
      pageSize: listing.pageSize,
    };
  }

  listProductsByQuery(query: ListingQuery): Promise<ProductListing> {
    return this.listProducts(parseListingQuery(query));
  }

  async product(id: string): Promise<ProductView> {
    const { product } = await this.catalogue.rpc.getProduct({ id });
    if (!product?.id) throw new NotFoundException(PRODUCT_NOT_FOUND);
    return toProductView(product);
  }

  async related(productId: string, limit = 12): Promise<ProductView[]> {
    const { products } = await this.catalogue.rpc.listRelatedProducts({ productId, limit });
    return products.map(toProductView);
  }

  async search(keyword: string): Promise<ProductView[]> {
    const trimmed = keyword.trim();
    if (!trimmed) return [];
    const { products } = await this.catalogue.rpc.searchProducts({ keyword: trimmed, limit: 50 });
    return products.map(toProductView);
  }

  async reviews(productId: string): Promise<ReviewView[]> {
    const { reviews } = await this.catalogue.rpc.listReviews({ productId });
    return reviews.map(toReviewView);
  }

  // ---- GraphQL pages: one round trip for the browser, parallel gRPC calls, cached ----

  homePage(): Promise<HomePage> {
    return this.cache.remember('gql:homePage', async () => {
      const flagged = (flags: Partial<ListProductsRequest>) =>
        this.catalogue.rpc.listProducts({
          ...parseListingQuery({}).request,
          ...flags,
          sort: ProductSort.PRODUCT_SORT_PRICE_LOW_TO_HIGH,
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
        newArrivals: newArrivals.products.map(toProductView),
        featured: featured.products.map(toProductView),
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
        this.listProducts(listing),
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

  /** Cached reads for the smaller GraphQL queries. */
  cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.remember(`gql:${key}`, load);
  }

  private async category(idOrSlug: string): Promise<CategoryView> {
    const { category } = await this.catalogue.rpc.getCategory({ idOrSlug });
    if (!category?.id) throw new NotFoundException(CATEGORY_NOT_FOUND);
    return toCategoryView(category);
  }

  // ---- reviews ----

  async addReview(
    user: AuthUser,
    body: { productId?: unknown; reviewMessage?: unknown; reviewValue?: unknown },
  ): Promise<{ review: ReviewView; averageReview: number }> {
    const fields = toReviewFields(body);
    await this.reviewLimit.beforeReview(user.id);
    const { review, averageReview } = await this.catalogue.rpc.addReview({
      actor: await this.actorWithName(user),
      ...fields,
    });
    await this.cache.invalidate();
    if (!review?.id) throw new Error('catalogue answered no review');
    return { review: toReviewView(review), averageReview };
  }

  async reviewedProducts(admin: AuthUser): Promise<ReviewedProductView[]> {
    const { products } = await this.catalogue.rpc.listReviewedProducts({
      actor: namedActorOf(admin),
    });
    return products.map(toReviewedProductView);
  }

  async deleteReview(admin: AuthUser, id: string): Promise<void> {
    await this.write(() => this.catalogue.rpc.deleteReview({ actor: namedActorOf(admin), id }));
  }

  // ---- admin writes: the cache is dropped before the answer ----

  async createProduct(admin: AuthUser, body: ProductInput): Promise<ProductView> {
    const product = toProductInput(body);
    const answer = await this.write(() =>
      this.catalogue.rpc.createProduct({ actor: namedActorOf(admin), product }),
    );
    return this.productOf(answer.product);
  }

  async updateProduct(admin: AuthUser, id: string, body: ProductInput): Promise<ProductView> {
    const product = toProductInput(body);
    const answer = await this.write(() =>
      this.catalogue.rpc.updateProduct({ actor: namedActorOf(admin), id, product }),
    );
    return this.productOf(answer.product);
  }

  async deleteProduct(admin: AuthUser, id: string): Promise<void> {
    await this.write(() => this.catalogue.rpc.deleteProduct({ actor: namedActorOf(admin), id }));
  }

  async createCategory(admin: AuthUser, body: CategoryInput): Promise<CategoryView> {
    const category = toCategoryInput(body);
    const answer = await this.write(() =>
      this.catalogue.rpc.createCategory({ actor: namedActorOf(admin), category }),
    );
    return this.categoryOf(answer.category);
  }

  async updateCategory(admin: AuthUser, id: string, body: CategoryInput): Promise<CategoryView> {
    const category = toCategoryInput(body);
    const answer = await this.write(() =>
      this.catalogue.rpc.updateCategory({ actor: namedActorOf(admin), id, category }),
    );
    return this.categoryOf(answer.category);
  }

  async deleteCategory(admin: AuthUser, id: string): Promise<void> {
    await this.write(() => this.catalogue.rpc.deleteCategory({ actor: namedActorOf(admin), id }));
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

  private productOf(product: Parameters<typeof toProductView>[0] | undefined): ProductView {
    if (!product?.id) throw new Error('catalogue answered no product');
    return toProductView(product);
  }

  private categoryOf(category: Parameters<typeof toCategoryView>[0] | undefined): CategoryView {
    if (!category?.id) throw new Error('catalogue answered no category');
    return toCategoryView(category);
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
