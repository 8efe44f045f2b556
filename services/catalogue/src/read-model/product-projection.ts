import { ProductSort } from '@boutique/contracts/catalogue/v1/catalogue_service';
import { PRODUCT_SELECT, type ProductRow } from '../common/product.sql.js';
import { toIso } from '../common/values.js';
import {
  effectivePrice,
  paging,
  priceRanges,
  resolveSort,
  type ListingFilter,
} from '../common/listing-rules.js';

/**
 * One product as the read model keeps it: the fields the listing filters and sorts on, and
 * its answers serialised once, as UTF-8 JSON in the edge's shape (`ProductView` of the
 * gateway: rupees, `category` id, `image` list, `colors`), so a read copies bytes.
 */
export interface ProductProjection {
  id: string;
  categoryId: string;
  categorySlug: string;
  /** Paise: the sale price when above 0, else the price. */
  effectivePrice: number;
  /** The stored `code_sort_key` (null for an empty code: last both ways). */
  codeKey: string | null;
  /** created_at in microseconds since the epoch (PostgreSQL's precision, for the newest sort). */
  createdAtUs: number;
  isNewArrival: boolean;
  isFeatured: boolean;
  isWatchAndBuy: boolean;
  totalStock: number;
  /** A colour with inventory <= 0. */
  colourOutOfStock: boolean;
  titleLower: string;
  /** The product page document. */
  page: Buffer;
  /**
   * The listing, related and search card (the gateway's ProductCard): the page without
   * what no card shows (description, second title, category name and slug, reviews, video,
   * watch-and-buy, dates).
   */
  card: Buffer;
}

/** The read model's rows: every product as reads answer it, plus its sort keys. */
export const PROJECTION_SELECT = PRODUCT_SELECT.replace(
  'SELECT p.id,',
  `SELECT p.code_sort_key, (extract(epoch from p.created_at) * 1000000)::float8 AS created_us, p.id,`,
);
if (PROJECTION_SELECT === PRODUCT_SELECT)
  throw new Error('PRODUCT_SELECT changed its first column');

export interface ProjectionRow extends ProductRow {
  code_sort_key: string | null;
  created_us: number;
}

/** Paise to rupees as a JSON number, as the gateway's toRupees: `149950` → `1499.5`. */
function rupees(paise: number): number {
  return Math.round(paise) / 100;
}

/** The edge's product (the gateway's ProductView, same keys in the same order). */
export function productView(row: ProductRow) {
  return {
    id: row.id,
    _id: row.id,
    title: row.title,
    secondTitle: row.second_title,
    productCode: row.product_code,
    description: row.description,
    category: row.category_id,
    categorySlug: row.category_slug,
    categoryName: row.category_name,
    isNewArrival: row.is_new_arrival,
    isFeatured: row.is_featured,
    isWatchAndBuy: row.is_watch_and_buy,
    noReturns: row.no_returns,
    price: rupees(row.price),
    salePrice: rupees(row.sale_price),
    totalStock: row.total_stock,
    averageReview: row.average_review,
    reviewCount: row.review_count,
    image: [...(row.images ?? [])],
    colors: (row.colours ?? []).map(({ id, title, inventory, image }) => ({
      id,
      _id: id,
      title,
      inventory,
      image,
    })),
    video: row.video,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/**
 * The edge's card (the gateway's ProductCard, same keys in the same order): what the
 * storefront's cards, sliders, search results and quick add read.
 */
export function productCard(view: ReturnType<typeof productView>) {
  return {
    id: view.id,
    _id: view._id,
    title: view.title,
    productCode: view.productCode,
    category: view.category,
    isNewArrival: view.isNewArrival,
    isFeatured: view.isFeatured,
    price: view.price,
    salePrice: view.salePrice,
    totalStock: view.totalStock,
    image: view.image,
    colors: view.colors,
  };
}

export function toProjection(row: ProjectionRow): ProductProjection {
  const view = productView(row);
  const page = Buffer.from(JSON.stringify(view));
  return {
    id: row.id,
    categoryId: row.category_id,
    categorySlug: row.category_slug,
    effectivePrice: effectivePrice(row.price, row.sale_price),
    codeKey: row.code_sort_key,
    createdAtUs: Number(row.created_us),
    isNewArrival: row.is_new_arrival,
    isFeatured: row.is_featured,
    isWatchAndBuy: row.is_watch_and_buy,
    totalStock: row.total_stock,
    colourOutOfStock: (row.colours ?? []).some((colour) => colour.inventory <= 0),
    titleLower: row.title.toLowerCase(),
    page,
    card: Buffer.from(JSON.stringify(productCard(view))),
  };
}

// ---- the listing's rules, in memory (the same as listing-rules.ts's SQL) ----

const byId = (a: ProductProjection, b: ProductProjection) =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** A nullable key ascending (or descending) with nulls last both ways. */
function byCode(direction: 1 | -1) {
  return (a: ProductProjection, b: ProductProjection) => {
    if (a.codeKey === null || b.codeKey === null) {
      if (a.codeKey !== b.codeKey) return a.codeKey === null ? 1 : -1;
      return direction * byId(a, b);
    }
    if (a.codeKey !== b.codeKey) return a.codeKey < b.codeKey ? -direction : direction;
    return direction * byId(a, b);
  };
}

/** The comparator of each sort: the ORDER BY of orderByClause, id breaking ties. */
export function comparator(sort: ProductSort) {
  switch (sort) {
    case ProductSort.PRODUCT_SORT_PRICE_HIGH_TO_LOW:
      return (a: ProductProjection, b: ProductProjection) =>
        b.effectivePrice - a.effectivePrice || byId(b, a);
    case ProductSort.PRODUCT_SORT_CODE_A_TO_Z:
      return byCode(1);
    case ProductSort.PRODUCT_SORT_CODE_Z_TO_A:
      return byCode(-1);
    case ProductSort.PRODUCT_SORT_NEWEST:
      return (a: ProductProjection, b: ProductProjection) =>
        b.createdAtUs - a.createdAtUs || byId(b, a);
    default:
      return (a: ProductProjection, b: ProductProjection) =>
        a.effectivePrice - b.effectivePrice || byId(a, b);
  }
}

/** The predicate of whereClause's conditions. */
export function matcher(filter: ListingFilter): (product: ProductProjection) => boolean {
  const ranges = priceRanges(filter.priceBuckets);
  const search = filter.search.trim().toLowerCase();
  const categoryId = filter.category?.id;
  const slug = categoryId ? undefined : filter.category?.slug;
  return (p) =>
    (!categoryId || p.categoryId === categoryId) &&
    (!slug || p.categorySlug === slug) &&
    (ranges.length === 0 ||
      ranges.some(
        (r) => p.effectivePrice >= r.min && (r.max === undefined || p.effectivePrice <= r.max),
      )) &&
    (!filter.newArrival || p.isNewArrival) &&
    (!filter.featured || p.isFeatured) &&
    (!filter.watchAndBuy || p.isWatchAndBuy) &&
    (!filter.outOfStock || p.totalStock <= 0) &&
    (!filter.colourOutOfStock || p.colourOutOfStock) &&
    (!search || p.titleLower.includes(search));
}

/** A page of `sorted` (already in the sort's order) that matches, and how many match. */
export function pageOf(
  sorted: readonly ProductProjection[],
  filter: ListingFilter,
  page: number,
  pageSize: number,
): { products: ProductProjection[]; total: number } {
  const { limit, offset } = paging(page, pageSize);
  const matches = matcher(filter);
  const products: ProductProjection[] = [];
  let total = 0;
  for (const product of sorted) {
    if (!matches(product)) continue;
    if (total >= offset && products.length < limit) products.push(product);
    total++;
  }
  return { products, total };
}

export { resolveSort };

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/** The cards as one JSON array, bytes copied once. */
export function cardsJson(products: readonly ProductProjection[]): Buffer {
  const parts: Buffer[] = [OPEN];
  products.forEach((product, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(product.card);
  });
  parts.push(CLOSE);
  return Buffer.concat(parts);
}
