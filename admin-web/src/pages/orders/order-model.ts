// Pure rules of the orders screen: how statuses show, what the
// update form offers and checks, how an address splits into lines; cash on delivery's labels,
// actions and cash check.
import {
  orderPaymentState,
  type OrderPaymentFacts,
  type OrderPaymentKey,
} from '@boutique/web-kit/order-payment';
import { formatRupees } from '../../lib/money';

/**
 * Every status an order can be in (docs/api-buying.md "Order"), in lifecycle order; an
 * admin may set all but cancelled (the expiry's own), as far as the order's rules allow:
 * the server answers those per order (`nextStatuses`).
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const SHIPPED_STATUS: OrderStatus = 'inShipping';

export const TRACKING_REQUIRED_MESSAGE =
  'Tracking number is required when marking order as shipped';
export const COURIER_REQUIRED_MESSAGE = 'Please choose the courier when marking order as shipped';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** A status as people read it: `inShipping` → `In Shipping`; unknown ones as they are. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export interface Badge {
  label: string;
  /** An Ant Design tag colour. */
  color: string;
}

/**
 * The order status badge: confirmed green, rejected red, pending yellow, delivered blue,
 * anything else grey; a missing status reads "Processing".
 */
export function orderStatusBadge(status: string): Badge {
  const label = status ? statusLabel(status) : 'Processing';
  switch (status) {
    case 'confirmed':
      return { label, color: 'green' };
    case 'rejected':
      return { label, color: 'red' };
    case 'pending':
      return { label, color: 'gold' };
    case 'delivered':
      return { label, color: 'blue' };
    default:
      return { label, color: 'default' };
  }
}

/** The payment status of a COD order whose cash is still due. */
export const CASH_DUE_LABEL = 'Cash due on delivery';

/** What the payment badge reads: the order's payment, refunds, return and cash on delivery. */
export type PaymentFacts = OrderPaymentFacts;

const PAYMENT_COLOURS: Record<OrderPaymentKey, string> = {
  refunded: 'blue',
  'partly-refunded': 'blue',
  'refund-pending': 'gold',
  cod: 'orange',
  none: 'default',
  paid: 'green',
  pending: 'gold',
  failed: 'red',
  unknown: 'red',
};

/**
 * The payment badge of an order, where its payment stands (web-kit's `orderPaymentState`,
 * issue 17): Refunded and Partly refunded blue, Refund pending gold (amber), cash due on
 * delivery (`cod`) orange, Nothing due grey (a COD order cancelled or rejected), paid green,
 * pending gold, failed and anything else red.
 */
export function paymentStatusBadge(order: PaymentFacts): Badge {
  const { key, label } = orderPaymentState(order);
  return { label: key === 'cod' ? CASH_DUE_LABEL : label, color: PAYMENT_COLOURS[key] };
}

/**
 * The statuses the form offers an order: the server's `nextStatuses` (its current status
 * first, then the allowed moves); an order the server says nothing about offers its
 * current status only, so the form always opens on what the order is.
 */
export function statusChoices(order: { orderStatus: string; nextStatuses: string[] }): string[] {
  if (order.nextStatuses.length > 0) return order.nextStatuses;
  return order.orderStatus ? [order.orderStatus] : [];
}

/** The first 8 characters of an order id, as the lists show it. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

/** The lines of an address written with commas: `"12 MG Road, Indiranagar"` → two lines. */
export function addressLines(address: string): string[] {
  return address
    .split(',')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export interface StatusUpdate {
  orderStatus: string;
  trackingNumber?: string;
  courierId?: string;
}

/**
 * What the update form sends, or the reason it may not: moving to inShipping needs a
 * tracking number and a courier. A tracking number and a courier are sent only when given.
 */
export function statusUpdate(
  orderStatus: string,
  trackingNumber: string | undefined,
  courierId?: string,
): { ok: true; update: StatusUpdate } | { ok: false; message: string } {
  const tracking = trackingNumber?.trim() ?? '';
  const courier = courierId?.trim() ?? '';
  if (orderStatus === SHIPPED_STATUS && tracking === '') {
    return { ok: false, message: TRACKING_REQUIRED_MESSAGE };
  }
  if (orderStatus === SHIPPED_STATUS && courier === '') {
    return { ok: false, message: COURIER_REQUIRED_MESSAGE };
  }
  return {
    ok: true,
    update: {
      orderStatus,
      ...(tracking ? { trackingNumber: tracking } : {}),
      ...(courier ? { courierId: courier } : {}),
    },
  };
}

/**
 * Where the refund of the order's own payment stands (issue 17), for the dialog's Refund row:
 * `refunded` once the provider has made it (`refundedAt`), `pending` while the order's payment
 * state is web-kit's `refund-pending` (a paid order, or a COD order's advance, cancelled or
 * rejected, not refunded yet), `none` otherwise (an order that keeps its payment, or was never
 * paid; a return's refund is the Returns screen's).
 */
export function refundState(order: PaymentFacts): 'refunded' | 'pending' | 'none' {
  if (order.refundedAt?.trim()) return 'refunded';
  return orderPaymentState(order).key === 'refund-pending' ? 'pending' : 'none';
}

// Cash on delivery (docs/cash-on-delivery.md).

/** The order was placed to be paid in cash at the door. */
export function isCodOrder(order: { paymentMethod: string }): boolean {
  return order.paymentMethod === 'cod';
}

/** The payment method in words: `cod` → "Cash on delivery"; others (razorpay) as they are. */
export function paymentMethodLabel(method: string): string {
  return method === 'cod' ? 'Cash on delivery' : method;
}

const COD_STATUS_BADGES: Record<string, Badge> = {
  'awaiting-confirmation': { label: 'Awaiting confirmation', color: 'gold' },
  'awaiting-advance': { label: 'Awaiting advance', color: 'gold' },
  confirmed: { label: 'Confirmed', color: 'blue' },
  collected: { label: 'Cash collected', color: 'green' },
  rto: { label: 'Returned to origin', color: 'red' },
};

/** Where a COD order's cash stands, as a tag; unknown statuses as they are, grey. */
export function codStatusBadge(status: string): Badge {
  return COD_STATUS_BADGES[status] ?? { label: status || 'Unknown', color: 'default' };
}

/** The risk level given at checkout: low green, medium orange, high red ('' → "Not assessed"). */
export function riskBadge(level: string): Badge {
  switch (level) {
    case 'low':
      return { label: 'Low', color: 'green' };
    case 'medium':
      return { label: 'Medium', color: 'orange' };
    case 'high':
      return { label: 'High', color: 'red' };
    default:
      return { label: level || 'Not assessed', color: 'default' };
  }
}

export const RTO_REASON_TEXT = 'Returned to origin (refused at delivery)';

/** What the dialog says of a cancelled order, by its `cancelReason`. */
export function cancelledTitle(reason: string): string {
  switch (reason) {
    case 'customer':
      return 'Cancelled by the customer before shipping: do not pack it.';
    case 'rto':
      return `${RTO_REASON_TEXT}: its units are back in stock.`;
    default:
      return 'This order was cancelled.';
  }
}

interface CodOrderState {
  paymentMethod: string;
  orderStatus: string;
  cod: { status: string } | null;
}

/** Neither collected nor returned: the cash is still open. */
const cashOpen = (order: CodOrderState) =>
  isCodOrder(order) &&
  order.cod !== null &&
  order.cod.status !== 'collected' &&
  order.cod.status !== 'rto';

/** "Record cash collected" is offered for a shipped or delivered COD order not yet collected. */
export function canRecordCash(order: CodOrderState): boolean {
  return (
    cashOpen(order) && (order.orderStatus === SHIPPED_STATUS || order.orderStatus === 'delivered')
  );
}

/** "Mark returned to origin" is offered for a shipped COD order not yet collected. */
export function canMarkReturned(order: CodOrderState): boolean {
  return cashOpen(order) && order.orderStatus === SHIPPED_STATUS;
}

/** The server's limit of the cash collected, in its words. */
export const cashAmountMessage = (due: number) =>
  `The cash collected must be between ₹1 and ${formatRupees(due)}`;

/** The cash collected: from ₹1 to the amount due on delivery, whole paise. */
export function checkCashAmount(
  amount: number | null | undefined,
  due: number,
): string | undefined {
  return typeof amount === 'number' &&
    Number.isFinite(amount) &&
    amount >= 1 &&
    amount <= due &&
    Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6
    ? undefined
    : cashAmountMessage(due);
}
