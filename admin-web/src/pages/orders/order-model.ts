// Pure rules of the orders screen: how statuses show, what the
// update form offers and checks, how an address splits into lines.

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

/** The payment status badge: paid green, pending yellow, anything else red. */
export function paymentStatusBadge(status: string): Badge {
  const label = status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
  switch (status) {
    case 'paid':
      return { label, color: 'green' };
    case 'pending':
      return { label, color: 'gold' };
    default:
      return { label, color: 'red' };
  }
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
 * Where the refund of an order's payment stands (issue 17): `refunded` once the provider has
 * made it (`refundedAt`), `pending` for a paid order cancelled or rejected whose refund is not
 * made yet, `none` otherwise (an order that keeps its payment, or was never paid).
 */
export function refundState(order: {
  orderStatus: string;
  paymentStatus: string;
  refundedAt: string;
}): 'refunded' | 'pending' | 'none' {
  if (order.refundedAt) return 'refunded';
  const refundable = order.orderStatus === 'cancelled' || order.orderStatus === 'rejected';
  return refundable && order.paymentStatus === 'paid' ? 'pending' : 'none';
}
