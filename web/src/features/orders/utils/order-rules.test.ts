import { describe, expect, it } from 'vitest';
import { readOrder } from '../types/order';
import {
  addressLines,
  cancelConsequence,
  creditNoteLine,
  formatCalendarDate,
  invoiceLine,
  expectedDelivery,
  formatOrderDate,
  matchesOrderSearch,
  newestFirst,
  orderStatusBadge,
  paymentStatusBadge,
  refundNote,
  shortOrderId,
} from './order-rules';

/** A paid order of ₹2,200 as the API sends it, read as the account reads it. */
const paying = (fields: Record<string, unknown>) =>
  readOrder({
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    totalAmount: 2200,
    paymentMethod: 'razorpay',
    paymentStatus: 'paid',
    orderStatus: 'confirmed',
    ...fields,
  });

const order = { id: '5f3c2a1b-9d8e-4c7b-a6f5-0e1d2c3b4a59', orderDate: '2026-11-25T12:00:00.000Z' };

describe('order search', () => {
  it('matches the order id, whole or in part, ignoring case', () => {
    expect(matchesOrderSearch(order, '5F3C2A1B')).toBe(true);
    expect(matchesOrderSearch(order, '4c7b')).toBe(true);
    expect(matchesOrderSearch(order, 'ffff')).toBe(false);
  });

  it('matches the long date in either order', () => {
    expect(matchesOrderSearch(order, '25 November 2026')).toBe(true);
    expect(matchesOrderSearch(order, 'November 25, 2026')).toBe(true);
    expect(matchesOrderSearch(order, 'november')).toBe(true);
    expect(matchesOrderSearch(order, '26 November 2026')).toBe(false);
  });

  it('an empty search matches everything', () => {
    expect(matchesOrderSearch(order, '  ')).toBe(true);
  });

  it('shows the first 8 characters and the long date', () => {
    expect(shortOrderId(order.id)).toBe('5f3c2a1b');
    expect(formatOrderDate(order.orderDate)).toBe('25 November 2026');
  });

  it('lists newest first', () => {
    const older = { id: 'a', orderDate: '2026-01-01T00:00:00Z' };
    const newer = { id: 'b', orderDate: '2026-06-01T00:00:00Z' };
    expect(newestFirst([older, newer]).map((o) => o.id)).toEqual(['b', 'a']);
  });
});

describe('status badges', () => {
  it.each([
    ['pending', 'yellow'],
    ['confirmed', 'green'],
    ['rejected', 'red'],
    ['delivered', 'blue'],
    ['inShipping', 'grey'],
    ['cancelled', 'grey'],
  ])('%s is %s', (status, tone) => {
    expect(orderStatusBadge(status).tone).toBe(tone);
  });

  it('a missing status reads "Processing"', () => {
    expect(orderStatusBadge('')).toEqual({ label: 'Processing', tone: 'grey' });
    expect(orderStatusBadge(undefined).label).toBe('Processing');
  });

  it('payment status: paid green, pending yellow, other red', () => {
    expect(paymentStatusBadge(paying({ paymentStatus: 'paid' }))).toEqual({
      label: 'Paid',
      tone: 'green',
    });
    expect(paymentStatusBadge(paying({ paymentStatus: 'pending' })).tone).toBe('yellow');
    expect(paymentStatusBadge(paying({ paymentStatus: 'failed' }))).toEqual({
      label: 'Failed',
      tone: 'red',
    });
    expect(paymentStatusBadge(paying({ paymentStatus: '' }))).toEqual({
      label: 'Pending',
      tone: 'yellow',
    });
  });

  it('a cancelled order refunded in full reads Refunded (blue), not Paid', () => {
    expect(
      paymentStatusBadge(
        paying({
          orderStatus: 'cancelled',
          refundedAmount: 2200,
          refundedAt: '2026-11-26T10:15:00.000Z',
          refundReference: 'rfnd_4LpTPLbGdAa1Qx',
        }),
      ),
    ).toEqual({ label: 'Refunded', tone: 'blue' });
  });

  it('a paid order rejected by the shop, its refund not made yet: Refund pending (yellow)', () => {
    expect(paymentStatusBadge(paying({ orderStatus: 'rejected' }))).toEqual({
      label: 'Refund pending',
      tone: 'yellow',
    });
  });

  it('a delivered order whose return of one saree was refunded: Partly refunded (blue)', () => {
    expect(
      paymentStatusBadge(
        paying({
          orderStatus: 'delivered',
          returnRequest: {
            id: 'ret-1',
            status: 'refunded',
            refundAmount: 1200,
            refundedAt: '2026-11-28T09:00:00.000Z',
          },
        }),
      ),
    ).toEqual({ label: 'Partly refunded', tone: 'blue' });
  });
});

describe('shipping address', () => {
  it('splits the address at its commas', () => {
    expect(addressLines('12 MG Road, Near Park,  Indiranagar')).toEqual([
      '12 MG Road',
      'Near Park',
      'Indiranagar',
    ]);
  });
});

describe('the expected delivery of an order', () => {
  const promised = {
    orderStatus: 'confirmed',
    paymentStatus: 'paid',
    addressInfo: { deliveryEarliestDate: '2026-12-01', deliveryLatestDate: '2026-12-04' },
  } as Parameters<typeof expectedDelivery>[0];

  it('shows the promise made at checkout while a paid parcel is still to come', () => {
    expect(expectedDelivery(promised)).toBe('Tue, 1 Dec – Fri, 4 Dec');
    expect(expectedDelivery({ ...promised, orderStatus: 'inShipping' })).toBe(
      'Tue, 1 Dec – Fri, 4 Dec',
    );
  });

  it('says nothing before payment, once delivered or cancelled, or without a promise', () => {
    expect(expectedDelivery({ ...promised, paymentStatus: 'pending' })).toBe('');
    expect(expectedDelivery({ ...promised, orderStatus: 'delivered' })).toBe('');
    expect(expectedDelivery({ ...promised, orderStatus: 'cancelled' })).toBe('');
    expect(
      expectedDelivery({
        ...promised,
        addressInfo: { ...promised.addressInfo, deliveryEarliestDate: '', deliveryLatestDate: '' },
      }),
    ).toBe('');
  });
});

describe('cancelling an order', () => {
  it('promises a paid order its money back in full, and an unpaid one only the cancel', () => {
    expect(cancelConsequence({ paymentStatus: 'paid', totalAmount: 4400 })).toBe(
      'This order will be cancelled. Your payment of ₹4,400.00 will be refunded in full to the original payment method, usually within 5–7 working days.',
    );
    for (const paymentStatus of ['pending', 'failed', '']) {
      expect(cancelConsequence({ paymentStatus, totalAmount: 4400 })).toBe(
        'This order will be cancelled.',
      );
    }
  });

  const NOT_REFUNDED = { refundedAmount: 0, refundedAt: '', refundReference: '' };
  const facts = (orderStatus: string, paymentStatus: string, totalAmount: number) => ({
    orderStatus,
    paymentStatus,
    totalAmount,
    ...NOT_REFUNDED,
  });

  it('notes the refund on its way of a cancelled or rejected order that was paid for, and on no other', () => {
    expect(refundNote(facts('cancelled', 'paid', 125000))).toBe(
      'Cancelled. Your refund of ₹1,25,000.00 is on its way to your original payment method.',
    );
    expect(refundNote(facts('rejected', 'paid', 10))).toBe(
      'Rejected by the shop. Your refund of ₹10.00 is on its way to your original payment method.',
    );
    expect(refundNote(facts('cancelled', 'pending', 10))).toBe('');
    expect(refundNote(facts('rejected', 'failed', 10))).toBe('');
    expect(refundNote(facts('confirmed', 'paid', 10))).toBe('');
    expect(refundNote(facts('delivered', 'paid', 10))).toBe('');
  });

  it('notes the refund made with its amount, day and reference once the provider made it', () => {
    const made = {
      refundedAmount: 4400,
      refundedAt: '2026-11-26T06:30:00.000Z',
      refundReference: 'rfnd_4LpTPLbGdAa1Qx',
    };
    for (const orderStatus of ['cancelled', 'rejected']) {
      expect(refundNote({ ...facts(orderStatus, 'paid', 4400), ...made })).toBe(
        'Refunded ₹4,400.00 on 26 November 2026 (reference rfnd_4LpTPLbGdAa1Qx). Banks usually show it within 5–7 working days.',
      );
    }
    // Without an amount, the order's total; without a reference or a readable day, no words for them.
    expect(
      refundNote({
        ...facts('cancelled', 'paid', 2200),
        refundedAt: 'soon',
        refundedAmount: 0,
        refundReference: '',
      }),
    ).toBe('Refunded ₹2,200.00. Banks usually show it within 5–7 working days.');
  });
});

describe('GST documents (issue 17)', () => {
  it('writes an invoice day as the table writes dates, the same day everywhere', () => {
    expect(formatCalendarDate('2026-04-01')).toBe('1 April 2026');
    expect(formatCalendarDate('')).toBe('');
    expect(formatCalendarDate('2026-04-01T10:00:00Z')).toBe('');
  });

  it('names the invoice and the credit note with their numbers and days, or nothing', () => {
    expect(invoiceLine({ invoiceNumber: 'SB/2026-27/000123', invoiceDate: '2026-11-25' })).toBe(
      'Tax invoice SB/2026-27/000123 (25 November 2026)',
    );
    expect(invoiceLine({ invoiceNumber: 'SB/2026-27/000123', invoiceDate: '' })).toBe(
      'Tax invoice SB/2026-27/000123',
    );
    expect(invoiceLine({ invoiceNumber: '', invoiceDate: '2026-11-25' })).toBe('');
    expect(
      creditNoteLine({ creditNoteNumber: 'SB/CN/2026-27/000007', creditNoteDate: '2026-11-26' }),
    ).toBe('Credit note SB/CN/2026-27/000007 (26 November 2026)');
    expect(creditNoteLine({ creditNoteNumber: '', creditNoteDate: '' })).toBe('');
  });
});
