// Collection filters and sort, kept in the URL query so a filtered page
// can be shared: `?price=0-1000,6000-above&sortBy=price-hightolow`. The category is the
// path (`/shop/collections/{slug}`). The same values are the listing API's parameters.

export const PRICE_BUCKETS = [
  { id: '0-1000', label: '₹0 - ₹1,000' },
  { id: '1000-2000', label: '₹1,000 - ₹2,000' },
  { id: '2000-3000', label: '₹2,000 - ₹3,000' },
  { id: '3000-4000', label: '₹3,000 - ₹4,000' },
  { id: '4000-5000', label: '₹4,000 - ₹5,000' },
  { id: '5000-6000', label: '₹5,000 - ₹6,000' },
  { id: '6000-above', label: '₹6,000 and above' },
] as const;

export type PriceBucket = (typeof PRICE_BUCKETS)[number]['id'];

export const SORT_OPTIONS = [
  { id: 'price-lowtohigh', label: 'Price: Low to High' },
  { id: 'price-hightolow', label: 'Price: High to Low' },
  { id: 'code-atoz', label: 'Product Code: A to Z' },
  { id: 'code-ztoa', label: 'Product Code: Z to A' },
] as const;

export type SortOption = (typeof SORT_OPTIONS)[number]['id'];

export const DEFAULT_SORT: SortOption = 'price-lowtohigh';

export type ListingFilters = { price: PriceBucket[]; sortBy: SortOption };

function isBucket(value: string): value is PriceBucket {
  return PRICE_BUCKETS.some((bucket) => bucket.id === value);
}

function isSort(value: string): value is SortOption {
  return SORT_OPTIONS.some((option) => option.id === value);
}

/** Reads the filters from a URL query; unknown values are dropped, buckets kept in order. */
export function readListingFilters(params: URLSearchParams): ListingFilters {
  const chosen = new Set(
    (params.get('price') ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(isBucket),
  );
  const sort = params.get('sortBy') ?? '';
  return {
    price: PRICE_BUCKETS.map((bucket) => bucket.id).filter((id) => chosen.has(id)),
    sortBy: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The URL query for `filters`: defaults are left out so the plain page stays `?`-free. */
export function writeListingFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.price.length > 0) params.set('price', filters.price.join(','));
  if (filters.sortBy !== DEFAULT_SORT) params.set('sortBy', filters.sortBy);
  return params;
}

export function toggleBucket(filters: ListingFilters, bucket: PriceBucket): ListingFilters {
  const chosen = new Set(filters.price);
  if (chosen.has(bucket)) chosen.delete(bucket);
  else chosen.add(bucket);
  return { ...filters, price: PRICE_BUCKETS.map((b) => b.id).filter((id) => chosen.has(id)) };
}

/** Category is single-select: choosing the selected one clears it (undefined). */
export function toggleCategory(current: string | undefined, clicked: string): string | undefined {
  return current === clicked ? undefined : clicked;
}

export function hasActiveFilters(category: string | undefined, filters: ListingFilters): boolean {
  return Boolean(category) || filters.price.length > 0;
}
