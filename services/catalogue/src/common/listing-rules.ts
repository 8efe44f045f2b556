import {
  PriceBucket,
  ProductSort,
  type ListProductsRequest,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import { isUuid } from './values.js';

/** Paise per rupee: amounts are integer paise inside the system. */
const PAISE = 100;

/** Largest page a listing answers; page_size 0 means "every match" up to this. */
export const MAX_PAGE_SIZE = 500;

/** An inclusive range of effective prices in paise; `max` undefined means no upper bound. */
interface PriceRange {
  min: number;
  max?: number;
}

const BUCKETS: Record<string, PriceRange> = {
  [PriceBucket.PRICE_BUCKET_0_1000]: { min: 0, max: 1000 * PAISE },
  [PriceBucket.PRICE_BUCKET_1000_2000]: { min: 1000 * PAISE, max: 2000 * PAISE },
  [PriceBucket.PRICE_BUCKET_2000_3000]: { min: 2000 * PAISE, max: 3000 * PAISE },
  [PriceBucket.PRICE_BUCKET_3000_4000]: { min: 3000 * PAISE, max: 4000 * PAISE },
  [PriceBucket.PRICE_BUCKET_4000_5000]: { min: 4000 * PAISE, max: 5000 * PAISE },
  [PriceBucket.PRICE_BUCKET_5000_6000]: { min: 5000 * PAISE, max: 6000 * PAISE },
  [PriceBucket.PRICE_BUCKET_6000_UP]: { min: 6000 * PAISE },
};

/** The inclusive paise range of a bucket (1000 rupees belongs to 0-1000 and 1000-2000). */
export function bucketRange(bucket: PriceBucket): PriceRange | undefined {
  return BUCKETS[bucket];
}

/** The effective price: the sale price when above 0, else the price. */
export function effectivePrice(price: number, salePrice: number): number {
  return salePrice > 0 ? salePrice : price;
}

export function inBucket(bucket: PriceBucket, price: number): boolean {
  const range = bucketRange(bucket);
  if (!range) return false;
  return price >= range.min && (range.max === undefined || price <= range.max);
}

/**
 * The chosen buckets as a few disjoint inclusive ranges (touching buckets merged), so the
 * query is one or two range conditions on the price index. Unknown buckets are ignored;
 * none chosen means no price condition (empty list).
 */
export function priceRanges(buckets: readonly PriceBucket[]): PriceRange[] {
  const ranges = [...new Set(buckets)]
    .map((bucket) => bucketRange(bucket))
    .filter((range): range is PriceRange => range !== undefined)
    .sort((a, b) => a.min - b.min);
  const merged: PriceRange[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && last.max !== undefined && range.min <= last.max) {
      if (range.max === undefined) delete last.max;
      else last.max = Math.max(last.max, range.max);
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/**
 * The stored sort key of a product code: lower-cased, every digit run zero-padded to 12
 * digits (leading zeros dropped first), so a plain byte comparison is numeric-aware
 * ("sr000000000002" < "sr000000000010"). Empty codes have no key (sorted last).
 */
export function codeSortKey(code: string): string | null {
  const trimmed = code.trim().toLowerCase();
  if (!trimmed) return null;
  return trimmed.replace(/\d+/g, (digits) => {
    const significant = digits.replace(/^0+(?=\d)/, '');
    return significant.length >= 12 ? significant : significant.padStart(12, '0');
  });
}

/** Compares two codes as the listing does: numeric-aware, empty codes last in both directions. */
export function compareCodes(a: string, b: string, direction: 'asc' | 'desc' = 'asc'): number {
  const ka = codeSortKey(a);
  const kb = codeSortKey(b);
  if (ka === null || kb === null) return ka === kb ? 0 : ka === null ? 1 : -1;
  const order = ka < kb ? -1 : ka > kb ? 1 : 0;
  return direction === 'asc' ? order : -order;
}

/** The sort a listing request means: unspecified or unknown is price low to high. */
export function resolveSort(sort: ProductSort | string | undefined): ProductSort {
  switch (sort) {
    case ProductSort.PRODUCT_SORT_PRICE_HIGH_TO_LOW:
    case ProductSort.PRODUCT_SORT_CODE_A_TO_Z:
    case ProductSort.PRODUCT_SORT_CODE_Z_TO_A:
    case ProductSort.PRODUCT_SORT_NEWEST:
      return sort;
    default:
      return ProductSort.PRODUCT_SORT_PRICE_LOW_TO_HIGH;
  }
}

/** ORDER BY of each sort, backed by an index of the same shape (see the migration). */
export function orderByClause(sort: ProductSort): string {
  switch (sort) {
    case ProductSort.PRODUCT_SORT_PRICE_HIGH_TO_LOW:
      return 'p.effective_price DESC, p.id DESC';
    case ProductSort.PRODUCT_SORT_CODE_A_TO_Z:
      return 'p.code_sort_key ASC NULLS LAST, p.id ASC';
    case ProductSort.PRODUCT_SORT_CODE_Z_TO_A:
      return 'p.code_sort_key DESC NULLS LAST, p.id DESC';
    case ProductSort.PRODUCT_SORT_NEWEST:
      return 'p.created_at DESC, p.id DESC';
    default:
      return 'p.effective_price ASC, p.id ASC';
  }
}

interface Paging {
  limit: number;
  offset: number;
}

/** page is 1-based (0 means 1); page_size 0 means every match; both capped at 500 a page. */
export function paging(page: number, pageSize: number): Paging {
  const size = pageSize > 0 ? Math.min(Math.floor(pageSize), MAX_PAGE_SIZE) : MAX_PAGE_SIZE;
  const current = page > 1 ? Math.floor(page) : 1;
  return { limit: size, offset: (current - 1) * size };
}

/** The listing's filters, as the SQL listing and the read model apply them. */
export interface ListingFilter {
  category?: { id?: string; slug?: string };
  priceBuckets: readonly PriceBucket[];
  newArrival: boolean;
  featured: boolean;
  outOfStock: boolean;
  colourOutOfStock: boolean;
  watchAndBuy: boolean;
  search: string;
}

/** A ListProducts request's filters (a category by id when it is a uuid, else by slug). */
export function listingFilterOf(request: ListProductsRequest): ListingFilter {
  const category = request.category?.trim();
  return {
    category: category ? (isUuid(category) ? { id: category } : { slug: category }) : undefined,
    priceBuckets: request.priceBuckets ?? [],
    newArrival: request.newArrival,
    featured: request.featured,
    outOfStock: request.outOfStock,
    colourOutOfStock: request.colourOutOfStock,
    watchAndBuy: request.watchAndBuy,
    search: request.search ?? '',
  };
}

/** Escapes LIKE wildcards so a search for "50%" means the characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE clause of a listing and its parameters (aliases: p product, c category). */
export function whereClause(filter: ListingFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.category?.id) conditions.push(`p.category_id = ${param(filter.category.id)}`);
  else if (filter.category?.slug)
    conditions.push(
      `p.category_id = (SELECT id FROM category WHERE slug = ${param(filter.category.slug)})`,
    );
  const ranges = priceRanges(filter.priceBuckets);
  if (ranges.length > 0) {
    conditions.push(
      `(${ranges
        .map((r) =>
          r.max === undefined
            ? `p.effective_price >= ${param(r.min)}`
            : `p.effective_price BETWEEN ${param(r.min)} AND ${param(r.max)}`,
        )
        .join(' OR ')})`,
    );
  }
  if (filter.newArrival) conditions.push('p.is_new_arrival');
  if (filter.featured) conditions.push('p.is_featured');
  if (filter.watchAndBuy) conditions.push('p.is_watch_and_buy');
  if (filter.outOfStock) conditions.push('p.total_stock <= 0');
  if (filter.colourOutOfStock)
    conditions.push(
      'EXISTS (SELECT 1 FROM colour k WHERE k.product_id = p.id AND k.inventory <= 0)',
    );
  const search = filter.search.trim();
  if (search) conditions.push(`p.title ILIKE ${param(likePattern(search))}`);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
