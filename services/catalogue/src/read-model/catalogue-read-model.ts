import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { logger, RpcErrors, SqlReader } from '@boutique/service-kit';
import type {
  ListProductsRequest,
  ProductSort,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import { DataSource } from 'typeorm';
import { isUuid } from '../common/values.js';
import { listingFilterOf } from '../common/listing-rules.js';
import {
  cardsJson,
  comparator,
  pageOf,
  PROJECTION_SELECT,
  resolveSort,
  toProjection,
  type ProductProjection,
  type ProjectionRow,
} from './product-projection.js';

const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * The catalogue's read model: per replica, in memory, every product's projection (its
 * page and card as JSON bytes in the edge's shape, plus the listing's sort and filter
 * fields). Built from PostgreSQL at start, kept current from catalogue's own events on
 * every replica (broadcast: product-upserted, product-deleted, category-upserted; a missed
 * one is covered by a rebuild on resync) and by this replica's own writes at once. The
 * storefront's listing, product page, related products and search answer from it without
 * a database query. It only displays: what a shopper can buy is decided by the
 * reservation in PostgreSQL.
 */
@Injectable()
export class CatalogueReadModel implements OnApplicationBootstrap {
  private readonly reader: SqlReader;
  private products = new Map<string, ProductProjection>();
  /** Every product in each sort's order, made on first use after a change. */
  private sorted = new Map<ProductSort, ProductProjection[]>();
  private loaded?: Promise<void>;

  constructor(dataSource: DataSource) {
    this.reader = new SqlReader(dataSource);
  }

  async onApplicationBootstrap() {
    await this.rebuild();
  }

  /** Reads every product again (start, a resync after missed events). */
  async rebuild(): Promise<number> {
    const load = (async () => {
      const found = await this.reader.query<ProjectionRow>(PROJECTION_SELECT);
      this.products = new Map(found.map((row) => [row.id, toProjection(row)]));
      this.sorted.clear();
    })();
    this.loaded ??= load;
    await load;
    logger().info({ products: this.products.size }, 'catalogue read model built');
    return this.products.size;
  }

  /** Re-reads these products (an event, a write of this replica); gone ones are dropped. */
  async refresh(ids: readonly string[]): Promise<void> {
    const wanted = [...new Set(ids.filter((id) => isUuid(id)))];
    if (wanted.length === 0) return;
    const found = await this.reader.query<ProjectionRow>(
      `${PROJECTION_SELECT} WHERE p.id = ANY($1::uuid[])`,
      [wanted],
    );
    const present = new Set(found.map((row) => row.id));
    for (const row of found) this.put(toProjection(row));
    for (const id of wanted) if (!present.has(id)) this.remove(id);
  }

  remove(id: string): void {
    const old = this.products.get(id);
    if (!old) return;
    this.products.delete(id);
    for (const [sort, list] of this.sorted) moveInOrder(list, comparator(sort), old, undefined);
  }

  /**
   * One product in, in place: the sort orders made so far keep their order (a stock move
   * during a sale must not make the next listing sort 10,000 products again).
   */
  private put(next: ProductProjection): void {
    const old = this.products.get(next.id);
    this.products.set(next.id, next);
    for (const [sort, list] of this.sorted) moveInOrder(list, comparator(sort), old, next);
  }

  /** A category renamed (its name or slug is in every card of it): its products again. */
  async refreshCategory(categoryId: string): Promise<void> {
    if (!isUuid(categoryId)) return;
    const found = await this.reader.query<ProjectionRow>(
      `${PROJECTION_SELECT} WHERE p.category_id = $1`,
      [categoryId],
    );
    for (const row of found) this.put(toProjection(row));
  }

  private async ready(): Promise<void> {
    if (!this.loaded) await this.rebuild();
    else await this.loaded;
  }

  private inOrder(sort: ProductSort): ProductProjection[] {
    let list = this.sorted.get(sort);
    if (!list) {
      list = [...this.products.values()].sort(comparator(sort));
      this.sorted.set(sort, list);
    }
    return list;
  }

  /** The listing (ListProducts' rules): a page of cards as a JSON array, and every match. */
  async list(request: ListProductsRequest): Promise<{ json: Buffer; total: number }> {
    await this.ready();
    const { products, total } = pageOf(
      this.inOrder(resolveSort(request.sort)),
      listingFilterOf(request),
      request.page,
      request.pageSize,
    );
    return { json: cardsJson(products), total };
  }

  /**
   * One product by id; NOT_FOUND "Product not found". A miss is read from PostgreSQL before
   * it is believed: a product made on another replica a moment ago is in the database
   * before its event reaches this one, and the link the owner shares at once must open.
   */
  private async one(id: string): Promise<ProductProjection> {
    await this.ready();
    let product = this.products.get(id);
    if (!product && isUuid(id)) {
      await this.refresh([id]);
      product = this.products.get(id);
    }
    if (!product) throw RpcErrors.notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  /** The product page document; NOT_FOUND "Product not found". */
  async page(id: string): Promise<Buffer> {
    return (await this.one(id)).page;
  }

  /** Same category, itself excluded, price low to high (0 means 12, at most 100). */
  async related(productId: string, limit: number): Promise<Buffer> {
    const own = await this.one(productId);
    const size = limit > 0 ? Math.min(limit, 100) : 12;
    const found: ProductProjection[] = [];
    for (const product of this.inOrder(resolveSort(undefined))) {
      if (found.length >= size) break;
      if (product.categoryId === own.categoryId && product.id !== productId) found.push(product);
    }
    return cardsJson(found);
  }

  /** The cards of these ids in this order (unknown ids left out). */
  async cards(ids: readonly string[]): Promise<Buffer> {
    await this.ready();
    return cardsJson(ids.flatMap((id) => this.products.get(id) ?? []));
  }
}

/** The first index of `list` (in `compare`'s order) whose item is not before `item`. */
function lowerBound<T>(list: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(list[mid], item) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Takes `old` out of the sorted `list` and puts `next` in its place in the order (either may
 * be missing): two binary searches and a splice, instead of sorting the list again. The
 * comparators break ties by id, so an item's place is exact.
 */
export function moveInOrder<T>(
  list: T[],
  compare: (a: T, b: T) => number,
  old: T | undefined,
  next: T | undefined,
): void {
  if (old !== undefined) {
    let at = lowerBound(list, old, compare);
    if (list[at] !== old) at = list.indexOf(old); // not where its keys say: look it up
    if (at >= 0) list.splice(at, 1);
  }
  if (next !== undefined) list.splice(lowerBound(list, next, compare), 0, next);
}
