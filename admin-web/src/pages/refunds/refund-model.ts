// The refunds screen's rules (pure): the statuses and the filter, what each reason and
// status is called, the order's short id, and how the answer to a retry is told.

export const REFUND_STATUSES = ['requested', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The status filter: every refund, or one status. */
export type RefundFilter = RefundStatus | 'all';
export const REFUND_FILTERS: readonly RefundFilter[] = ['all', ...REFUND_STATUSES];

/** `?status=` as written in the URL: a known status, else every refund. */
export function readRefundFilter(value: string | null): RefundFilter {
  return REFUND_STATUSES.find((status) => status === value) ?? 'all';
}

export const FILTER_LABELS: Record<RefundFilter, string> = {
  all: 'All',
  requested: 'Requested',
  refunded: 'Refunded',
  failed: 'Failed',
};

/** Why the shop gave the money back, in the owner's words. */
export const REASON_LABELS: Record<string, string> = {
  'customer-cancelled': 'Cancelled by customer',
  'order-rejected': 'Rejected by you',
  'order-cancelled': 'Paid after cancellation',
  'second-payment': 'Second payment',
  'amount-mismatch': 'Amount mismatch',
  return: 'Return',
};

/** A longer explanation of each reason (the label's tooltip). */
export const REASON_DESCRIPTIONS: Record<string, string> = {
  'customer-cancelled': 'The customer cancelled the order before it was shipped.',
  'order-rejected': 'You rejected the paid order.',
  'order-cancelled':
    'The payment came after the order was cancelled or expired, or its sarees were sold out.',
  'second-payment': 'A second payment for an order already paid.',
  'amount-mismatch': 'A payment of another amount than the order’s.',
  return:
    'A return you refunded after delivery: the returned items, plus return shipping, less any deduction.',
};

/** A reason's label; an unknown reason as the server wrote it ("—" when none). */
export function reasonLabel(reason: string): string {
  return REASON_LABELS[reason] ?? (reason || '—');
}

export interface StatusBadge {
  label: string;
  color: string;
}

/** Requested blue, Refunded green, Failed red; anything else grey, as written. */
export function refundStatusBadge(status: string): StatusBadge {
  switch (status) {
    case 'requested':
      return { label: 'Requested', color: 'blue' };
    case 'refunded':
      return { label: 'Refunded', color: 'green' };
    case 'failed':
      return { label: 'Failed', color: 'red' };
    default:
      return { label: status || 'Unknown', color: 'default' };
  }
}

/** Only a failed refund can be retried by hand (the others are the provider's or done). */
export function canRetry(refund: { status: string }): boolean {
  return refund.status === 'failed';
}

/** The order id's first 8 characters, as the orders screen shows it. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

export const REFUND_NOTICES = {
  completed: 'Refund completed',
  retryFailed: 'Failed to retry the refund',
  copied: 'Order ID copied!',
  copyFailed: 'Failed to copy',
} as const;

/**
 * How the answer to a retry is told: a success when the refund is now refunded, else a
 * warning (the provider refused again); the server's message, or a default.
 */
export function retryNotice(answer: { message: string; refund: { status: string } }): {
  kind: 'success' | 'warning';
  text: string;
} {
  if (answer.refund.status === 'refunded')
    return { kind: 'success', text: answer.message || REFUND_NOTICES.completed };
  return {
    kind: 'warning',
    text: answer.message || 'The payment provider refused the refund again.',
  };
}

/** "3 refunds", "1 refund". */
export function refundCount(total: number): string {
  return `${total} ${total === 1 ? 'refund' : 'refunds'}`;
}

/** The table's empty text for a filter. */
export function emptyRefundsText(filter: RefundFilter): string {
  return filter === 'all' ? 'No refunds yet' : `No ${FILTER_LABELS[filter].toLowerCase()} refunds`;
}
