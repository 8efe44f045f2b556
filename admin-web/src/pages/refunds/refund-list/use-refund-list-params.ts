// The refunds list's status filter, page and page size live in the URL
// (`?status=failed&page=2&pageSize=50`), so a reload, the back button or a shared link shows
// the same list. A new filter or page size starts again at the first page.
import { useStatusListParams, type StatusListParams } from '../../../lib/use-status-list-params';
import { readRefundFilter, type RefundFilter } from '../refund-model';

export type RefundListParams = StatusListParams<RefundFilter>;

export function useRefundListParams(): RefundListParams {
  return useStatusListParams(readRefundFilter);
}
