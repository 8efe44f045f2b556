// The list's search, page and page size live in the URL (`?search=&page=&pageSize=`), so a
// reload, the back button or a shared link shows the same list. The search box writes to
// the URL 300 ms after the last keystroke (spec section 9) and starts again at page 1.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

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
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const page = positiveInt(params.get('page')) ?? 1;
  const requestedSize = positiveInt(params.get('pageSize'));
  const pageSize = PAGE_SIZE_OPTIONS.find((size) => size === requestedSize) ?? DEFAULT_PAGE_SIZE;

  const [searchInput, setSearchInput] = useState(search);
  const debounced = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS).trim();

  // Typing settled: filter by it, from the first page.
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

  const setPage = (nextPage: number, nextSize: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      // A new page size starts again at the first page.
      const target = nextSize === pageSize ? nextPage : 1;
      if (target > 1) next.set('page', String(target));
      else next.delete('page');
      if (nextSize !== DEFAULT_PAGE_SIZE) next.set('pageSize', String(nextSize));
      else next.delete('pageSize');
      return next;
    });
  };

  return { searchInput, setSearchInput, search, page, pageSize, setPage };
}
