import { formatINR } from '@/lib/format';
import type { Order, OrderReturn } from '../types/order';
import { formatDeadline, formatOrderDate } from './order-rules';

// Returns after delivery (docs/returns.md): the server decides what may be returned and
// until when (`returnDeadline`, each line's `returnable`); these are the words around it.

/** The reasons the shop's policy accepts, as the server names them and the shopper reads them. */
export const RETURN_REASONS = [
  { value: 'damaged', label: 'Arrived damaged' },
  { value: 'defective', label: 'A defect in the fabric or weave' },
  { value: 'wrong-item', label: 'Wrong item or colour sent' },
  { value: 'not-as-described', label: 'Different from the photos or description' },
] as const;

export const RETURN_NOTE_MAX = 1000;

/** The server's words for the same refusals (docs/returns.md), checked before asking. */
export const RETURN_MESSAGES = {
  noLine: 'Please choose at least one item to return',
  noReason: 'Please choose a reason for the return',
  noteTooLong: `The note can be at most ${RETURN_NOTE_MAX} characters`,
  failed: 'Your return could not be requested. Please try again.',
  requested: "Return requested. We'll reply within 2 working days.",
} as const;

const validTime = (iso: string): number | null => {
  const time = new Date(iso).getTime();
  return iso && Number.isFinite(time) ? time : null;
};

/**
 * "Request a return" is offered for a delivered order the server still gives a deadline
 * for (none once a return exists), and none yet asked, with a line that may be returned;
 * not once that deadline has passed on this device's clock (the server would refuse it).
 */
export function canRequestReturn(
  order: Pick<Order, 'orderStatus' | 'returnDeadline' | 'returnRequest' | 'cartItems'>,
  now: number = Date.now(),
): boolean {
  if (order.orderStatus !== 'delivered' || !order.returnDeadline || order.returnRequest) {
    return false;
  }
  if (!order.cartItems.some((line) => line.returnable)) return false;
  const deadline = validTime(order.returnDeadline);
  return deadline === null || deadline > now;
}

/** "Return requests must be made by 29 November 2026 at 3:30 pm" (India time). */
export function returnDeadlineLine(deadline: string): string {
  const by = formatDeadline(deadline);
  return by ? `Return requests must be made by ${by}` : '';
}

/** "{n} / 1000 characters" under the note. */
export const noteCounter = (note: string) => `${note.length} / ${RETURN_NOTE_MAX} characters`;

/**
 * A return's state in words, with what the shop added: requested (the day, and when it
 * replies), approved (and the owner's note), rejected (why), received, refunded (how much,
 * made or started, and the credit note), replaced. '' for a state this page does not know.
 */
export function returnStatusLine(ret: OrderReturn): { text: string; detail: string } {
  switch (ret.status) {
    case 'requested': {
      const on = validTime(ret.requestedAt) ? ` on ${formatOrderDate(ret.requestedAt)}` : '';
      return { text: `Return requested${on}: we'll reply within 2 working days`, detail: '' };
    }
    case 'approved':
      return { text: 'Return approved: please send the parcel back', detail: ret.ownerNote };
    case 'rejected':
      return {
        text: ret.ownerNote ? `Return not accepted: ${ret.ownerNote}` : 'Return not accepted',
        detail: '',
      };
    case 'received':
      return { text: 'We received your return', detail: '' };
    case 'refunded': {
      const made = validTime(ret.refundedAt)
        ? `made on ${formatOrderDate(ret.refundedAt)}`
        : 'started';
      return {
        text: `Refund of ${formatINR(ret.refundAmount)} ${made}`,
        detail: ret.creditNoteNumber ? `Credit note ${ret.creditNoteNumber}` : '',
      };
    }
    case 'replaced':
      return { text: 'A replacement is on its way', detail: '' };
    default:
      return { text: '', detail: '' };
  }
}

/** The state in words of an order's return, or '' (the orders table, under the status). */
export const returnSummary = (order: Pick<Order, 'returnRequest'>): string =>
  order.returnRequest ? returnStatusLine(order.returnRequest).text : '';
