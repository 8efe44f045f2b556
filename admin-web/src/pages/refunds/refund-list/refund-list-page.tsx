import { PageHeader } from '../../../components/page-header';
import { StatusFilterTable } from '../../../components/status-filter-table';
import { useGetAdminRefundsQuery } from '../refunds-api';
import { emptyRefundsText, FILTER_LABELS, REFUND_FILTERS, refundCount } from '../refund-model';
import { REFUNDS_TABLE_WIDTH, refundColumns } from './columns';
import { useRetryRefund } from './components/use-retry-refund';
import { useRefundListParams } from './use-refund-list-params';

export const REFUNDS_TITLE = 'Refunds';

/**
 * /admin/refunds: every refund of a payment the shop did not keep, newest first as the
 * server sends them, by status and in server-side pages (all in the URL); a failed refund
 * can be retried with the payment provider now.
 */
export function RefundListPage() {
  const params = useRefundListParams();
  const { filter, page, pageSize } = params;
  const list = useGetAdminRefundsQuery({
    page,
    pageSize,
    ...(filter === 'all' ? {} : { status: filter }),
  });
  const refunds = list.data?.refunds ?? [];
  const total = list.data?.total ?? 0;

  const { running, retry } = useRetryRefund();
  const columns = refundColumns({ running, onRetry: (refund) => void retry(refund) });

  return (
    <>
      <PageHeader
        title={REFUNDS_TITLE}
        subtitle="Payments given back to customers, newest first. Refunds go to the payment provider by themselves; a failed one is retried a few times, then waits here for you."
      />
      {/* A retried refund leaving the Failed filter may empty its last page: it goes back one. */}
      <StatusFilterTable
        params={params}
        filters={REFUND_FILTERS}
        filterLabels={FILTER_LABELS}
        filterLabel="Show refunds by status"
        list={list}
        rows={refunds}
        total={total}
        rowKey={(refund) => refund.id}
        columns={columns}
        width={REFUNDS_TABLE_WIDTH}
        classStem="refunds"
        count={refundCount(total)}
        errorTitle="Could not load refunds"
        emptyText={emptyRefundsText(filter)}
      />
    </>
  );
}
