// The list's search, filter and page live in the URL (`?search=&filter=&page=`), so a
// reload, the back button or a shared link shows the same products. The search box writes
// to the URL 300 ms after the last keystroke (spec section 9) and starts at page 1.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { ProductFilter } from '../products-api';
import { filterToValue, valueToFilter } from '../product-model';

export const PRODUCT_PAGE_SIZE = 24;
export const SEARCH_DEBOUNCE_MS = 300;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

export interface ProductListParams {
  searchInput: string;
  setSearchInput: (value: string) => void;
  /** The name search the list is filtered by (trimmed, debounced). */
  search: string;
  filter: ProductFilter;
  setFilter: (filter: ProductFilter) => void;
  page: number;
  setPage: (page: number) => void;
}

export function useProductListParams(): ProductListParams {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const filter = valueToFilter(params.get('filter'));
  const page = positiveInt(params.get('page')) ?? 1;

  const [searchInput, setSearchInput] = useState(search);
  const debounced = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS).trim();

  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('search') ?? '').trim() === debounced) return current;
        const next = new URLSearchParams(current);
        if (debounced) next.set('search', debounced);
        else next.delete('search');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  // The URL changed under the box (back button, a link): show its search.
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    if (search !== debounced) setSearchInput(search);
  }

  const setFilter = (nextFilter: ProductFilter) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      const value = filterToValue(nextFilter);
      if (value === 'all') next.delete('filter');
      else next.set('filter', value);
      next.delete('page');
      return next;
    });
  };

  const setPage = (nextPage: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (nextPage > 1) next.set('page', String(nextPage));
      else next.delete('page');
      return next;
    });
  };

  return { searchInput, setSearchInput, search, filter, setFilter, page, setPage };
}
