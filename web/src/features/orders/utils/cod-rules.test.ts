import { describe, expect, it } from 'vitest';
import { readOrder, type Order, type OrderCod } from '../types/order';
import {
  codAmounts,
  codStatusLine,
  expectedDelivery,
  formatDeadline,
  isCashOnDelivery,
  paymentMethodLabel,
  paymentStatusBadge,
} from './order-rules';

// Cash on delivery in My Account > Orders (docs/cash-on-delivery.md).

const cod = (fields: Partial<OrderCod>): OrderCod => ({
  status: 'confirmed',
  fee: 49,
  advance: 0,
  dueOnDelivery: 3649,
  confirmBy: '',
  confirmedAt: '',
  cashCollected: 0,
  cashCollectedAt: '',
  ...fields,
});

type Facts = Pick<Order, 'paymentMethod' | 'orderStatus' | 'cancelReason' | 'cod'>;
const order = (fields: Partial<Facts>): Facts => ({
  paymentMethod: 'cod',
  orderStatus: 'pending',
  cancelReason: '',
  cod: cod({}),
  ...fields,
});

describe('readOrder', () => {
  it('reads the cod block, and null for an online order or an older server', () => {
    const read = readOrder({
      id: 'o-1',
      paymentMethod: 'cod',
      paymentStatus: 'cod',
      cancelReason: '',
      cod: {
        status: 'confirmed',
        fee: 49,
        advance: 730,
        dueOnDelivery: 2919,
        confirmBy: '2026-11-28T06:00:00Z',
        confirmedAt: '2026-11-27T07:00:00Z',
        cashCollected: 0,
        cashCollectedAt: '',
        riskLevel: '',
        riskReasons: [],
      },
    });
    expect(read.cod).toEqual({
      status: 'confirmed',
      fee: 49,
      advance: 730,
      dueOnDelivery: 2919,
      confirmBy: '2026-11-28T06:00:00Z',
      confirmedAt: '2026-11-27T07:00:00Z',
      cashCollected: 0,
      cashCollectedAt: '',
    });
    expect(readOrder({ id: 'o-2', paymentMethod: 'razorpay', cod: null }).cod).toBeNull();
    expect(readOrder({ id: 'o-3' }).cod).toBeNull();
    expect(readOrder({ id: 'o-3' }).cancelReason).toBe('');
    expect(readOrder({ id: 'o-4', cod: { status: 'lost' } }).cod?.status).toBe('');
  });
});

describe('the way to pay', () => {
  it('names cash on delivery, else the provider', () => {
    expect(paymentMethodLabel({ paymentMethod: 'cod', cod: cod({}) })).toBe('Cash on delivery');
    expect(isCashOnDelivery({ paymentMethod: 'razorpay', cod: null })).toBe(false);
    expect(paymentMethodLabel({ paymentMethod: 'razorpay', cod: null })).toBe('razorpay');
    expect(paymentMethodLabel({ paymentMethod: '', cod: null })).toBe('—');
  });

  it("calls the cash still due 'Due at delivery'", () => {
    const codOrder = (fields: Record<string, unknown>) =>
      readOrder({
        id: 'c0d0c0d0-0000-4000-8000-000000000001',
        totalAmount: 3649,
        paymentMethod: 'cod',
        paymentStatus: 'cod',
        orderStatus: 'confirmed',
        cod: cod({}),
        ...fields,
      });
    expect(paymentStatusBadge(codOrder({}))).toEqual({ label: 'Due at delivery', tone: 'yellow' });
    expect(
      paymentStatusBadge(codOrder({ paymentStatus: 'paid', cod: cod({ status: 'collected' }) })),
    ).toEqual({ label: 'Paid', tone: 'green' });
  });

  it('a COD order cancelled before delivery: nothing due (grey)', () => {
    const cancelled = readOrder({
      id: 'c0d0c0d0-0000-4000-8000-000000000002',
      totalAmount: 3649,
      paymentMethod: 'cod',
      paymentStatus: 'cod',
      orderStatus: 'cancelled',
      cancelReason: 'customer',
      cod: cod({}),
    });
    expect(paymentStatusBadge(cancelled)).toEqual({ label: 'Nothing due', tone: 'grey' });
  });
});

describe('codStatusLine', () => {
  it('says each state in words', () => {
    expect(
      codStatusLine(
        order({ cod: cod({ status: 'awaiting-confirmation', confirmBy: '2026-11-28T06:00:00Z' }) }),
      ),
    ).toBe('Awaiting your confirmation — confirm by 28 November 2026 at 11:30 am');
    expect(codStatusLine(order({ cod: cod({ status: 'awaiting-confirmation' }) }))).toBe(
      'Awaiting your confirmation — please use the link in our e-mail',
    );
    expect(codStatusLine(order({ cod: cod({ status: 'awaiting-advance' }) }))).toBe(
      'Awaiting the advance payment',
    );
    expect(codStatusLine(order({ orderStatus: 'confirmed' }))).toBe(
      'Confirmed — pay ₹3,649.00 at delivery',
    );
    expect(
      codStatusLine(
        order({
          orderStatus: 'delivered',
          cod: cod({
            status: 'collected',
            cashCollected: 3650,
            cashCollectedAt: '2026-12-02T09:00:00Z',
          }),
        }),
      ),
    ).toBe('Paid in cash ₹3,650.00 on 2 December 2026');
    expect(
      codStatusLine(
        order({ orderStatus: 'cancelled', cancelReason: 'rto', cod: cod({ status: 'rto' }) }),
      ),
    ).toBe('Returned to us');
  });

  it('a cancelled order says only what cash on delivery had to do with it', () => {
    expect(
      codStatusLine(
        order({
          orderStatus: 'cancelled',
          cancelReason: 'expired',
          cod: cod({ status: 'awaiting-confirmation' }),
        }),
      ),
    ).toBe('Not confirmed in time');
    expect(codStatusLine(order({ orderStatus: 'cancelled', cancelReason: 'customer' }))).toBe('');
    expect(codStatusLine(order({ orderStatus: 'cancelled', cancelReason: 'rto', cod: null }))).toBe(
      'Returned to us',
    );
  });

  it('is empty for an online order', () => {
    expect(codStatusLine(order({ paymentMethod: 'razorpay', cod: null }))).toBe('');
  });
});

describe('codAmounts', () => {
  it('the fee, the advance (to pay, then paid) and what is due at the door', () => {
    const rows = (fields: Partial<OrderCod>, status = 'pending') =>
      codAmounts(order({ orderStatus: status, cod: cod(fields) })).map(
        (row) => `${row.label}: ${row.value}`,
      );
    expect(rows({ status: 'awaiting-advance', advance: 730, dueOnDelivery: 2919 })).toEqual([
      'Cash on delivery fee: ₹49.00',
      'Advance (to pay online): ₹730.00',
      'Due at delivery: ₹2,919.00',
    ]);
    expect(rows({ status: 'confirmed', advance: 730, dueOnDelivery: 2919 }, 'confirmed')).toEqual([
      'Cash on delivery fee: ₹49.00',
      'Advance paid online: ₹730.00',
      'Due at delivery: ₹2,919.00',
    ]);
    expect(rows({ status: 'collected', cashCollected: 3649 }, 'delivered')).toEqual([
      'Cash on delivery fee: ₹49.00',
    ]);
    expect(rows({ status: 'rto' }, 'cancelled')).toEqual(['Cash on delivery fee: ₹49.00']);
    expect(codAmounts(order({ paymentMethod: 'razorpay', cod: null }))).toEqual([]);
  });
});

describe('expected delivery of a cash-on-delivery order', () => {
  it('is shown while the cash is due, as for a paid order', () => {
    const addressInfo = {
      addressId: '',
      name: '',
      address: '',
      state: '',
      city: '',
      pincode: '',
      phone: '',
      notes: '',
      deliveryEarliestDate: '2026-12-01',
      deliveryLatestDate: '2026-12-02',
    };
    expect(expectedDelivery({ orderStatus: 'confirmed', paymentStatus: 'cod', addressInfo })).toBe(
      'Tue, 1 Dec – Wed, 2 Dec',
    );
    expect(
      expectedDelivery({ orderStatus: 'pending', paymentStatus: 'pending', addressInfo }),
    ).toBe('');
  });

  it('formats a deadline in India time', () => {
    expect(formatDeadline('2026-11-27T20:00:00Z')).toBe('28 November 2026 at 1:30 am');
    expect(formatDeadline('')).toBe('');
  });
});
