import { Tag } from 'antd';
import { orderStatusBadge, paymentStatusBadge } from '../../order-model';

/** An order's status: confirmed green, rejected red, pending yellow, delivered blue, else grey. */
export function OrderStatusTag({ status }: { status: string }) {
  const { label, color } = orderStatusBadge(status);
  return <Tag color={color}>{label}</Tag>;
}

/** An order's payment status: paid green, pending yellow, else red. */
export function PaymentStatusTag({ status }: { status: string }) {
  const { label, color } = paymentStatusBadge(status);
  return <Tag color={color}>{label}</Tag>;
}
