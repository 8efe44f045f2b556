import { useState } from 'react';
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
 *
 * The router commits a navigation in a transition, so the address lags a click by a frame;
 * the filters are therefore also held here, updated at once, so a quick second choice
 * builds on the first (and the checkboxes answer immediately). A change of address from
 * elsewhere (back, forward, a link) replaces them.
 */
export function useCollectionFilters(slug: string | undefined) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const fromUrl = readListingFilters(searchParams);
  const urlKey = writeListingFilters(fromUrl).toString();
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  const [filters, setFilters] = useState(fromUrl);
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey);
    setFilters(fromUrl);
  }

  function apply(next: ListingFilters) {
    setFilters(next);
    void navigate(collectionHref(slug, next), { replace: true });
  }

  function chooseCategory(clicked: string) {
    const next = toggleCategory(slug, clicked);
    storeCategoryFilter(next);
    void navigate(collectionHref(next, filters));
  }

  function chooseBucket(bucket: PriceBucket) {
    apply(toggleBucket(filters, bucket));
  }

  function chooseSort(sortBy: SortOption) {
    apply({ ...filters, sortBy });
  }

  function clearAll() {
    storeCategoryFilter(undefined);
    void navigate(collectionHref(undefined, { price: [], sortBy: filters.sortBy }));
  }

  return { filters, chooseCategory, chooseBucket, chooseSort, clearAll };
}
