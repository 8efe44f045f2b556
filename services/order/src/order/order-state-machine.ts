// The order's life, as pure rules: which status an admin may set, which moves are
// forward, and what a captured payment or an expired window does to an order.

export type OrderStatus =
  'pending' | 'confirmed' | 'inProcess' | 'inShipping' | 'delivered' | 'rejected' | 'cancelled';

/** cod: a confirmed cash-on-delivery order whose cash is due at delivery (paid once collected). */
export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cod';

/** A confirmed order the shop fulfils: paid online, or COD confirmed (cash due at delivery). */
export function isSettled(paymentStatus: PaymentStatus): boolean {
  return paymentStatus === 'paid' || paymentStatus === 'cod';
}

/** What an admin may set (cancelled belongs to the expiry of unpaid orders). */
const ADMIN_SETTABLE: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
];

/** No move leaves these (setting the same status again is allowed). */
const FINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'rejected', 'cancelled'];

const RANK: Partial<Record<OrderStatus, number>> = {
  pending: 0,
  confirmed: 1,
  inProcess: 2,
  inShipping: 3,
  delivered: 4,
};

const INVALID_STATUS = 'Invalid order status';
const TRACKING_REQUIRED = 'Tracking number is required when marking order as shipped';
const TRACKING_TOO_LONG = 'Tracking number must not exceed 100 characters';
const ONLY_PAID = 'Only paid orders can be updated';
export const COURIER_REQUIRED = 'Please choose the courier when marking order as shipped';
export const UNKNOWN_COURIER = 'Unknown courier: choose one of the couriers listed';
const movedBack = (from: string, to: string) =>
  `Order status cannot move back from ${from} to ${to}`;

function isAdminSettable(status: string): status is OrderStatus {
  return (ADMIN_SETTABLE as readonly string[]).includes(status);
}

function isFinal(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/**
 * True when an order may go from `from` to `to`: forward along pending < confirmed <
 * inProcess < inShipping < delivered, to rejected from any state that is not final, or
 * to the same status (which may change the tracking number).
 */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to) return true;
  if (isFinal(from)) return false;
  if (to === 'rejected') return true;
  const a = RANK[from];
  const b = RANK[to];
  return a !== undefined && b !== undefined && b > a;
}

/**
 * The statuses an admin may set on an order, its current one first: none for an unpaid
 * order (only paid orders are updated), else the current status and every move canMove
 * allows, in lifecycle order.
 */
export function nextStatuses(order: {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
}): OrderStatus[] {
  if (!isSettled(order.paymentStatus)) return [];
  const current = order.orderStatus;
  return [
    current,
    ...ADMIN_SETTABLE.filter((status) => status !== current && canMove(current, status)),
  ];
}

/** What the admin asks for: a status, a tracking number and a courier id ('' when none). */
export interface StatusRequest {
  orderStatus: string;
  trackingNumber: string;
  courierId?: string;
}

/**
 * The message of a status request that is wrong whatever the order (400), or undefined.
 * `courierIds` are the couriers the shop ships with.
 */
export function checkStatusInput(
  requested: StatusRequest,
  courierIds: readonly string[],
): string | undefined {
  if (!isAdminSettable(requested.orderStatus)) return INVALID_STATUS;
  if (requested.orderStatus === 'inShipping' && !requested.trackingNumber.trim())
    return TRACKING_REQUIRED;
  if (requested.trackingNumber.trim().length > 100) return TRACKING_TOO_LONG;
  const courierId = requested.courierId?.trim() ?? '';
  if (courierId && !courierIds.includes(courierId)) return UNKNOWN_COURIER;
  return undefined;
}

interface StatusUpdate {
  orderStatus: OrderStatus;
  trackingNumber: string;
  courierId: string;
}

type StatusUpdateOutcome =
  | { ok: false; code: 'invalid' | 'failed-precondition'; message: string }
  | {
      ok: true;
      next: StatusUpdate;
      /** Something changed (status or tracking number): history row and events. */
      changed: boolean;
      /**
       * The result is inShipping with a new status, number or courier: the tracking e-mail.
       */
      shipped: boolean;
    };

/**
 * The admin's status update of an order, checked in the order the messages are listed:
 * a known status, the tracking number for inShipping, a known courier, a paid order, no
 * backward move, a courier for inShipping (the one given, else the order's own).
 */
export function planStatusUpdate(
  order: {
    orderStatus: OrderStatus;
    paymentStatus: PaymentStatus;
    trackingNumber: string;
    courierId: string;
  },
  requested: StatusRequest,
  courierIds: readonly string[],
): StatusUpdateOutcome {
  const inputProblem = checkStatusInput(requested, courierIds);
  if (inputProblem) return { ok: false, code: 'invalid', message: inputProblem };
  const to = requested.orderStatus as OrderStatus;
  const tracking = requested.trackingNumber.trim();
  if (!isSettled(order.paymentStatus))
    return { ok: false, code: 'failed-precondition', message: ONLY_PAID };
  if (!canMove(order.orderStatus, to))
    return { ok: false, code: 'failed-precondition', message: movedBack(order.orderStatus, to) };
  const next = {
    orderStatus: to,
    trackingNumber: tracking || order.trackingNumber,
    courierId: requested.courierId?.trim() || order.courierId,
  };
  if (to === 'inShipping' && !next.courierId)
    return { ok: false, code: 'invalid', message: COURIER_REQUIRED };
  const statusChanged = next.orderStatus !== order.orderStatus;
  const numberChanged = next.trackingNumber !== order.trackingNumber;
  const courierChanged = next.courierId !== order.courierId;
  const changed = statusChanged || numberChanged || courierChanged;
  return { ok: true, next, changed, shipped: to === 'inShipping' && changed };
}

/** The statuses in which a customer may still cancel their order: not yet shipped. */
const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'inProcess'];

export const ALREADY_SHIPPED = 'This order has already been shipped and can no longer be cancelled';
export const NOT_CANCELLABLE = 'This order can no longer be cancelled';
export const CANCELLED_PAID =
  'Your order has been cancelled. Your payment will be refunded in full to the original payment method.';
export const CANCELLED_UNPAID = 'Your order has been cancelled.';

/** True while the customer may cancel the order (it has not been shipped, nor ended). */
export function customerMayCancel(status: OrderStatus): boolean {
  return CUSTOMER_CANCELLABLE.includes(status);
}

/** What the customer's cancellation does to an order. */
export type CustomerCancelPlan =
  | { do: 'cancel-paid' | 'cancel-unpaid' }
  /** Cancelled by its customer already: answered as it is (a repeat changes nothing). */
  | { do: 'nothing' }
  | { do: 'refuse'; message: string };

/**
 * The customer's cancellation: an order not yet shipped is cancelled (a paid one's payment
 * is refunded, an unpaid one's reservation released); a repeat is answered as it is;
 * shipped or delivered orders, and orders the shop ended, are refused.
 */
export function planCustomerCancel(order: {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  cancelReason: string;
}): CustomerCancelPlan {
  if (customerMayCancel(order.orderStatus))
    return { do: isSettled(order.paymentStatus) ? 'cancel-paid' : 'cancel-unpaid' };
  if (order.orderStatus === 'cancelled' && order.cancelReason === 'customer')
    return { do: 'nothing' };
  if (order.orderStatus === 'inShipping' || order.orderStatus === 'delivered')
    return { do: 'refuse', message: ALREADY_SHIPPED };
  return { do: 'refuse', message: NOT_CANCELLABLE };
}

/** What a captured payment does to an order. */
export type PaymentOutcome = 'confirm' | 'already-paid' | 'too-late';

export function onPaymentCaptured(order: {
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
}): PaymentOutcome {
  if (isSettled(order.paymentStatus)) return 'already-paid';
  if (order.orderStatus !== 'pending') return 'too-late';
  return 'confirm';
}

/** An unpaid order past its window is cancelled (its stock goes back). */
export function isExpired(
  order: { orderStatus: OrderStatus; paymentStatus: PaymentStatus; expiresAt: Date },
  now: Date,
): boolean {
  return (
    order.orderStatus === 'pending' &&
    !isSettled(order.paymentStatus) &&
    order.expiresAt.getTime() <= now.getTime()
  );
}
