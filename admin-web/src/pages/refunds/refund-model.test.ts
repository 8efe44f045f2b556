import { describe, expect, it } from 'vitest';
import {
  canRetry,
  emptyRefundsText,
  readRefundFilter,
  reasonLabel,
  refundCount,
  refundStatusBadge,
  retryNotice,
  shortOrderId,
} from './refund-model';

describe('the refunds model', () => {
  it('names every reason in the owner’s words, and an unknown one as written', () => {
    expect(
      [
        'customer-cancelled',
        'order-rejected',
        'order-cancelled',
        'second-payment',
        'amount-mismatch',
        'return',
      ].map(reasonLabel),
    ).toEqual([
      'Cancelled by customer',
      'Rejected by you',
      'Paid after cancellation',
      'Second payment',
      'Amount mismatch',
      'Return',
    ]);
    expect(reasonLabel('something-new')).toBe('something-new');
    expect(reasonLabel('')).toBe('—');
  });

  it('colours the statuses: requested blue, refunded green, failed red', () => {
    expect(refundStatusBadge('requested')).toEqual({ label: 'Requested', color: 'blue' });
    expect(refundStatusBadge('refunded')).toEqual({ label: 'Refunded', color: 'green' });
    expect(refundStatusBadge('failed')).toEqual({ label: 'Failed', color: 'red' });
    expect(refundStatusBadge('odd')).toEqual({ label: 'odd', color: 'default' });
  });

  it('reads the filter from the URL: a known status, else all', () => {
    expect(readRefundFilter('failed')).toBe('failed');
    expect(readRefundFilter('refunded')).toBe('refunded');
    expect(readRefundFilter(null)).toBe('all');
    expect(readRefundFilter('FAILED')).toBe('all');
  });

  it('lets only a failed refund be retried', () => {
    expect(canRetry({ status: 'failed' })).toBe(true);
    expect(canRetry({ status: 'requested' })).toBe(false);
    expect(canRetry({ status: 'refunded' })).toBe(false);
  });

  it('tells a completed retry as a success and a refused one as a warning', () => {
    expect(retryNotice({ message: 'Refund completed', refund: { status: 'refunded' } })).toEqual({
      kind: 'success',
      text: 'Refund completed',
    });
    expect(
      retryNotice({
        message: 'The payment provider refused the refund again: BAD_REQUEST_ERROR',
        refund: { status: 'failed' },
      }),
    ).toEqual({
      kind: 'warning',
      text: 'The payment provider refused the refund again: BAD_REQUEST_ERROR',
    });
    expect(retryNotice({ message: '', refund: { status: 'refunded' } }).text).toBe(
      'Refund completed',
    );
  });

  it('shortens ids, counts and says what an empty filter means', () => {
    expect(shortOrderId('1a2b3c4d-0000-4000-8000-000000000000')).toBe('1a2b3c4d');
    expect(refundCount(1)).toBe('1 refund');
    expect(refundCount(0)).toBe('0 refunds');
    expect(emptyRefundsText('all')).toBe('No refunds yet');
    expect(emptyRefundsText('failed')).toBe('No failed refunds');
  });
});
