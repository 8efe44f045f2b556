// The columns of the refunds table: Requested, Order, Amount, Reason, Status, Provider
// reference, Attempts, Last error, and Retry for a failed refund.
import { Button, Tooltip, Typography, type TableColumnsType } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupeesWithPaise } from '../../../lib/money';
import { actionsColumn } from '../../../lib/table-columns';
import type { AdminRefund } from '../refunds-api';
import { canRetry, REASON_DESCRIPTIONS, reasonLabel, shortOrderId } from '../refund-model';
import { RefundOrderId } from './components/refund-order-id';
import { RefundStatusTag } from './components/refund-status-tag';

export interface RefundColumnsOptions {
  /** The refund ids (`AdminRefund.id`) whose retry is running. */
  running: ReadonlySet<string>;
  onRetry: (refund: AdminRefund) => void;
}

/** The table's natural width: narrower screens scroll it sideways. */
export const REFUNDS_TABLE_WIDTH = 1170;

export function refundColumns({
  running,
  onRetry,
}: RefundColumnsOptions): TableColumnsType<AdminRefund> {
  return [
    {
      title: 'Requested',
      dataIndex: 'requestedAt',
      key: 'requestedAt',
      width: 140,
      render: (requestedAt: string | null) => formatDateTime(requestedAt),
    },
    {
      title: 'Order',
      dataIndex: 'orderId',
      key: 'orderId',
      width: 130,
      render: (orderId: string) => <RefundOrderId id={orderId} />,
    },
    {
      title: 'Amount',
      dataIndex: 'amount',
      key: 'amount',
      width: 110,
      align: 'right',
      render: (amount: number) => formatRupeesWithPaise(amount),
    },
    {
      title: 'Reason',
      dataIndex: 'reason',
      key: 'reason',
      width: 160,
      render: (reason: string) => {
        const description = REASON_DESCRIPTIONS[reason];
        return description ? (
          <Tooltip title={description}>
            <span className="refund-reason">{reasonLabel(reason)}</span>
          </Tooltip>
        ) : (
          reasonLabel(reason)
        );
      },
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (status: string) => <RefundStatusTag status={status} />,
    },
    {
      title: 'Provider reference',
      dataIndex: 'providerRefundId',
      key: 'providerRefundId',
      width: 180,
      render: (reference: string) =>
        reference ? (
          <Typography.Text code className="refund-reference">
            {reference}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    {
      title: 'Attempts',
      dataIndex: 'attempts',
      key: 'attempts',
      width: 90,
      align: 'right',
    },
    {
      title: 'Last error',
      dataIndex: 'error',
      key: 'error',
      width: 160,
      render: (error: string, refund) =>
        canRetry(refund) && error ? (
          // Focusable, so the whole message shows from the keyboard too.
          <Tooltip title={error} trigger={['hover', 'focus']}>
            <Typography.Text
              type="danger"
              ellipsis
              tabIndex={0}
              className="refund-error"
              aria-label={`Last error: ${error}`}
            >
              {error}
            </Typography.Text>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    actionsColumn<AdminRefund>({
      title: 'Retry',
      key: 'retry',
      width: 100,
      render: (_value, refund: AdminRefund) =>
        canRetry(refund) ? (
          <Button
            size="small"
            icon={<RedoOutlined aria-hidden />}
            loading={running.has(refund.id)}
            disabled={running.has(refund.id)}
            aria-label={`Retry refund of order ${shortOrderId(refund.orderId) || refund.paymentId}`}
            onClick={() => onRetry(refund)}
          >
            Retry
          </Button>
        ) : null,
    }),
  ];
}
