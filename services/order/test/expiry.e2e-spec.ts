import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { createEnvelope } from '@boutique/service-kit';
import { waitFor } from '@boutique/testing';
import { OrderExpiryService } from '../src/expiry/order-expiry.service.js';
import {
  customer,
  orderRequest,
  rejectsWith,
  startOrders,
  type OrderFixture,
} from './fixtures/order-fixture.js';

describe('expiry: unpaid orders are cancelled after the payment window', () => {
  let fixture: OrderFixture;

  before(async () => {
    fixture = await startOrders({
      ORDER_PAYMENT_WINDOW_SECONDS: '1',
      ORDER_EXPIRY_SWEEP_SECONDS: '0.2',
    });
  });

  after(() => fixture?.close());

  it('cancels an unpaid order once, publishes order-cancelled once and refuses a late capture', async () => {
    const saree = fixture.catalogue.addProduct({ title: 'Bandhani', totalStock: 3 });
    const actor = customer();
    const { order } = await fixture.orders.createOrder(
      orderRequest(actor, [{ productId: saree.id, quantity: 1 }]),
    );
    const cancelled = await waitFor(
      async () => {
        const { order: read } = await fixture.orders.getOrder({ actor, orderId: order!.id });
        return read?.orderStatus === 'cancelled' && read;
      },
      { what: 'the order cancelled', timeoutMs: 10_000 },
    );
    assert.equal(cancelled.paymentStatus, 'pending');
    assert.deepEqual(
      cancelled.history.map((h) => h.status),
      ['pending', 'cancelled'],
    );
    await sleep(800); // several more sweeps
    const events = await fixture.events(order!.id);
    assert.deepEqual(
      events.filter((e) => e.type === 'order-cancelled').map((e) => e.data),
      [{ orderId: order!.id, userId: actor.userId, reason: 'expired' }],
    );

    const paid = fixture.payment.pay(order!.id);
    await rejectsWith(
      fixture.orders.capturePayment({ actor, orderId: order!.id, ...paid }),
      status.FAILED_PRECONDITION,
      'This order has expired. Please place a new order.',
    );
    // A captured payment arriving after the cancellation (here delivered twice) does not
    // revive the order: order-payment-refused asks payment for a refund, once.
    const captured = createEnvelope('payment', 'payment-captured', order!.id, {
      orderId: order!.id,
      razorpayOrderId: 'order_Late000000001',
      paymentId: paid.paymentId,
      amount: order!.totalAmount,
      method: 'upi',
      capturedAt: new Date().toISOString(),
    });
    await fixture.service.bus.publish('payment.events.v1', captured);
    await fixture.service.bus.publish('payment.events.v1', captured);
    await waitFor(async () => (await fixture.count('order-payment-refused', order!.id)) === 1, {
      what: 'order-payment-refused written',
    });
    await sleep(500); // the redelivery is handled meanwhile
    const { order: after } = await fixture.orders.getOrder({ actor, orderId: order!.id });
    assert.equal(after?.orderStatus, 'cancelled');
    assert.deepEqual(
      after?.history.map((h) => h.status),
      ['pending', 'cancelled'],
    );
    assert.equal(await fixture.count('order-paid', order!.id), 0);
    const refused = (await fixture.events(order!.id)).filter(
      (e) => e.type === 'order-payment-refused',
    );
    assert.deepEqual(
      refused.map((e) => e.data),
      [
        {
          orderId: order!.id,
          paymentId: paid.paymentId,
          amount: order!.totalAmount,
          reason: 'order-cancelled',
        },
      ],
    );
  });

  it('leaves an order paid within its window alone', async () => {
    const saree = fixture.catalogue.addProduct({ title: 'Leheriya', totalStock: 3 });
    const actor = customer();
    const { order } = await fixture.orders.createOrder(
      orderRequest(actor, [{ productId: saree.id, quantity: 1 }]),
    );
    await fixture.orders.capturePayment({
      actor,
      orderId: order!.id,
      ...fixture.payment.pay(order!.id),
    });
    await sleep(1800);
    const { order: read } = await fixture.orders.getOrder({ actor, orderId: order!.id });
    assert.equal(read?.orderStatus, 'confirmed');
    assert.equal(await fixture.count('order-cancelled', order!.id), 0);
  });

  it('cancels each expired order once when several sweepers run at the same time', async () => {
    const saree = fixture.catalogue.addProduct({ title: 'Ikat', totalStock: 10 });
    const placed = await Promise.all(
      Array.from({ length: 6 }, () =>
        fixture.orders.createOrder(orderRequest(customer(), [{ productId: saree.id }])),
      ),
    );
    await sleep(1100);
    // Three replicas' sweeps at once, besides this instance's own timer.
    const sweeper = fixture.service.app.get(OrderExpiryService);
    await Promise.all([sweeper.sweep(), sweeper.sweep(), sweeper.sweep()]);
    for (const { order } of placed) {
      await waitFor(async () => (await fixture.count('order-cancelled', order!.id)) === 1, {
        what: 'one order-cancelled',
      });
    }
    await sleep(500);
    for (const { order } of placed) {
      assert.equal(await fixture.count('order-cancelled', order!.id), 1);
      const { order: read } = await fixture.orders.getOrder({
        actor: { userId: order!.userId, role: 'user', userName: '' },
        orderId: order!.id,
      });
      assert.deepEqual(
        read?.history.map((h) => h.status),
        ['pending', 'cancelled'],
      );
    }
  });
});
