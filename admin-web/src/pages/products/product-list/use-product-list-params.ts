// The list's search, filter and page live in the URL (`?search=&filter=&page=`), so a
// reload, the back button or a shared link shows the same products. The search box writes
// to the URL 300 ms after the last keystroke and starts at page 1.
import { useListParams, writePage } from '../../../lib/use-list-params';
import type { ProductFilter } from '../products-api';
import { filterToValue, valueToFilter } from '../product-model';

export const PRODUCT_PAGE_SIZE = 24;

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
  const { searchInput, setSearchInput, search, page, params, updateParams } = useListParams();
  const filter = valueToFilter(params.get('filter'));

  const setFilter = (nextFilter: ProductFilter) => {
    updateParams((next) => {
      const value = filterToValue(nextFilter);
      if (value === 'all') next.delete('filter');
      else next.set('filter', value);
      next.delete('page');
    });
  };

  const setPage = (nextPage: number) => {
    updateParams((next) => writePage(next, nextPage));
  };

  return { searchInput, setSearchInput, search, filter, setFilter, page, setPage };
}
