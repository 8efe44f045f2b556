// The columns of the orders table: Order ID, Customer, Order Date, Order Status, Payment
// Status, Order Price, View Details.
import { Button, Flex, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { formatDate } from '../../../lib/format-date';
import { actionsColumn } from '../../../lib/table-columns';
import { formatRupeesWithPaise } from '../../../lib/money';
import type { AdminOrder } from '../orders-api';
import { isCodOrder, shortOrderId } from '../order-model';
import { OrderId } from './components/order-id';
import { CodStatusTag, CodTag, OrderStatusTag, PaymentStatusTag } from './components/status-tags';

export interface OrderColumnsOptions {
  onView: (order: AdminOrder) => void;
}

export function orderColumns({ onView }: OrderColumnsOptions): TableColumnsType<AdminOrder> {
  return [
    {
      title: 'Order ID',
      dataIndex: 'id',
      key: 'id',
      width: 150,
      // Stays in view while a tablet scrolls the table sideways.
      fixed: 'left',
      render: (id: string) => <OrderId id={id} short />,
    },
    {
      title: 'Customer',
      key: 'customer',
      width: 160,
      ellipsis: true,
      render: (_value, order) => order.customer.name || order.customer.email || '—',
    },
    {
      title: 'Order Date',
      dataIndex: 'orderDate',
      key: 'orderDate',
      width: 120,
      render: (orderDate: string | null) => formatDate(orderDate),
    },
    {
      title: 'Order Status',
      dataIndex: 'orderStatus',
      key: 'orderStatus',
      width: 130,
      render: (status: string) => <OrderStatusTag status={status} />,
    },
    {
      title: 'Payment Status',
      dataIndex: 'paymentStatus',
      key: 'paymentStatus',
      width: 200,
      // Where the order's payment stands (refunded, refund pending, …); a COD order's
      // ("Cash due on delivery"), then COD and where its cash stands.
      render: (_status: string, order) =>
        isCodOrder(order) ? (
          <Flex wrap gap={4} className="order-payment order-payment--cod">
            <PaymentStatusTag order={order} />
            <CodTag />
            {order.cod?.status ? <CodStatusTag status={order.cod.status} /> : null}
          </Flex>
        ) : (
          <PaymentStatusTag order={order} />
        ),
    },
    {
      title: 'Order Price',
      dataIndex: 'totalAmount',
      key: 'totalAmount',
      width: 140,
      align: 'right',
      render: (amount: number) => formatRupeesWithPaise(amount),
    },
    actionsColumn<AdminOrder>({
      title: 'View Details',
      key: 'view',
      width: 150,
      render: (_value, order: AdminOrder) => (
        <Button
          size="small"
          icon={<EyeOutlined aria-hidden />}
          aria-label={`View details of order ${shortOrderId(order.id)}`}
          onClick={() => onView(order)}
        >
          View Details
        </Button>
      ),
    }),
  ];
}
