import { formatINR } from '@/lib/format';
import type { CodConfirmation, CodLevel, CodQuote, PaymentMethod } from '../types/checkout';

// Cash on delivery at checkout (docs/cash-on-delivery.md): reading the quote and the
// confirmation, and the words around them. The server decides everything; these only say it.

type Raw = Record<string, unknown>;
const record = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
function number(value: unknown): number {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}
const LEVELS: readonly CodLevel[] = ['low', 'medium', 'high', 'unavailable'];

export const PAY_ONLINE_LABEL = 'Pay online (UPI, card)';
export const COD_LABEL = 'Cash on delivery';
export const COD_CHECKING = 'Checking cash on delivery for this order…';
export const COD_NOT_AVAILABLE = 'Cash on delivery is not available for this order.';
export const COD_QUOTE_FAILED =
  'We could not check cash on delivery just now. Please try again or pay online.';
export const COD_CONFIRM_FAILED = 'We could not confirm your order just now. Please try again.';
export const COD_LINK_INVALID = 'This confirmation link is not valid.';

/**
 * The quote's envelope (`{ data: { … } }`) read leniently. A level the storefront does not
 * know, or `available: false`, is 'unavailable': COD is only offered on a clear yes.
 */
export function readCodQuote(envelope: unknown): CodQuote {
  const raw = record(record(envelope).data);
  const named = LEVELS.find((level) => level === raw.level) ?? 'unavailable';
  const offered = raw.available === true && (named === 'low' || named === 'medium');
  return {
    available: offered,
    level: offered ? named : named === 'high' ? 'high' : 'unavailable',
    fee: number(raw.fee),
    total: number(raw.total),
    advance: number(raw.advance),
    dueOnDelivery: number(raw.dueOnDelivery),
    message: text(raw.message),
    confirmHours: number(raw.confirmHours),
  };
}

/** The confirmation's answer: `data` and the server's `message`. */
export function readCodConfirmation(envelope: unknown): CodConfirmation {
  const outer = record(envelope);
  const raw = record(outer.data);
  return {
    message: text(outer.message),
    orderId: text(raw.orderId),
    totalAmount: number(raw.totalAmount),
    dueOnDelivery: number(raw.dueOnDelivery),
    deliveryEarliestDate: text(raw.deliveryEarliestDate),
    deliveryLatestDate: text(raw.deliveryLatestDate),
  };
}

export type CodOfferRow = { label: string; value: string; strong?: boolean };

/** What checkout shows for a quote: may COD be chosen, the sentence, and the amounts. */
export type CodOffer = {
  selectable: boolean;
  /** The server's sentence (low's amount and e-mail, medium's advance, high's refusal). */
  message: string;
  /** 'advance': the sentence asks for money now (shown as a caution). */
  tone: 'plain' | 'advance';
  rows: CodOfferRow[];
  /** One more line under the amounts. */
  note: string;
};

const hours = (count: number) => (count === 1 ? '1 hour' : `${count} hours`);

export function codOffer(quote: CodQuote): CodOffer {
  const fee: CodOfferRow = {
    label: 'Cash on delivery fee',
    value: quote.fee > 0 ? formatINR(quote.fee) : 'Free',
  };
  if (quote.level === 'low') {
    return {
      selectable: true,
      message: quote.message,
      tone: 'plain',
      rows: [
        fee,
        { label: 'Total to pay at delivery', value: formatINR(quote.total), strong: true },
      ],
      // The server's sentence says it all when there is one; else ours.
      note: quote.message
        ? ''
        : quote.confirmHours > 0
          ? `We will e-mail you a link to confirm the order; please confirm it within ${hours(quote.confirmHours)}.`
          : 'We will e-mail you a link to confirm the order.',
    };
  }
  if (quote.level === 'medium') {
    return {
      selectable: true,
      message: quote.message,
      tone: 'advance',
      rows: [
        fee,
        { label: 'Order total', value: formatINR(quote.total) },
        { label: 'Advance to pay now', value: formatINR(quote.advance), strong: true },
        { label: 'Due at the door', value: formatINR(quote.dueOnDelivery) },
      ],
      note: `Pay the advance online now; the rest, ${formatINR(quote.dueOnDelivery)}, is due in cash or UPI at the door.`,
    };
  }
  return {
    selectable: false,
    message: quote.message || COD_NOT_AVAILABLE,
    tone: 'plain',
    rows: [],
    note: '',
  };
}

/** The checkout button's words for the chosen way to pay. */
export function placeOrderLabel(method: PaymentMethod, quote: CodQuote | null): string {
  if (method !== 'cod' || !quote) return 'Proceed to Payment';
  if (quote.level === 'medium') return `Pay Advance ${formatINR(quote.advance)}`;
  return 'Place Order (Cash on Delivery)';
}

// The "confirm by e-mail" screen after a low-risk COD order: what it shows is kept in this
// tab's sessionStorage, so a reload still shows it.

export const COD_PLACED_KEY = 'codPlacedOrder';

export type CodPlaced = { orderId: string; message: string };

export function storeCodPlaced(storage: Pick<Storage, 'setItem'>, placed: CodPlaced): void {
  storage.setItem(COD_PLACED_KEY, JSON.stringify(placed));
}

export function readCodPlaced(storage: Pick<Storage, 'getItem'>): CodPlaced | null {
  try {
    const raw = record(JSON.parse(storage.getItem(COD_PLACED_KEY) ?? 'null'));
    const orderId = text(raw.orderId);
    return orderId ? { orderId, message: text(raw.message) } : null;
  } catch {
    return null;
  }
}

/** The order and token of a confirmation link (`?order=…&token=…`); null when one is missing. */
export function codConfirmParams(
  search: URLSearchParams,
): { orderId: string; token: string } | null {
  const orderId = (search.get('order') ?? '').trim();
  const token = (search.get('token') ?? '').trim();
  return orderId && token ? { orderId, token } : null;
}
