// The returns screen's rules (pure, docs/returns.md): the status filter, reasons in words,
// which steps each status allows, the reject note, the refund form's limits (the server's
// words), the refund's total and the body sent, and the screen's texts.
import {
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
} from '../../components/return-status';
import { formatRupees, roundRupees } from '../../lib/money';

/** The status filter: every return, or one status. */
export type ReturnFilter = ReturnStatus | 'all';
export const RETURN_FILTERS: readonly ReturnFilter[] = ['all', ...RETURN_STATUSES];

export const FILTER_LABELS: Record<ReturnFilter, string> = { all: 'All', ...RETURN_STATUS_LABELS };

/** `?status=` as written in the URL: a known status, else every return. */
export function readReturnFilter(value: string | null): ReturnFilter {
  return RETURN_STATUSES.find((status) => status === value) ?? 'all';
}

/** The reasons the policy accepts, as the shop shows them. */
export const REASON_LABELS: Record<string, string> = {
  damaged: 'Arrived damaged',
  defective: 'A defect in the fabric or weave',
  'wrong-item': 'Wrong item or colour sent',
  'not-as-described': 'Different from the photos or description',
};

/** The server's label, else ours for the reason, else the reason as written ("—" when none). */
export function reasonLabel(ret: { reason: string; reasonLabel: string }): string {
  return ret.reasonLabel || REASON_LABELS[ret.reason] || ret.reason || '—';
}

/** The owner's steps, each a POST /api/admin/returns/{id}/{step}. */
export type ReturnStep = 'approve' | 'reject' | 'received' | 'refund' | 'replace';

/**
 * What the owner may do next: a request is approved or rejected; an approved return is
 * marked received; a received one is refunded or replaced; the others are done.
 */
export function stepsFor(status: string): ReturnStep[] {
  switch (status) {
    case 'requested':
      return ['approve', 'reject'];
    case 'approved':
      return ['received'];
    case 'received':
      return ['refund', 'replace'];
    default:
      return [];
  }
}

/** The most a note may hold. */
export const NOTE_MAX_LENGTH = 1000;

export const REJECT_NOTE_MESSAGE = 'Please say why the return is rejected';

/** A rejection says why (the customer is e-mailed the note). */
export function checkRejectNote(note: string | null | undefined): string | undefined {
  return (note ?? '').trim() === '' ? REJECT_NOTE_MESSAGE : undefined;
}

/** The order service's RETURN_SHIPPING_MAX_RUPEES (its default). */
export const RETURN_SHIPPING_MAX_RUPEES = 100;
export const SHIPPING_HINT = `Policy: up to ${formatRupees(RETURN_SHIPPING_MAX_RUPEES)}`;
export const SHIPPING_MESSAGE = `Return shipping reimbursement can be ₹0 to ${formatRupees(RETURN_SHIPPING_MAX_RUPEES)}`;
export const DEDUCTION_MESSAGE = "The deduction can be ₹0 to the items' price";
export const REFERENCE_MESSAGE = 'Please enter the UPI or bank transfer reference';

const inRange = (value: number | null | undefined, max: number) =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value >= 0 &&
  value <= max &&
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** ₹0 to the policy's limit, whole paise. */
export function checkShipping(value: number | null | undefined): string | undefined {
  return inRange(value, RETURN_SHIPPING_MAX_RUPEES) ? undefined : SHIPPING_MESSAGE;
}

/** ₹0 up to the returned lines' price, whole paise. */
export function checkDeduction(
  value: number | null | undefined,
  itemsAmount: number,
): string | undefined {
  return inRange(value, itemsAmount) ? undefined : DEDUCTION_MESSAGE;
}

/** A cash-on-delivery order's refund is paid by hand: its UPI or bank reference is needed. */
export function checkReference(
  reference: string | null | undefined,
  cod: boolean,
): string | undefined {
  return cod && (reference ?? '').trim() === '' ? REFERENCE_MESSAGE : undefined;
}

/** The return's order was paid in cash at the door (absent: paid online). */
export function isCodReturn(ret: { paymentMethod: string }): boolean {
  return ret.paymentMethod === 'cod';
}

export interface RefundValues {
  shippingReimbursement: number | null;
  deduction: number | null;
  reference?: string;
}

const amountOf = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The refund: the lines' price + the return shipping reimbursed − the bank charge. */
export function refundTotal(itemsAmount: number, values: Partial<RefundValues>): number {
  return roundRupees(
    itemsAmount + amountOf(values.shippingReimbursement) - amountOf(values.deduction),
  );
}

/** The refund form's live line: "Refund: ₹3,049". */
export function refundLine(itemsAmount: number, values: Partial<RefundValues>): string {
  return `Refund: ${formatRupees(refundTotal(itemsAmount, values))}`;
}

export interface RefundBody {
  shippingReimbursement: number;
  deduction: number;
  reference?: string;
}

/** What Refund sends (rupees); the reference only for a cash-on-delivery order. */
export function refundBody(values: RefundValues, cod: boolean): RefundBody {
  const reference = values.reference?.trim() ?? '';
  return {
    shippingReimbursement: amountOf(values.shippingReimbursement),
    deduction: amountOf(values.deduction),
    ...(cod && reference ? { reference } : {}),
  };
}

/** Each step's success message when the server sends none, and its failure's fallback. */
export const RETURN_NOTICES: Record<ReturnStep, { done: string; failed: string }> = {
  approve: { done: 'Return approved', failed: 'Failed to approve the return' },
  reject: { done: 'Return rejected', failed: 'Failed to reject the return' },
  received: { done: 'Return marked as received', failed: 'Failed to mark the return received' },
  refund: { done: 'Refund started', failed: 'Failed to refund the return' },
  replace: { done: 'Replacement will be sent', failed: 'Failed to send a replacement' },
};

/** "3 returns", "1 return". */
export function returnCount(total: number): string {
  return `${total} ${total === 1 ? 'return' : 'returns'}`;
}

/** The table's empty text for a filter. */
export function emptyReturnsText(filter: ReturnFilter): string {
  return filter === 'all' ? 'No returns yet' : `No ${FILTER_LABELS[filter].toLowerCase()} returns`;
}
