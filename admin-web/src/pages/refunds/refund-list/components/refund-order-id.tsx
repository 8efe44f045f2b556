import { ShortOrderId } from '../../../../components/short-order-id';

/** The refunded payment's order: its short id (the full id as the tooltip) with a copy button. */
export function RefundOrderId({ id }: { id: string }) {
  return <ShortOrderId id={id} className="refund-order-id" />;
}
