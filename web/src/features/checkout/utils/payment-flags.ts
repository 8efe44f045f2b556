// Flags left by a successful payment: the
// payment-success page is reachable only while they are fresh (10 minutes).
export const PAYMENT_SUCCESS_KEY = 'paymentSuccess';
export const RECENT_PAYMENT_TIMESTAMP_KEY = 'recentPaymentTimestamp';
export const PAYMENT_FLAG_TTL_MS = 10 * 60 * 1000;

type ReadableStorage = Pick<Storage, 'getItem'>;

/** True when a payment succeeded within the last 10 minutes in this tab. */
export function hasRecentPayment(storage: ReadableStorage, now: number = Date.now()): boolean {
  const timestamp = Number(storage.getItem(RECENT_PAYMENT_TIMESTAMP_KEY));
  if (!Number.isFinite(timestamp) || timestamp <= 0) return false;
  const isFresh = now - timestamp >= 0 && now - timestamp < PAYMENT_FLAG_TTL_MS;
  return isFresh && storage.getItem(PAYMENT_SUCCESS_KEY) === 'true';
}

/** The order being paid, in sessionStorage. */
export const CURRENT_ORDER_ID_KEY = 'currentOrderId';

/** Left by a confirmed capture: the success page may be shown for the next 10 minutes. */
export function setPaymentFlags(storage: Pick<Storage, 'setItem'>, now: number = Date.now()): void {
  storage.setItem(PAYMENT_SUCCESS_KEY, 'true');
  storage.setItem(RECENT_PAYMENT_TIMESTAMP_KEY, String(now));
}

/** Flags older than 10 minutes are removed (they expire). */
export function expirePaymentFlags(storage: Storage, now: number = Date.now()): void {
  if (hasRecentPayment(storage, now)) return;
  storage.removeItem(PAYMENT_SUCCESS_KEY);
  storage.removeItem(RECENT_PAYMENT_TIMESTAMP_KEY);
}
