// A server-paged list filtered by status (refunds, returns): the filter, page and page size
// live in the URL (`?status=failed&page=2&pageSize=50`), so a reload, the back button or a
// shared link shows the same list. A new filter or page size starts again at the first page;
// the screen's other parameters stay.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './table-pagination';
import { positiveInt, writePage } from './use-list-params';

export interface StatusListParams<Filter extends string> {
  filter: Filter;
  setFilter: (next: Filter) => void;
  page: number;
  pageSize: number;
  setPage: (page: number, pageSize: number) => void;
  /** The URL's query as it is now, for the screen's own parameters. */
  params: URLSearchParams;
  /** Changes the URL's query: `edit` gets a copy of it to change. */
  updateParams: (edit: (next: URLSearchParams) => void) => void;
}

/**
 * `readFilter` reads `?status=` (a known status, else the screen's "every status"), which
 * is `all` and left out of the URL.
 */
export function useStatusListParams<Filter extends string>(
  readFilter: (value: string | null) => Filter | 'all',
): StatusListParams<Filter | 'all'> {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  const page = positiveInt(params.get('page')) ?? 1;
  const requestedSize = positiveInt(params.get('pageSize'));
  const pageSize = PAGE_SIZE_OPTIONS.find((size) => size === requestedSize) ?? DEFAULT_PAGE_SIZE;

  const updateParams = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        edit(changed);
        return changed;
      }),
    [setParams],
  );

  const setFilter = useCallback(
    (next: Filter | 'all') =>
      updateParams((changed) => {
        if (next === 'all') changed.delete('status');
        else changed.set('status', next);
        changed.delete('page');
      }),
    [updateParams],
  );

  const setPage = useCallback(
    (nextPage: number, nextSize: number) =>
      updateParams((changed) => {
        writePage(changed, nextSize === pageSize ? nextPage : 1);
        if (nextSize !== DEFAULT_PAGE_SIZE) changed.set('pageSize', String(nextSize));
        else changed.delete('pageSize');
      }),
    [updateParams, pageSize],
  );

  return { filter, setFilter, page, pageSize, setPage, params, updateParams };
}
