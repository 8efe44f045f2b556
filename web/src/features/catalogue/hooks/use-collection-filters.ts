import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { storeCategoryFilter } from '@/lib/category-filter';
import {
  readListingFilters,
  toggleBucket,
  toggleCategory,
  writeListingFilters,
  type ListingFilters,
  type PriceBucket,
  type SortOption,
} from '../utils/listing-query';

/** The collection page's address for a category (or none) and filters. */
export function collectionHref(category: string | undefined, filters: ListingFilters): string {
  const query = writeListingFilters(filters).toString();
  const path = paths.shop.collections.getHref(category);
  return query ? `${path}?${query}` : path;
}

/**
 * The collection filters live in the address: the category is the path, price buckets and
 * sort the query. Choosing a category also remembers it for the tab (session storage), as
 * the header's menu does; clearing it forgets it.
 */
export function useCollectionFilters(slug: string | undefined) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = readListingFilters(searchParams);

  function chooseCategory(clicked: string) {
    const next = toggleCategory(slug, clicked);
    storeCategoryFilter(next);
    void navigate(collectionHref(next, filters));
  }

  function chooseBucket(bucket: PriceBucket) {
    void navigate(collectionHref(slug, toggleBucket(filters, bucket)), { replace: true });
  }

  function chooseSort(sortBy: SortOption) {
    void navigate(collectionHref(slug, { ...filters, sortBy }), { replace: true });
  }

  function clearAll() {
    storeCategoryFilter(undefined);
    void navigate(collectionHref(undefined, { price: [], sortBy: filters.sortBy }));
  }

  return { filters, chooseCategory, chooseBucket, chooseSort, clearAll };
}
