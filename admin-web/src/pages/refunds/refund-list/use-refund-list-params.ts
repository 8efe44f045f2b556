// The refunds list's status filter, page and page size live in the URL
// (`?status=failed&page=2&pageSize=50`), so a reload, the back button or a shared link shows
// the same list. A new filter or page size starts again at the first page.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../lib/table-pagination';
import { positiveInt, writePage } from '../../../lib/use-list-params';
import { readRefundFilter, type RefundFilter } from '../refund-model';

export interface RefundListParams {
  filter: RefundFilter;
  setFilter: (next: RefundFilter) => void;
  page: number;
  pageSize: number;
  setPage: (page: number, pageSize: number) => void;
}

export function useRefundListParams(): RefundListParams {
  const [params, setParams] = useSearchParams();
  const filter = readRefundFilter(params.get('status'));
  const page = positiveInt(params.get('page')) ?? 1;
  const requestedSize = positiveInt(params.get('pageSize'));
  const pageSize = PAGE_SIZE_OPTIONS.find((size) => size === requestedSize) ?? DEFAULT_PAGE_SIZE;

  const setFilter = useCallback(
    (next: RefundFilter) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        if (next === 'all') changed.delete('status');
        else changed.set('status', next);
        changed.delete('page');
        return changed;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number, nextSize: number) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        writePage(changed, nextSize === pageSize ? nextPage : 1);
        if (nextSize !== DEFAULT_PAGE_SIZE) changed.set('pageSize', String(nextSize));
        else changed.delete('pageSize');
        return changed;
      }),
    [setParams, pageSize],
  );

  return { filter, setFilter, page, pageSize, setPage };
}
