import { describe, expect, it } from 'vitest';
import { orderPaymentState, type OrderPaymentFacts } from './order-payment.js';

// Orders as the gateway's REST shows them (rupees; RFC 3339 or '').
const paidOrder: OrderPaymentFacts = {
  paymentStatus: 'paid',
  orderStatus: 'confirmed',
  totalAmount: 4400,
  refundedAmount: 0,
  refundedAt: '',
  returnRequest: null,
  cod: null,
};

const returned = (
  refund: Partial<NonNullable<OrderPaymentFacts['returnRequest']>>,
): OrderPaymentFacts['returnRequest'] => ({
  status: 'received',
  refundAmount: 0,
  refundedAt: '',
  ...refund,
});

const codOrder: OrderPaymentFacts = {
  paymentStatus: 'cod',
  orderStatus: 'confirmed',
  totalAmount: 2249,
  refundedAmount: 0,
  refundedAt: '',
  returnRequest: null,
  cod: { status: 'confirmed', advance: 0 },
};

describe('orderPaymentState', () => {
  it('a paid order cancelled by the customer and refunded in full: Refunded', () => {
    expect(
      orderPaymentState({
        ...paidOrder,
        orderStatus: 'cancelled',
        refundedAmount: 4400,
        refundedAt: '2026-11-26T10:15:00.000Z',
      }),
    ).toEqual({ key: 'refunded', label: 'Refunded' });
  });

  it('a refund made without an amount counts as the whole order', () => {
    expect(
      orderPaymentState({
        ...paidOrder,
        orderStatus: 'rejected',
        refundedAmount: 0,
        refundedAt: '2026-11-26T10:15:00.000Z',
      }).key,
    ).toBe('refunded');
  });

  it('an order refund below the total: Partly refunded', () => {
    expect(
      orderPaymentState({
        ...paidOrder,
        orderStatus: 'cancelled',
        refundedAmount: 4000,
        refundedAt: '2026-11-26T10:15:00.000Z',
      }),
    ).toEqual({ key: 'partly-refunded', label: 'Partly refunded' });
  });

  it('a paid order rejected by the shop, its refund not made yet: Refund pending', () => {
    expect(orderPaymentState({ ...paidOrder, orderStatus: 'rejected' })).toEqual({
      key: 'refund-pending',
      label: 'Refund pending',
    });
    expect(orderPaymentState({ ...paidOrder, orderStatus: 'cancelled' }).key).toBe(
      'refund-pending',
    );
  });

  it('a delivered order with one of two sarees returned and refunded: Partly refunded', () => {
    const delivered = { ...paidOrder, orderStatus: 'delivered', totalAmount: 5248 };
    expect(
      orderPaymentState({
        ...delivered,
        returnRequest: returned({
          status: 'refunded',
          refundAmount: 2999,
          refundedAt: '2026-11-28T09:00:00.000Z',
        }),
      }),
    ).toEqual({ key: 'partly-refunded', label: 'Partly refunded' });
    // Refunded by the owner's step, the provider's refund not in yet: counts as made.
    expect(
      orderPaymentState({
        ...delivered,
        returnRequest: returned({ status: 'refunded', refundAmount: 2999 }),
      }).key,
    ).toBe('partly-refunded');
  });

  it('a return not refunded yet (requested, received, replaced) leaves it Paid', () => {
    for (const status of ['requested', 'approved', 'received', 'replaced', 'rejected']) {
      expect(
        orderPaymentState({
          ...paidOrder,
          orderStatus: 'delivered',
          returnRequest: returned({ status, refundAmount: 0 }),
        }),
      ).toEqual({ key: 'paid', label: 'Paid' });
    }
  });

  it('a whole order returned, its refund reaching the total (shipping on top): Refunded', () => {
    expect(
      orderPaymentState({
        ...paidOrder,
        orderStatus: 'delivered',
        totalAmount: 2999.5,
        returnRequest: returned({
          status: 'refunded',
          refundAmount: 2999.5,
          refundedAt: '2026-11-28T09:00:00.000Z',
        }),
      }).key,
    ).toBe('refunded');
  });

  it("the order's and the return's refunds add up, compared in paise", () => {
    // 0.1 + 0.2 rupees is 0.30000000000000004 in binary: still exactly the 0.3 total.
    expect(
      orderPaymentState({
        ...paidOrder,
        orderStatus: 'delivered',
        totalAmount: 0.3,
        refundedAmount: 0.1,
        refundedAt: '2026-11-27T09:00:00.000Z',
        returnRequest: returned({ status: 'refunded', refundAmount: 0.2 }),
      }).key,
    ).toBe('refunded');
    expect(
      orderPaymentState({
        ...paidOrder,
        orderStatus: 'delivered',
        totalAmount: 0.31,
        refundedAmount: 0.1,
        refundedAt: '2026-11-27T09:00:00.000Z',
        returnRequest: returned({ status: 'refunded', refundAmount: 0.2 }),
      }).key,
    ).toBe('partly-refunded');
  });

  it('a COD order confirmed: the cash is due at delivery', () => {
    expect(orderPaymentState(codOrder)).toEqual({ key: 'cod', label: 'Cash due at delivery' });
  });

  it('a COD order cancelled or rejected before the cash: Nothing due', () => {
    expect(orderPaymentState({ ...codOrder, orderStatus: 'cancelled' })).toEqual({
      key: 'none',
      label: 'Nothing due',
    });
    expect(orderPaymentState({ ...codOrder, orderStatus: 'rejected', cod: null }).key).toBe('none');
    // Refused at the door: the advance pays the return shipment, nothing comes back.
    expect(
      orderPaymentState({
        ...codOrder,
        orderStatus: 'cancelled',
        cod: { status: 'rto', advance: 450 },
      }).key,
    ).toBe('none');
    // Cancelled while the advance was still to pay.
    expect(
      orderPaymentState({
        ...codOrder,
        orderStatus: 'cancelled',
        cod: { status: 'awaiting-advance', advance: 450 },
      }).key,
    ).toBe('none');
  });

  it("a medium-risk COD order cancelled: its advance's refund pending, then Refunded", () => {
    const cancelled = {
      ...codOrder,
      orderStatus: 'cancelled',
      cod: { status: 'confirmed', advance: 450 },
    };
    expect(orderPaymentState(cancelled).key).toBe('refund-pending');
    expect(
      orderPaymentState({
        ...cancelled,
        refundedAmount: 450,
        refundedAt: '2026-11-26T10:15:00.000Z',
      }),
    ).toEqual({ key: 'refunded', label: 'Refunded' });
  });

  it('a COD order paid in cash, then a return refunded by bank transfer', () => {
    const collected = {
      ...codOrder,
      paymentStatus: 'paid',
      orderStatus: 'delivered',
      cod: { status: 'collected', advance: 0 },
    };
    expect(orderPaymentState(collected).key).toBe('paid');
    expect(
      orderPaymentState({
        ...collected,
        returnRequest: returned({
          status: 'refunded',
          refundAmount: 1200,
          refundedAt: '2026-11-29T12:00:00.000Z',
        }),
      }).key,
    ).toBe('partly-refunded');
    expect(
      orderPaymentState({
        ...collected,
        returnRequest: returned({
          status: 'refunded',
          refundAmount: 2249,
          refundedAt: '2026-11-29T12:00:00.000Z',
        }),
      }).key,
    ).toBe('refunded');
  });

  it('otherwise the payment status: Paid, Pending, Failed; others as they are', () => {
    expect(orderPaymentState(paidOrder)).toEqual({ key: 'paid', label: 'Paid' });
    expect(
      orderPaymentState({ ...paidOrder, paymentStatus: 'pending', orderStatus: 'pending' }),
    ).toEqual({ key: 'pending', label: 'Pending' });
    expect(
      orderPaymentState({ ...paidOrder, paymentStatus: 'failed', orderStatus: 'cancelled' }),
    ).toEqual({ key: 'failed', label: 'Failed' });
    // cancelled before it was paid (the customer's cancel, or the 30-minute expiry)
    expect(
      orderPaymentState({ ...paidOrder, paymentStatus: 'pending', orderStatus: 'cancelled' }),
    ).toEqual({ key: 'none', label: 'Nothing due' });
    expect(orderPaymentState({ ...paidOrder, paymentStatus: 'authorised' })).toEqual({
      key: 'unknown',
      label: 'Authorised',
    });
    expect(orderPaymentState({ ...paidOrder, paymentStatus: '' })).toEqual({
      key: 'unknown',
      label: 'Unknown',
    });
  });

  it('reads only what it is given (fields missing from an older server)', () => {
    expect(
      orderPaymentState({ paymentStatus: 'paid', orderStatus: 'cancelled', totalAmount: 999 }).key,
    ).toBe('refund-pending');
  });
});
