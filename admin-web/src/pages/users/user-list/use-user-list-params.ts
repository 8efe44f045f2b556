// The list's search, page and page size live in the URL (`?search=&page=&pageSize=`), so a
// reload, the back button or a shared link shows the same list. The search box writes to
// the URL 300 ms after the last keystroke (spec section 9) and starts again at page 1.
import { positiveInt, useListParams, writePage } from '../../../lib/use-list-params';

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface UserListParams {
  /** What the search box shows, as typed. */
  searchInput: string;
  setSearchInput: (value: string) => void;
  /** The search the list is filtered by (trimmed, debounced). */
  search: string;
  page: number;
  pageSize: number;
  setPage: (page: number, pageSize: number) => void;
}

export function useUserListParams(): UserListParams {
  const { searchInput, setSearchInput, search, page, params, updateParams } = useListParams();
  const requestedSize = positiveInt(params.get('pageSize'));
  const pageSize = PAGE_SIZE_OPTIONS.find((size) => size === requestedSize) ?? DEFAULT_PAGE_SIZE;

  const setPage = (nextPage: number, nextSize: number) => {
    updateParams((next) => {
      // A new page size starts again at the first page.
      writePage(next, nextSize === pageSize ? nextPage : 1);
      if (nextSize !== DEFAULT_PAGE_SIZE) next.set('pageSize', String(nextSize));
      else next.delete('pageSize');
    });
  };

  return { searchInput, setSearchInput, search, page, pageSize, setPage };
}
