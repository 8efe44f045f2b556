import { describe, expect, it } from 'vitest';
import {
  addressLines,
  cancelledTitle,
  canMarkReturned,
  canRecordCash,
  cashAmountMessage,
  checkCashAmount,
  codStatusBadge,
  isCodOrder,
  paymentMethodLabel,
  riskBadge,
  CASH_DUE_LABEL,
  RTO_REASON_TEXT,
  refundState,
  orderStatusBadge,
  type PaymentFacts,
  paymentStatusBadge,
  shortOrderId,
  statusChoices,
  statusLabel,
  statusUpdate,
  COURIER_REQUIRED_MESSAGE,
  ORDER_STATUSES,
  TRACKING_REQUIRED_MESSAGE,
} from './order-model';

describe('orderStatusBadge', () => {
  it('colours confirmed green, rejected red, pending yellow, delivered blue, others grey', () => {
    expect(orderStatusBadge('confirmed')).toEqual({ label: 'Confirmed', color: 'green' });
    expect(orderStatusBadge('rejected')).toEqual({ label: 'Rejected', color: 'red' });
    expect(orderStatusBadge('pending')).toEqual({ label: 'Pending', color: 'gold' });
    expect(orderStatusBadge('delivered')).toEqual({ label: 'Delivered', color: 'blue' });
    expect(orderStatusBadge('inShipping')).toEqual({ label: 'In Shipping', color: 'default' });
    expect(orderStatusBadge('inProcess')).toEqual({ label: 'In Process', color: 'default' });
  });
  it('reads "Processing" when the status is missing', () => {
    expect(orderStatusBadge('').label).toBe('Processing');
  });
});

/** An order as the console reads it (rupees): ₹4,400 paid online and confirmed. */
const paidOrder = (fields: Partial<PaymentFacts> = {}): PaymentFacts => ({
  paymentStatus: 'paid',
  orderStatus: 'confirmed',
  totalAmount: 4400,
  refundedAmount: 0,
  refundedAt: '',
  returnRequest: null,
  cod: null,
  ...fields,
});

describe('paymentStatusBadge', () => {
  it('colours paid green, pending yellow and anything else red', () => {
    expect(paymentStatusBadge(paidOrder())).toEqual({ label: 'Paid', color: 'green' });
    expect(paymentStatusBadge(paidOrder({ paymentStatus: 'pending' }))).toEqual({
      label: 'Pending',
      color: 'gold',
    });
    expect(paymentStatusBadge(paidOrder({ paymentStatus: 'failed' }))).toEqual({
      label: 'Failed',
      color: 'red',
    });
  });

  it('reads a refunded order as Refunded, a part refund as Partly refunded (blue, never green)', () => {
    expect(
      paymentStatusBadge(
        paidOrder({
          orderStatus: 'cancelled',
          refundedAmount: 4400,
          refundedAt: '2026-11-26T06:30:00.000Z',
        }),
      ),
    ).toEqual({ label: 'Refunded', color: 'blue' });
    expect(
      paymentStatusBadge(
        paidOrder({
          orderStatus: 'delivered',
          returnRequest: {
            status: 'refunded',
            refundAmount: 3049,
            refundedAt: '2026-11-28T06:30:00.000Z',
          },
        }),
      ),
    ).toEqual({ label: 'Partly refunded', color: 'blue' });
  });

  it('reads a paid order rejected, its refund not made, as Refund pending (gold)', () => {
    expect(paymentStatusBadge(paidOrder({ orderStatus: 'rejected' }))).toEqual({
      label: 'Refund pending',
      color: 'gold',
    });
  });
});

describe('the statuses', () => {
  it('names every status an order can be in, Confirmed and Cancelled included', () => {
    expect(ORDER_STATUSES.map(statusLabel)).toEqual([
      'Pending',
      'Confirmed',
      'In Process',
      'In Shipping',
      'Delivered',
      'Rejected',
      'Cancelled',
    ]);
  });
  it("offers the server's next statuses, or the current status alone", () => {
    expect(
      statusChoices({
        orderStatus: 'confirmed',
        nextStatuses: ['confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected'],
      }),
    ).toEqual(['confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected']);
    expect(statusChoices({ orderStatus: 'confirmed', nextStatuses: [] })).toEqual(['confirmed']);
    expect(statusChoices({ orderStatus: '', nextStatuses: [] })).toEqual([]);
  });
});

describe('statusUpdate', () => {
  it('refuses inShipping without a tracking number or a courier', () => {
    expect(statusUpdate('inShipping', '   ', 'delhivery')).toEqual({
      ok: false,
      message: TRACKING_REQUIRED_MESSAGE,
    });
    expect(statusUpdate('inShipping', undefined, 'delhivery').ok).toBe(false);
    expect(statusUpdate('inShipping', 'AWB123', ' ')).toEqual({
      ok: false,
      message: COURIER_REQUIRED_MESSAGE,
    });
  });
  it('sends the trimmed tracking number and the courier only when given', () => {
    expect(statusUpdate('inShipping', ' AWB123 ', 'delhivery')).toEqual({
      ok: true,
      update: { orderStatus: 'inShipping', trackingNumber: 'AWB123', courierId: 'delhivery' },
    });
    expect(statusUpdate('delivered', '')).toEqual({
      ok: true,
      update: { orderStatus: 'delivered' },
    });
  });
});

describe('addressLines and shortOrderId', () => {
  it('splits an address at its commas, dropping empty parts', () => {
    expect(addressLines('12 MG Road, Indiranagar,, Near Metro ')).toEqual([
      '12 MG Road',
      'Indiranagar',
      'Near Metro',
    ]);
  });
  it('shortens an id to its first 8 characters', () => {
    expect(shortOrderId('0f8e2c1a-1111-4222-8333-944445555666')).toBe('0f8e2c1a');
  });
});

describe('refundState', () => {
  const order = (orderStatus: string, paymentStatus: string, refundedAt = '') =>
    paidOrder({ orderStatus, paymentStatus, refundedAt });

  it('is pending for a paid order cancelled or rejected, refunded once the provider made it', () => {
    expect(refundState(order('cancelled', 'paid'))).toBe('pending');
    expect(refundState(order('rejected', 'paid'))).toBe('pending');
    expect(refundState(order('cancelled', 'paid', '2025-06-21T06:30:00Z'))).toBe('refunded');
    expect(refundState(order('rejected', 'paid', '2025-06-21T06:30:00Z'))).toBe('refunded');
  });

  it('is none for an order that keeps its payment or was never paid', () => {
    expect(refundState(order('confirmed', 'paid'))).toBe('none');
    expect(refundState(order('delivered', 'paid'))).toBe('none');
    expect(refundState(order('cancelled', 'pending'))).toBe('none');
  });

  it("is not the order's refund for a refunded return (the Returns screen's)", () => {
    expect(
      refundState(
        paidOrder({
          orderStatus: 'delivered',
          returnRequest: { status: 'refunded', refundAmount: 4400, refundedAt: '2026-11-28' },
        }),
      ),
    ).toBe('none');
  });

  it("is pending for a COD order's advance when the order is cancelled, none once refused", () => {
    const cancelledCod = (status: string) =>
      paidOrder({
        paymentStatus: 'cod',
        orderStatus: 'cancelled',
        cod: { status, advance: 450 },
      });
    expect(refundState(cancelledCod('confirmed'))).toBe('pending');
    expect(refundState(cancelledCod('rto'))).toBe('none');
  });
});

describe('cash on delivery', () => {
  const cod = (status: string) => ({ status });
  const order = (orderStatus: string, status: string | null, paymentMethod = 'cod') => ({
    paymentMethod,
    orderStatus,
    cod: status === null ? null : cod(status),
  });

  it('reads the payment status `cod` as cash due on delivery', () => {
    const codOrder = (fields: Partial<PaymentFacts>) =>
      paidOrder({
        paymentStatus: 'cod',
        totalAmount: 2249,
        cod: { status: 'confirmed', advance: 0 },
        ...fields,
      });
    expect(paymentStatusBadge(codOrder({}))).toEqual({ label: CASH_DUE_LABEL, color: 'orange' });
    expect(CASH_DUE_LABEL).toBe('Cash due on delivery');
    expect(
      paymentStatusBadge(codOrder({ paymentStatus: 'paid', cod: { status: 'collected' } })).label,
    ).toBe('Paid');
    // Cancelled before the cash: nothing is due.
    expect(paymentStatusBadge(codOrder({ orderStatus: 'cancelled' }))).toEqual({
      label: 'Nothing due',
      color: 'default',
    });
    // Collected, then a return refunded by bank transfer.
    expect(
      paymentStatusBadge(
        codOrder({
          paymentStatus: 'paid',
          orderStatus: 'delivered',
          cod: { status: 'collected' },
          returnRequest: { status: 'refunded', refundAmount: 1200, refundedAt: '' },
        }),
      ),
    ).toEqual({ label: 'Partly refunded', color: 'blue' });
  });

  it('names the payment method', () => {
    expect(paymentMethodLabel('cod')).toBe('Cash on delivery');
    expect(paymentMethodLabel('razorpay')).toBe('razorpay');
    expect(isCodOrder({ paymentMethod: 'cod' })).toBe(true);
    expect(isCodOrder({ paymentMethod: 'razorpay' })).toBe(false);
  });

  it('names every COD status, with a colour', () => {
    expect(codStatusBadge('awaiting-confirmation')).toEqual({
      label: 'Awaiting confirmation',
      color: 'gold',
    });
    expect(codStatusBadge('awaiting-advance').label).toBe('Awaiting advance');
    expect(codStatusBadge('confirmed').label).toBe('Confirmed');
    expect(codStatusBadge('collected')).toEqual({ label: 'Cash collected', color: 'green' });
    expect(codStatusBadge('rto')).toEqual({ label: 'Returned to origin', color: 'red' });
    expect(codStatusBadge('later')).toEqual({ label: 'later', color: 'default' });
  });

  it('colours the risk level low green, medium orange, high red', () => {
    expect(riskBadge('low')).toEqual({ label: 'Low', color: 'green' });
    expect(riskBadge('medium')).toEqual({ label: 'Medium', color: 'orange' });
    expect(riskBadge('high')).toEqual({ label: 'High', color: 'red' });
    expect(riskBadge('')).toEqual({ label: 'Not assessed', color: 'default' });
  });

  it('says why a cancelled order was cancelled, returned to origin included', () => {
    expect(cancelledTitle('rto')).toBe(
      'Returned to origin (refused at delivery): its units are back in stock.',
    );
    expect(cancelledTitle('rto')).toContain(RTO_REASON_TEXT);
    expect(cancelledTitle('customer')).toBe(
      'Cancelled by the customer before shipping: do not pack it.',
    );
    expect(cancelledTitle('expired')).toBe('This order was cancelled.');
  });

  it('offers recording the cash for a shipped or delivered COD order not yet collected', () => {
    expect(canRecordCash(order('inShipping', 'confirmed'))).toBe(true);
    expect(canRecordCash(order('delivered', 'confirmed'))).toBe(true);
    expect(canRecordCash(order('confirmed', 'confirmed'))).toBe(false);
    expect(canRecordCash(order('inProcess', 'confirmed'))).toBe(false);
    expect(canRecordCash(order('delivered', 'collected'))).toBe(false);
    expect(canRecordCash(order('cancelled', 'rto'))).toBe(false);
    expect(canRecordCash(order('inShipping', null))).toBe(false);
    expect(canRecordCash(order('inShipping', null, 'razorpay'))).toBe(false);
  });

  it('offers marking returned to origin for a shipped COD order not yet collected', () => {
    expect(canMarkReturned(order('inShipping', 'confirmed'))).toBe(true);
    expect(canMarkReturned(order('delivered', 'confirmed'))).toBe(false);
    expect(canMarkReturned(order('inShipping', 'collected'))).toBe(false);
    expect(canMarkReturned(order('confirmed', 'confirmed'))).toBe(false);
  });

  it('takes a cash amount from ₹1 to the amount due, as the server does', () => {
    expect(checkCashAmount(1249, 1249)).toBeUndefined();
    expect(checkCashAmount(1, 1249)).toBeUndefined();
    expect(checkCashAmount(1249.5, 1249.5)).toBeUndefined();
    for (const wrong of [0, 0.5, -1, 1.005, 1250, null, undefined])
      expect(checkCashAmount(wrong, 1249)).toBe(cashAmountMessage(1249));
    expect(cashAmountMessage(1249)).toBe('The cash collected must be between ₹1 and ₹1,249');
    expect(cashAmountMessage(1249.5)).toBe('The cash collected must be between ₹1 and ₹1,249.50');
  });
});
