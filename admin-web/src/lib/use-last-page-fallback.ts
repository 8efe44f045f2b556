// A server-paged list whose last page emptied (its last row was deleted) moves back to the
// last page that still has rows.
import { useEffect } from 'react';

export interface PagedResult {
  isSuccess: boolean;
  isFetching: boolean;
}

export function useLastPageFallback(
  list: PagedResult,
  rows: number,
  total: number,
  page: number,
  pageSize: number,
  setPage: (page: number, pageSize: number) => void,
): void {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const overshot = list.isSuccess && !list.isFetching && rows === 0 && page > lastPage;
  useEffect(() => {
    if (overshot) setPage(lastPage, pageSize);
  }, [overshot, lastPage, pageSize, setPage]);
}
