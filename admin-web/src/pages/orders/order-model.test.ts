import { describe, expect, it } from 'vitest';
import {
  addressLines,
  refundState,
  orderStatusBadge,
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

describe('paymentStatusBadge', () => {
  it('colours paid green, pending yellow and anything else red', () => {
    expect(paymentStatusBadge('paid')).toEqual({ label: 'Paid', color: 'green' });
    expect(paymentStatusBadge('pending')).toEqual({ label: 'Pending', color: 'gold' });
    expect(paymentStatusBadge('failed')).toEqual({ label: 'Failed', color: 'red' });
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
  const order = (orderStatus: string, paymentStatus: string, refundedAt = '') => ({
    orderStatus,
    paymentStatus,
    refundedAt,
  });

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
});
