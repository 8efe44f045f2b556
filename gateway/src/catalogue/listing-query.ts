import { BadRequestException } from '@nestjs/common';
import {
  PriceBucket,
  ProductSort,
  type ListProductsRequest,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import { integer, single, type ListingQuery } from '../common/query-params.js';

/** The listing's price buckets (rupees, inclusive on the effective price). */
export const PRICE_BUCKETS: Record<string, PriceBucket> = {
  '0-1000': PriceBucket.PRICE_BUCKET_0_1000,
  '1000-2000': PriceBucket.PRICE_BUCKET_1000_2000,
  '2000-3000': PriceBucket.PRICE_BUCKET_2000_3000,
  '3000-4000': PriceBucket.PRICE_BUCKET_3000_4000,
  '4000-5000': PriceBucket.PRICE_BUCKET_4000_5000,
  '5000-6000': PriceBucket.PRICE_BUCKET_5000_6000,
  '6000-above': PriceBucket.PRICE_BUCKET_6000_UP,
};

export const SORTS: Record<string, ProductSort> = {
  'price-lowtohigh': ProductSort.PRODUCT_SORT_PRICE_LOW_TO_HIGH,
  'price-hightolow': ProductSort.PRODUCT_SORT_PRICE_HIGH_TO_LOW,
  'code-atoz': ProductSort.PRODUCT_SORT_CODE_A_TO_Z,
  'code-ztoa': ProductSort.PRODUCT_SORT_CODE_Z_TO_A,
  newest: ProductSort.PRODUCT_SORT_NEWEST,
};

/** The admin screen's single `filter` and the flag it stands for. */
export const FILTERS = {
  newArrivals: 'newArrival',
  featured: 'featured',
  outOfStock: 'outOfStock',
  colorOutOfStock: 'colorOutOfStock',
} as const;

export const MAX_PAGE_SIZE = 500;

/** What a repeated or comma-separated parameter holds, trimmed, blanks dropped. */
function listOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const parts = Array.isArray(value) ? value : [value];
  return parts
    .flatMap((part) => (typeof part === 'string' ? part.split(',') : [String(part)]))
    .map((part) => part.trim())
    .filter(Boolean);
}

function flag(query: ListingQuery, name: string): boolean {
  const value = single(query[name]).toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new BadRequestException(`Invalid ${name}: expected true or false`);
}

/** The listing as the storefront and the admin screen ask for it, validated. */
export interface ParsedListing {
  request: ListProductsRequest;
  /** 1-based page answered. */
  page: number;
  /** Page size answered (500, the cap, when every match was asked for). */
  pageSize: number;
}

/**
 * The listing parameters of docs/api-catalogue.md as catalogue's ListProductsRequest.
 * Unknown values are 400 with the parameter named: `Invalid price: unknown bucket
 * "7000-8000"`, `Invalid sortBy: "cheapest"`, `Invalid filter: "x"`.
 */
export function parseListingQuery(query: ListingQuery): ParsedListing {
  const priceBuckets = listOf(query.price).map((bucket) => {
    const value = PRICE_BUCKETS[bucket];
    if (value === undefined) {
      throw new BadRequestException(`Invalid price: unknown bucket "${bucket}"`);
    }
    return value;
  });
  const sortBy = single(query.sortBy);
  if (sortBy !== '' && !Object.hasOwn(SORTS, sortBy)) {
    throw new BadRequestException(`Invalid sortBy: "${sortBy}"`);
  }
  const sort = sortBy === '' ? ProductSort.PRODUCT_SORT_PRICE_LOW_TO_HIGH : SORTS[sortBy];
  const filter = single(query.filter);
  if (filter !== '' && !Object.hasOwn(FILTERS, filter)) {
    throw new BadRequestException(`Invalid filter: "${filter}"`);
  }
  const chosen = filter === '' ? undefined : FILTERS[filter as keyof typeof FILTERS];
  const page = integer(query, 'page', 1, 1_000_000, 1);
  const pageSize = integer(query, 'pageSize', 1, MAX_PAGE_SIZE, 0);
  return {
    request: {
      category: single(query.category),
      priceBuckets: [...new Set(priceBuckets)],
      newArrival: flag(query, 'newArrival') || chosen === 'newArrival',
      featured: flag(query, 'featured') || chosen === 'featured',
      outOfStock: flag(query, 'outOfStock') || chosen === 'outOfStock',
      colourOutOfStock: flag(query, 'colorOutOfStock') || chosen === 'colorOutOfStock',
      watchAndBuy: flag(query, 'watchAndBuy'),
      search: single(query.search),
      sort,
      page,
      pageSize: pageSize || MAX_PAGE_SIZE,
      // the admin's listing answers protobuf products; the storefront's ask for JSON
      json: false,
    },
    page,
    pageSize: pageSize || MAX_PAGE_SIZE,
  };
}

/** GraphQL's listing arguments (the filters in `filter`) as the REST query parameters. */
export function listingQueryOf(args: object): ListingQuery {
  const { filter, ...rest } = args as ListingQuery;
  return { ...(filter as ListingQuery | null), ...rest };
}

export const MAX_RELATED = 50;

/** `limit` of the related products: 1 to 50, default 12. */
export function relatedLimit(value: unknown): number {
  const text = single(value);
  if (text === '') return 12;
  const limit = Number(text);
  if (!/^\d+$/.test(text) || limit < 1 || limit > MAX_RELATED) {
    throw new BadRequestException(
      `Invalid limit: expected a whole number from 1 to ${MAX_RELATED}`,
    );
  }
  return limit;
}

/** Search cards a page unless asked, and the most a page may hold. */
export const SEARCH_PAGE_SIZE = 24;
export const MAX_SEARCH_PAGE_SIZE = 100;

/** The search's `page` (1-based, default 1) and `pageSize` (1 to 100, default 24). */
export function searchPaging(query: ListingQuery): { page: number; pageSize: number } {
  return {
    page: integer(query, 'page', 1, 1_000_000, 1),
    pageSize: integer(query, 'pageSize', 1, MAX_SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE),
  };
}
