import { Card, Flex, Segmented, Table, Typography } from 'antd';
import { ListError } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { tablePagination } from '../../../lib/table-pagination';
import { useLastPageFallback } from '../../../lib/use-last-page-fallback';
import { useGetAdminRefundsQuery, type AdminRefund } from '../refunds-api';
import {
  emptyRefundsText,
  FILTER_LABELS,
  REFUND_FILTERS,
  refundCount,
  type RefundFilter,
} from '../refund-model';
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
  const { filter, setFilter, page, pageSize, setPage } = useRefundListParams();
  const list = useGetAdminRefundsQuery({
    page,
    pageSize,
    ...(filter === 'all' ? {} : { status: filter }),
  });
  const refunds = list.data?.refunds ?? [];
  const total = list.data?.total ?? 0;
  // A retried refund leaving the Failed filter may empty its last page: go back one.
  useLastPageFallback(list, refunds.length, total, page, pageSize, setPage);

  const { running, retry } = useRetryRefund();
  const columns = refundColumns({ running, onRetry: (refund) => void retry(refund) });

  return (
    <>
      <PageHeader
        title={REFUNDS_TITLE}
        subtitle="Payments given back to customers, newest first. Refunds go to the payment provider by themselves; a failed one is retried a few times, then waits here for you."
      />
      <Card>
        <Flex className="refunds-toolbar" justify="space-between" align="center" wrap gap="middle">
          <Segmented<RefundFilter>
            className="refunds-status-filter"
            aria-label="Show refunds by status"
            value={filter}
            onChange={setFilter}
            options={REFUND_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          />
          <Typography.Text type="secondary" aria-live="polite">
            {list.isSuccess ? refundCount(total) : null}
          </Typography.Text>
        </Flex>
        <ListError list={list} className="refunds-error" title="Could not load refunds" />
        <Table<AdminRefund>
          className="refunds-table"
          rowKey="paymentId"
          columns={columns}
          dataSource={refunds}
          loading={list.isFetching}
          locale={{ emptyText: emptyRefundsText(filter) }}
          scroll={{ x: REFUNDS_TABLE_WIDTH }}
          pagination={tablePagination(page, pageSize, total, setPage)}
        />
      </Card>
    </>
  );
}
