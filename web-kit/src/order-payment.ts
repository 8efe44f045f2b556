// Where an order's payment stands, once for both apps' payment badges (issue 17): the
// payment status the server keeps (pending, paid, failed, cod) read together with the
// order's refund, its return's refund and whether it was cancelled or rejected.

/** The order's payment state; each app picks its colour (and may word `cod` its own way). */
export type OrderPaymentKey =
  | 'refunded'
  | 'partly-refunded'
  | 'refund-pending'
  | 'cod'
  | 'none'
  | 'paid'
  | 'pending'
  | 'failed'
  | 'unknown';

/**
 * What the state is read from: the order view of the API (docs/api-buying.md "Order",
 * docs/returns.md, docs/cash-on-delivery.md) as both apps parse it. Amounts in one unit for
 * all of them (both apps: rupees); times RFC 3339 or ''.
 */
export interface OrderPaymentFacts {
  /** pending, paid, failed, or cod (cash due at delivery). */
  paymentStatus: string | null | undefined;
  orderStatus: string | null | undefined;
  totalAmount: number | null | undefined;
  /** The refund of the whole order's payment once the provider made it (0 and '' before). */
  refundedAmount?: number | null;
  refundedAt?: string | null;
  /** The order's return: its refund of the returned lines. */
  returnRequest?: {
    status?: string | null;
    refundAmount?: number | null;
    refundedAt?: string | null;
  } | null;
  /** A cash-on-delivery order's details: the advance paid online and where the cash stands. */
  cod?: { status?: string | null; advance?: number | null } | null;
}

export interface OrderPayment {
  key: OrderPaymentKey;
  /** "Refunded", "Partly refunded", "Refund pending", "Cash due at delivery", "Nothing due", … */
  label: string;
}

export const ORDER_PAYMENT_LABELS: Record<OrderPaymentKey, string> = {
  refunded: 'Refunded',
  'partly-refunded': 'Partly refunded',
  'refund-pending': 'Refund pending',
  cod: 'Cash due at delivery',
  none: 'Nothing due',
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  unknown: 'Unknown',
};

/** An amount in hundredths (paise for rupees), so sums compare without binary noise. */
const hundredths = (amount: number | null | undefined) =>
  typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : 0;

const made = (at: string | null | undefined) => (at ?? '').trim() !== '';

const state = (key: OrderPaymentKey): OrderPayment => ({ key, label: ORDER_PAYMENT_LABELS[key] });

/**
 * The order's payment state:
 * - `refunded`: the order's refund is made for its whole total (a refund made without an
 *   amount counts as the whole), or the order's and its return's refunds together reach the
 *   total; a cash-on-delivery order whose cash was never collected and whose refund (its
 *   advance) is made is refunded too: that was all it paid;
 * - `partly-refunded`: a refund made (the return's: `refundedAt`, or status refunded; or the
 *   order's) below the total;
 * - `refund-pending`: a paid order, or a COD order whose advance was paid, cancelled or
 *   rejected, whose refund is not made yet (a parcel refused at the door keeps its advance);
 * - `none`: a cancelled or rejected COD order with nothing to refund, or an order cancelled
 *   before it was paid: nothing is due;
 * - otherwise the payment status: `cod` (cash due at delivery), `paid`, `pending`, `failed`;
 *   `unknown` for anything else, '' included.
 */
export function orderPaymentState(order: OrderPaymentFacts): OrderPayment {
  const status = (order.paymentStatus ?? '').trim();
  const total = hundredths(order.totalAmount);
  const ended = order.orderStatus === 'cancelled' || order.orderStatus === 'rejected';

  const orderRefundMade = made(order.refundedAt);
  const orderRefund = orderRefundMade
    ? hundredths(order.refundedAmount) > 0
      ? hundredths(order.refundedAmount)
      : total
    : 0;
  const ret = order.returnRequest;
  const returnRefundMade = !!ret && (made(ret.refundedAt) || ret.status === 'refunded');
  const returnRefund = returnRefundMade ? hundredths(ret.refundAmount) : 0;

  if (orderRefundMade || returnRefundMade) {
    if (orderRefundMade && status === 'cod') return state('refunded');
    return state(orderRefund + returnRefund >= total ? 'refunded' : 'partly-refunded');
  }
  if (ended && status === 'paid') return state('refund-pending');
  if (ended && status === 'pending') return state('none');
  if (status === 'cod') {
    if (!ended) return state('cod');
    const cod = order.cod;
    const advancePaid =
      !!cod &&
      hundredths(cod.advance) > 0 &&
      !['awaiting-advance', 'rto'].includes(cod.status ?? '');
    return state(advancePaid ? 'refund-pending' : 'none');
  }
  if (status === 'paid' || status === 'pending' || status === 'failed') return state(status);
  return {
    key: 'unknown',
    label: status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown',
  };
}
