import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ALREADY_SHIPPED,
  NOT_CANCELLABLE,
  planCustomerCancel,
  canMove,
  isExpired,
  nextStatuses,
  onPaymentCaptured,
  planStatusUpdate as planWith,
  type OrderStatus,
  type PaymentStatus,
} from './order-state-machine.js';

const paid = (orderStatus: OrderStatus, trackingNumber = '', courierId = '') => ({
  orderStatus,
  paymentStatus: 'paid' as const,
  trackingNumber,
  courierId,
});

const COURIERS = ['delhivery', 'dtdc'];
const planStatusUpdate = (
  order: Parameters<typeof planWith>[0],
  requested: Parameters<typeof planWith>[1],
) => planWith(order, requested, COURIERS);

describe('order state machine', () => {
  it('moves forward along pending < confirmed < inProcess < inShipping < delivered', () => {
    assert.equal(canMove('pending', 'confirmed'), true);
    assert.equal(canMove('confirmed', 'inShipping'), true);
    assert.equal(canMove('inProcess', 'delivered'), true);
    assert.equal(canMove('inShipping', 'inProcess'), false);
    assert.equal(canMove('delivered', 'confirmed'), false);
    assert.equal(canMove('confirmed', 'pending'), false);
  });

  it('reaches rejected from any state that is not final, and leaves no final state', () => {
    for (const from of ['pending', 'confirmed', 'inProcess', 'inShipping'] as const)
      assert.equal(canMove(from, 'rejected'), true, from);
    assert.equal(canMove('delivered', 'rejected'), false);
    assert.equal(canMove('rejected', 'confirmed'), false);
    assert.equal(canMove('cancelled', 'confirmed'), false);
    assert.equal(canMove('rejected', 'rejected'), true);
  });

  it('refuses an unknown status, a shipment without a number, an unpaid order and a step back', () => {
    assert.deepEqual(
      planStatusUpdate(paid('confirmed'), { orderStatus: 'cancelled', trackingNumber: '' }),
      {
        ok: false,
        code: 'invalid',
        message: 'Invalid order status',
      },
    );
    assert.deepEqual(
      planStatusUpdate(paid('confirmed'), { orderStatus: 'shipped', trackingNumber: '' }),
      {
        ok: false,
        code: 'invalid',
        message: 'Invalid order status',
      },
    );
    assert.deepEqual(
      planStatusUpdate(paid('confirmed'), { orderStatus: 'inShipping', trackingNumber: '   ' }),
      {
        ok: false,
        code: 'invalid',
        message: 'Tracking number is required when marking order as shipped',
      },
    );
    assert.deepEqual(
      planStatusUpdate(
        { orderStatus: 'pending', paymentStatus: 'pending', trackingNumber: '', courierId: '' },
        { orderStatus: 'confirmed', trackingNumber: '' },
      ),
      { ok: false, code: 'failed-precondition', message: 'Only paid orders can be updated' },
    );
    assert.deepEqual(
      planStatusUpdate(paid('inShipping', 'T1', 'delhivery'), {
        orderStatus: 'inProcess',
        trackingNumber: '',
      }),
      {
        ok: false,
        code: 'failed-precondition',
        message: 'Order status cannot move back from inShipping to inProcess',
      },
    );
  });

  it('ships with a number, and ships again when the number changes', () => {
    assert.deepEqual(
      planStatusUpdate(paid('inProcess'), {
        orderStatus: 'inShipping',
        trackingNumber: ' T1 ',
        courierId: 'delhivery',
      }),
      {
        ok: true,
        next: { orderStatus: 'inShipping', trackingNumber: 'T1', courierId: 'delhivery' },
        changed: true,
        shipped: true,
      },
    );
    assert.deepEqual(
      planStatusUpdate(paid('inShipping', 'T1', 'delhivery'), {
        orderStatus: 'inShipping',
        trackingNumber: 'T2',
      }),
      {
        ok: true,
        next: { orderStatus: 'inShipping', trackingNumber: 'T2', courierId: 'delhivery' },
        changed: true,
        shipped: true,
      },
    );
    assert.deepEqual(
      planStatusUpdate(paid('inShipping', 'T1', 'delhivery'), {
        orderStatus: 'inShipping',
        trackingNumber: 'T1',
      }),
      {
        ok: true,
        next: { orderStatus: 'inShipping', trackingNumber: 'T1', courierId: 'delhivery' },
        changed: false,
        shipped: false,
      },
    );
    assert.deepEqual(
      planStatusUpdate(paid('inShipping', 'T1', 'delhivery'), {
        orderStatus: 'delivered',
        trackingNumber: '',
      }),
      {
        ok: true,
        next: { orderStatus: 'delivered', trackingNumber: 'T1', courierId: 'delhivery' },
        changed: true,
        shipped: false,
      },
    );
  });

  it('ships with a known courier only, and keeps the courier an order has', () => {
    assert.deepEqual(
      planStatusUpdate(paid('confirmed'), { orderStatus: 'inShipping', trackingNumber: 'T1' }),
      {
        ok: false,
        code: 'invalid',
        message: 'Please choose the courier when marking order as shipped',
      },
    );
    assert.deepEqual(
      planStatusUpdate(paid('confirmed'), {
        orderStatus: 'inShipping',
        trackingNumber: 'T1',
        courierId: 'pigeon-post',
      }),
      { ok: false, code: 'invalid', message: 'Unknown courier: choose one of the couriers listed' },
    );
    // Another courier for a shipped order is a change: the tracking e-mail goes again.
    assert.deepEqual(
      planStatusUpdate(paid('inShipping', 'T1', 'delhivery'), {
        orderStatus: 'inShipping',
        trackingNumber: 'T1',
        courierId: 'dtdc',
      }),
      {
        ok: true,
        next: { orderStatus: 'inShipping', trackingNumber: 'T1', courierId: 'dtdc' },
        changed: true,
        shipped: true,
      },
    );
  });

  it('offers a paid order its current status and the moves forward, none for an unpaid one', () => {
    assert.deepEqual(nextStatuses({ orderStatus: 'confirmed', paymentStatus: 'paid' }), [
      'confirmed',
      'inProcess',
      'inShipping',
      'delivered',
      'rejected',
    ]);
    assert.deepEqual(nextStatuses({ orderStatus: 'inShipping', paymentStatus: 'paid' }), [
      'inShipping',
      'delivered',
      'rejected',
    ]);
    assert.deepEqual(nextStatuses({ orderStatus: 'delivered', paymentStatus: 'paid' }), [
      'delivered',
    ]);
    assert.deepEqual(nextStatuses({ orderStatus: 'pending', paymentStatus: 'pending' }), []);
  });

  it('confirms a pending order once, and never revives a cancelled one', () => {
    assert.equal(
      onPaymentCaptured({ orderStatus: 'pending', paymentStatus: 'pending' }),
      'confirm',
    );
    assert.equal(onPaymentCaptured({ orderStatus: 'pending', paymentStatus: 'failed' }), 'confirm');
    assert.equal(
      onPaymentCaptured({ orderStatus: 'confirmed', paymentStatus: 'paid' }),
      'already-paid',
    );
    assert.equal(
      onPaymentCaptured({ orderStatus: 'cancelled', paymentStatus: 'pending' }),
      'too-late',
    );
  });

  it('expires unpaid pending orders past their window only', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const before = new Date('2026-01-01T09:59:59Z');
    const later = new Date('2026-01-01T10:00:01Z');
    assert.equal(
      isExpired({ orderStatus: 'pending', paymentStatus: 'pending', expiresAt: before }, now),
      true,
    );
    assert.equal(
      isExpired({ orderStatus: 'pending', paymentStatus: 'failed', expiresAt: before }, now),
      true,
    );
    assert.equal(
      isExpired({ orderStatus: 'pending', paymentStatus: 'pending', expiresAt: later }, now),
      false,
    );
    assert.equal(
      isExpired({ orderStatus: 'confirmed', paymentStatus: 'paid', expiresAt: before }, now),
      false,
    );
  });
});

describe("the customer's cancellation", () => {
  const plan = (orderStatus: OrderStatus, paymentStatus: PaymentStatus, cancelReason = '') =>
    planCustomerCancel({ orderStatus, paymentStatus, cancelReason });

  it('cancels what is not shipped yet: paid ones with a refund, unpaid ones without', () => {
    for (const status of ['confirmed', 'inProcess'] as const)
      assert.deepEqual(plan(status, 'paid'), { do: 'cancel-paid' });
    assert.deepEqual(plan('pending', 'pending'), { do: 'cancel-unpaid' });
    assert.deepEqual(plan('pending', 'failed'), { do: 'cancel-unpaid' });
  });

  it('answers an order its customer already cancelled as it is', () => {
    assert.deepEqual(plan('cancelled', 'paid', 'customer'), { do: 'nothing' });
    assert.deepEqual(plan('cancelled', 'pending', 'customer'), { do: 'nothing' });
  });

  it('refuses shipped and delivered orders, and orders the shop ended', () => {
    for (const status of ['inShipping', 'delivered'] as const)
      assert.deepEqual(plan(status, 'paid'), { do: 'refuse', message: ALREADY_SHIPPED });
    assert.deepEqual(plan('rejected', 'paid'), { do: 'refuse', message: NOT_CANCELLABLE });
    for (const reason of ['expired', 'sold-out', ''])
      assert.deepEqual(plan('cancelled', 'pending', reason), {
        do: 'refuse',
        message: NOT_CANCELLABLE,
      });
  });
});
