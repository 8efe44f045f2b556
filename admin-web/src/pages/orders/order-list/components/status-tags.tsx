import { Tag } from 'antd';
import {
  codStatusBadge,
  orderStatusBadge,
  paymentStatusBadge,
  riskBadge,
  type PaymentFacts,
} from '../../order-model';

/** An order's status: confirmed green, rejected red, pending yellow, delivered blue, else grey. */
export function OrderStatusTag({ status }: { status: string }) {
  const { label, color } = orderStatusBadge(status);
  return <Tag color={color}>{label}</Tag>;
}

/**
 * Where an order's payment stands (the whole order, not its status alone): refunded and
 * partly refunded blue, refund pending gold, paid green, pending gold, cash due on delivery
 * orange, nothing due grey, else red.
 */
export function PaymentStatusTag({ order }: { order: PaymentFacts }) {
  const { label, color } = paymentStatusBadge(order);
  return (
    <Tag color={color} className="payment-status-tag">
      {label}
    </Tag>
  );
}

/** The mark of an order paid in cash at the door. */
export function CodTag() {
  return (
    <Tag color="purple" className="cod-tag">
      COD
    </Tag>
  );
}

/** Where a COD order's cash stands: awaiting, confirmed, collected, returned to origin. */
export function CodStatusTag({ status }: { status: string }) {
  const { label, color } = codStatusBadge(status);
  return (
    <Tag color={color} className="cod-status-tag">
      {label}
    </Tag>
  );
}

/** A COD order's risk level: low green, medium orange, high red. */
export function RiskTag({ level }: { level: string }) {
  const { label, color } = riskBadge(level);
  return (
    <Tag color={color} className="cod-risk-tag">
      {label}
    </Tag>
  );
}
