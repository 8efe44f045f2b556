import { orderPaymentState, type OrderPaymentKey } from '@boutique/web-kit/order-payment';
import { formatDayRange, formatINR } from '@/lib/format';
import type { Order } from '../types/order';

// Pure rules of the account's Orders tab.

export const SHORT_ID_LENGTH = 8;
export const shortOrderId = (id: string) => id.slice(0, SHORT_ID_LENGTH);

function validDate(iso: string): Date | null {
  const date = new Date(iso);
  return iso && Number.isFinite(date.getTime()) ? date : null;
}

/** "25 November 2026" (how the table shows it). */
export function formatOrderDate(iso: string): string {
  const date = validDate(iso);
  return date
    ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
    : '—';
}

/**
 * A calendar day (YYYY-MM-DD, an invoice's date) as the table writes dates: "1 April 2026",
 * read as that day wherever the shopper is; '' when it is not a day.
 */
export function formatCalendarDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isFinite(date.getTime())
    ? date.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';
}

/** The long forms a shopper may type: "25 November 2026" and "November 25, 2026". */
export function longDateForms(iso: string): string[] {
  const date = validDate(iso);
  if (!date) return [];
  const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  return [date.toLocaleDateString('en-GB', options), date.toLocaleDateString('en-US', options)];
}

/** Search by order id (any part) or the long date (any part), ignoring case. */
export function matchesOrderSearch(order: Pick<Order, 'id' | 'orderDate'>, term: string): boolean {
  const needle = term.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!needle) return true;
  if (order.id.toLowerCase().includes(needle)) return true;
  return longDateForms(order.orderDate).some((form) => form.toLowerCase().includes(needle));
}

export function newestFirst<T extends Pick<Order, 'orderDate'>>(orders: readonly T[]): T[] {
  const time = (order: T) => validDate(order.orderDate)?.getTime() ?? 0;
  return [...orders].sort((a, b) => time(b) - time(a));
}

export type BadgeTone = 'yellow' | 'green' | 'red' | 'blue' | 'grey';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In Process',
  inShipping: 'In Shipping',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** Order status badge: pending yellow, confirmed green, rejected red, delivered blue, else grey; missing "Processing". */
export function orderStatusBadge(status: string | null | undefined): {
  label: string;
  tone: BadgeTone;
} {
  if (!status) return { label: 'Processing', tone: 'grey' };
  const tone: BadgeTone =
    status === 'pending'
      ? 'yellow'
      : status === 'confirmed'
        ? 'green'
        : status === 'rejected'
          ? 'red'
          : status === 'delivered'
            ? 'blue'
            : 'grey';
  return { label: STATUS_LABELS[status] ?? status, tone };
}

type PaymentFacts = Pick<
  Order,
  | 'paymentStatus'
  | 'orderStatus'
  | 'totalAmount'
  | 'refundedAmount'
  | 'refundedAt'
  | 'returnRequest'
  | 'cod'
>;

const PAYMENT_TONES: Record<OrderPaymentKey, BadgeTone> = {
  refunded: 'blue',
  'partly-refunded': 'blue',
  'refund-pending': 'yellow',
  cod: 'yellow',
  none: 'grey',
  paid: 'green',
  pending: 'yellow',
  failed: 'red',
  unknown: 'red',
};

/**
 * The payment badge of an order, where its payment stands (web-kit's `orderPaymentState`,
 * issue 17): Refunded and Partly refunded blue, Refund pending yellow, "Due at delivery"
 * (cash on delivery) yellow, Nothing due grey (a COD order cancelled), Paid green, Pending
 * yellow, Failed and others red; a missing status reads Pending.
 */
export function paymentStatusBadge(order: PaymentFacts): { label: string; tone: BadgeTone } {
  const { key, label } = orderPaymentState(order);
  if (key === 'cod') return { label: 'Due at delivery', tone: PAYMENT_TONES.cod };
  if (key === 'unknown' && !order.paymentStatus) return { label: 'Pending', tone: 'yellow' };
  return { label, tone: PAYMENT_TONES[key] };
}

/** The address split at its commas, one line each. */
export function addressLines(address: string): string[] {
  return address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The delivery promise made at checkout ('Tue, 1 Dec – Wed, 2 Dec'), shown while a paid
 * (or confirmed cash-on-delivery) parcel is still to come: '' before payment, once delivered, cancelled or rejected, and
 * for orders placed before the promise existed.
 */
export function expectedDelivery(
  order: Pick<Order, 'orderStatus' | 'paymentStatus' | 'addressInfo'>,
): string {
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'cod') return '';
  if (['delivered', 'cancelled', 'rejected'].includes(order.orderStatus)) return '';
  return formatDayRange(
    order.addressInfo.deliveryEarliestDate,
    order.addressInfo.deliveryLatestDate,
  );
}

// Cancelling an order (issue 17): the server says whether the customer may (`cancellable`);
// these are the words around it.

export const CANCEL_TITLE = 'Cancel this order?';
export const CANCEL_FAILED = 'Failed to cancel the order. Please try again.';
export const CANCELLED_FALLBACK = 'Your order has been cancelled.';

const paid = (order: Pick<Order, 'paymentStatus'>) => order.paymentStatus === 'paid';

/** What the confirmation says will happen: a paid order's money comes back in full. */
export function cancelConsequence(order: Pick<Order, 'paymentStatus' | 'totalAmount'>): string {
  return paid(order)
    ? `This order will be cancelled. Your payment of ${formatINR(order.totalAmount)} will be refunded in full to the original payment method, usually within 5–7 working days.`
    : 'This order will be cancelled.';
}

type RefundFacts = Pick<
  Order,
  | 'orderStatus'
  | 'paymentStatus'
  | 'totalAmount'
  | 'refundedAmount'
  | 'refundedAt'
  | 'refundReference'
>;

/**
 * The refund note of an order whose payment comes back (issue 17): once the provider has
 * made the refund (`refundedAt`), its amount, day and reference; before that, on a paid order
 * the customer cancelled or the shop rejected, the promise; '' for any other order.
 */
export function refundNote(order: RefundFacts): string {
  if (order.refundedAt) return refundedLine(order);
  if (!paid(order)) return '';
  const onItsWay = `Your refund of ${formatINR(order.totalAmount)} is on its way to your original payment method.`;
  if (order.orderStatus === 'cancelled') return `Cancelled. ${onItsWay}`;
  if (order.orderStatus === 'rejected') return `Rejected by the shop. ${onItsWay}`;
  return '';
}

/** "Refunded ₹4,400.00 on 26 November 2026 (reference rfnd_…). Banks usually show it …" */
function refundedLine(
  order: Pick<Order, 'totalAmount' | 'refundedAmount' | 'refundedAt' | 'refundReference'>,
): string {
  const amount = formatINR(order.refundedAmount > 0 ? order.refundedAmount : order.totalAmount);
  const date = validDate(order.refundedAt) ? ` on ${formatOrderDate(order.refundedAt)}` : '';
  const reference = order.refundReference ? ` (reference ${order.refundReference})` : '';
  return `Refunded ${amount}${date}${reference}. Banks usually show it within 5–7 working days.`;
}

// GST documents (issue 17): a paid order's tax invoice and a cancelled one's credit note.

export const DOCUMENT_FAILED = {
  invoice: 'The invoice could not be downloaded. Please try again.',
  'credit-note': 'The credit note could not be downloaded. Please try again.',
} as const;

/** "Tax invoice SB/2026-27/000123 (1 April 2026)"; '' when the order has none. */
export function invoiceLine(order: Pick<Order, 'invoiceNumber' | 'invoiceDate'>): string {
  return documentLine('Tax invoice', order.invoiceNumber, order.invoiceDate);
}

/** "Credit note SB/CN/2026-27/000007 (3 April 2026)"; '' when the order has none. */
export function creditNoteLine(order: Pick<Order, 'creditNoteNumber' | 'creditNoteDate'>): string {
  return documentLine('Credit note', order.creditNoteNumber, order.creditNoteDate);
}

function documentLine(label: string, number: string, day: string): string {
  if (!number) return '';
  const date = formatCalendarDate(day);
  return date ? `${label} ${number} (${date})` : `${label} ${number}`;
}

// Cash on delivery (docs/cash-on-delivery.md): the order's way to pay and where it stands.

type CodFacts = Pick<Order, 'paymentMethod' | 'orderStatus' | 'cancelReason' | 'cod'>;

export const COD_METHOD_LABEL = 'Cash on delivery';

export function isCashOnDelivery(order: Pick<Order, 'paymentMethod' | 'cod'>): boolean {
  return order.paymentMethod === 'cod' || order.cod !== null;
}

/** "Cash on delivery"; else the method as the server names it ("razorpay"), or "—". */
export function paymentMethodLabel(order: Pick<Order, 'paymentMethod' | 'cod'>): string {
  if (isCashOnDelivery(order)) return COD_METHOD_LABEL;
  return order.paymentMethod.trim() || '—';
}

/** "28 November 2026 at 11:30 am", India's time (the shop's, and its shoppers'). */
export function formatDeadline(iso: string): string {
  const date = validDate(iso);
  return date
    ? date.toLocaleString('en-IN', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'Asia/Kolkata',
      })
    : '';
}

/**
 * A cash-on-delivery order's state in words: "Awaiting your confirmation — confirm by
 * {date}", "Awaiting the advance payment", "Confirmed — pay ₹X at delivery", "Paid in cash
 * ₹X on {date}", "Returned to us"; a cancelled one only says why when it is COD's doing
 * (refused at the door, never confirmed); '' for an online order.
 */
export function codStatusLine(order: CodFacts): string {
  if (!isCashOnDelivery(order)) return '';
  const cod = order.cod;
  if (cod?.status === 'rto' || order.cancelReason === 'rto') return 'Returned to us';
  if (order.orderStatus === 'cancelled' || order.orderStatus === 'rejected') {
    return order.cancelReason === 'expired' && cod?.status === 'awaiting-confirmation'
      ? 'Not confirmed in time'
      : '';
  }
  switch (cod?.status) {
    case 'awaiting-confirmation': {
      const by = formatDeadline(cod.confirmBy);
      return by
        ? `Awaiting your confirmation — confirm by ${by}`
        : 'Awaiting your confirmation — please use the link in our e-mail';
    }
    case 'awaiting-advance':
      return 'Awaiting the advance payment';
    case 'confirmed':
      return `Confirmed — pay ${formatINR(cod.dueOnDelivery)} at delivery`;
    case 'collected': {
      const amount = formatINR(cod.cashCollected > 0 ? cod.cashCollected : cod.dueOnDelivery);
      const on = validDate(cod.cashCollectedAt)
        ? ` on ${formatOrderDate(cod.cashCollectedAt)}`
        : '';
      return `Paid in cash ${amount}${on}`;
    }
    default:
      return '';
  }
}

/** The COD fee and the advance (paid, or to pay) of a cash-on-delivery order, as rows. */
export function codAmounts(order: CodFacts): { label: string; value: string }[] {
  const cod = order.cod;
  if (!cod || !isCashOnDelivery(order)) return [];
  const rows = [{ label: 'Cash on delivery fee', value: formatINR(cod.fee) }];
  if (cod.advance > 0) {
    rows.push({
      label: cod.status === 'awaiting-advance' ? 'Advance (to pay online)' : 'Advance paid online',
      value: formatINR(cod.advance),
    });
  }
  const open = order.orderStatus !== 'cancelled' && order.orderStatus !== 'rejected';
  const due = ['awaiting-confirmation', 'awaiting-advance', 'confirmed'].includes(cod.status);
  if (open && due && cod.dueOnDelivery > 0) {
    rows.push({ label: 'Due at delivery', value: formatINR(cod.dueOnDelivery) });
  }
  return rows;
}
