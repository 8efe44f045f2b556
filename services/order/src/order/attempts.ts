// When a checkout is a new payment attempt on an order the customer already placed, as a
// pure rule: the same lines (product, colour, quantity, unit price) and the same address.
import type { Order, ShippingAddress } from '@boutique/contracts/order/v1/order_service';

export interface BasketLine {
  productId: string;
  colourId: string;
  quantity: number;
  /** Paise. */
  price: number;
}

const ADDRESS_FIELDS = [
  'addressId',
  'name',
  'address',
  'state',
  'city',
  'pincode',
  'phone',
  'notes',
] as const;

function lineKeys(lines: readonly BasketLine[]): string[] {
  return lines
    .map((line) => [line.productId, line.colourId, line.quantity, line.price].join('|'))
    .sort();
}

/**
 * True when `order` is a pending, unpaid order, still in its payment window at `now`, of
 * exactly these lines (in any order) at these prices, to this address: paying for it again
 * is the same purchase, so the checkout answers it instead of placing a second order.
 */
export function isSameBasket(
  order: Pick<Order, 'orderStatus' | 'paymentStatus' | 'expiresAt' | 'lines' | 'address'>,
  lines: readonly BasketLine[],
  address: ShippingAddress | undefined,
  now: Date,
): boolean {
  if (order.orderStatus !== 'pending' || order.paymentStatus === 'paid') return false;
  if (Date.parse(order.expiresAt) <= now.getTime()) return false;
  const held = lineKeys(order.lines);
  const wanted = lineKeys(lines);
  if (held.length !== wanted.length || held.some((key, i) => key !== wanted[i])) return false;
  return ADDRESS_FIELDS.every(
    (field) => (order.address?.[field] ?? '') === (address?.[field] ?? ''),
  );
}

/**
 * Whether payment-failed gives the units back: yes unless a new attempt (or a new take of
 * the units) began after the failed payment was made. The provider's time has whole
 * seconds, so the comparison is in whole seconds (within one second, the units go back:
 * a capture takes them again anyway). An unknown time releases.
 */
export function failureReleases(heldSince: Date, attemptedAt: string): boolean {
  const attempted = Date.parse(attemptedAt);
  if (!attemptedAt || Number.isNaN(attempted)) return true;
  return Math.floor(heldSince.getTime() / 1000) <= Math.floor(attempted / 1000);
}
