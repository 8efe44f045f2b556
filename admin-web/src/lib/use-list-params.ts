// A list screen's search and page live in the URL (`?search=&page=`, plus what the screen
// adds), so a reload, the back button or a shared link shows the same list. The search box
// writes to the URL 300 ms after the last keystroke and starts again at page 1.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 300;

/** A whole number of 1 or more written in the URL, else null. */
export function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Writes `page` to the query: left out for the first page. */
export function writePage(params: URLSearchParams, page: number): void {
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
}

export interface ListParams {
  /** What the search box shows, as typed. */
  searchInput: string;
  setSearchInput: (value: string) => void;
  /** The search the list is filtered by (trimmed, debounced). */
  search: string;
  page: number;
  /** The URL's query as it is now, for the screen's own parameters. */
  params: URLSearchParams;
  /** Changes the URL's query: `edit` gets a copy of it to change. */
  updateParams: (edit: (next: URLSearchParams) => void) => void;
}

export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const search = (params.get('search') ?? '').trim();
  const page = positiveInt(params.get('page')) ?? 1;

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

  const updateParams = useCallback(
    (edit: (next: URLSearchParams) => void) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      });
    },
    [setParams],
  );

  return { searchInput, setSearchInput, search, page, params, updateParams };
}

export interface PagedListParams {
  /** What the search box shows, as typed. */
  searchInput: string;
  setSearchInput: (value: string) => void;
  /** The search the list is filtered by (trimmed, debounced). */
  search: string;
  page: number;
  pageSize: number;
  setPage: (page: number, pageSize: number) => void;
}

/**
 * A server-paged table's search, page and page size in the URL
 * (`?search=&page=&pageSize=`): the page size is one of `sizes`, left out when it is the
 * default, and a new page size starts again at the first page.
 */
export function usePagedListParams(sizes: readonly number[], defaultSize: number): PagedListParams {
  const { searchInput, setSearchInput, search, page, params, updateParams } = useListParams();
  const requestedSize = positiveInt(params.get('pageSize'));
  const pageSize = sizes.find((size) => size === requestedSize) ?? defaultSize;

  const setPage = (nextPage: number, nextSize: number) => {
    updateParams((next) => {
      writePage(next, nextSize === pageSize ? nextPage : 1);
      if (nextSize !== defaultSize) next.set('pageSize', String(nextSize));
      else next.delete('pageSize');
    });
  };

  return { searchInput, setSearchInput, search, page, pageSize, setPage };
}
