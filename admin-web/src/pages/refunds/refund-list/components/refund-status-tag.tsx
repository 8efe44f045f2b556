import { Tag } from 'antd';
import { refundStatusBadge } from '../../refund-model';

/** A refund's status: Requested blue, Refunded green, Failed red. */
export function RefundStatusTag({ status }: { status: string }) {
  const { label, color } = refundStatusBadge(status);
  return <Tag color={color}>{label}</Tag>;
}
