// The columns of the returns table: Order, Customer, Requested, Reason, Items, Items amount,
// Status, Refund, and Open (the return's dialog with its steps).
import { Button, Typography, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { ReturnStatusTag } from '../../../components/return-status';
import { ShortOrderId, shortId } from '../../../components/short-order-id';
import { formatDateTime } from '../../../lib/format-date';
import { formatRupeesWithPaise } from '../../../lib/money';
import { actionsColumn } from '../../../lib/table-columns';
import type { AdminReturn } from '../returns-api';
import { reasonLabel } from '../return-model';

/** The table's natural width: narrower screens scroll it sideways. */
export const RETURNS_TABLE_WIDTH = 1290;

export function returnColumns(onOpen: (ret: AdminReturn) => void): TableColumnsType<AdminReturn> {
  return [
    {
      title: 'Order',
      dataIndex: 'orderId',
      key: 'orderId',
      width: 130,
      // Stays in view while a tablet scrolls the table sideways.
      fixed: 'left',
      render: (orderId: string) => <ShortOrderId id={orderId} className="return-order-id" />,
    },
    {
      title: 'Customer',
      key: 'customer',
      width: 200,
      render: (_value, ret) => (
        <span className="return-customer">
          <span>{ret.customerName || '—'}</span>
          {ret.email ? (
            <Typography.Text type="secondary" className="return-customer__email">
              {ret.email}
            </Typography.Text>
          ) : null}
        </span>
      ),
    },
    {
      title: 'Requested',
      dataIndex: 'requestedAt',
      key: 'requestedAt',
      width: 140,
      render: (requestedAt: string) => formatDateTime(requestedAt),
    },
    {
      title: 'Reason',
      dataIndex: 'reason',
      key: 'reason',
      width: 170,
      render: (_reason: string, ret) => reasonLabel(ret),
    },
    {
      title: 'Items',
      dataIndex: 'lines',
      key: 'lines',
      width: 220,
      render: (lines: AdminReturn['lines']) =>
        lines.length === 0 ? (
          '—'
        ) : (
          <ul className="return-items">
            {lines.map((line, index) => (
              <li key={`${line.productId}:${line.colourId}:${index}`}>
                {line.title || 'Item'} × {line.quantity}
              </li>
            ))}
          </ul>
        ),
    },
    {
      title: 'Items amount',
      dataIndex: 'itemsAmount',
      key: 'itemsAmount',
      width: 120,
      align: 'right',
      render: (amount: number) => formatRupeesWithPaise(amount),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 110,
      render: (status: string) => <ReturnStatusTag status={status} />,
    },
    {
      title: 'Refund',
      dataIndex: 'refundAmount',
      key: 'refundAmount',
      width: 110,
      align: 'right',
      render: (amount: number, ret) =>
        ret.status === 'refunded' ? formatRupeesWithPaise(amount) : '—',
    },
    actionsColumn<AdminReturn>({
      title: 'Open',
      key: 'open',
      width: 90,
      render: (_value, ret: AdminReturn) => (
        <Button
          size="small"
          icon={<EyeOutlined aria-hidden />}
          aria-label={`Open return of order ${shortId(ret.orderId) || ret.id}`}
          onClick={() => onOpen(ret)}
        >
          Open
        </Button>
      ),
    }),
  ];
}
