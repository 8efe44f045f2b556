import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { after, before, describe, it } from 'node:test';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { waitFor } from '@boutique/testing';
import {
  ADMIN,
  customer,
  orderRequest,
  rejectsWith,
  startOrders,
  type OrderFixture,
} from './fixtures/order-fixture.js';

describe('payment: CapturePayment and the payment events', () => {
  let fixture: OrderFixture;

  before(async () => {
    fixture = await startOrders();
  });

  after(() => fixture?.close());

  async function placeOrder(actor: Actor) {
    const saree = fixture.catalogue.addProduct({
      title: 'Mysore silk',
      price: 180_000,
      colours: [{ title: 'Green', inventory: 5 }],
    });
    const answer = await fixture.orders.createOrder(
      orderRequest(actor, [{ productId: saree.id, quantity: 2 }]),
    );
    return answer.order!;
  }

  it('confirms the order, stores the payment id and writes order-paid with the shipping snapshot', async () => {
    const actor = customer('Meena');
    const order = await placeOrder(actor);
    const paid = fixture.payment.pay(order.id);
    const answer = await fixture.orders.capturePayment({ actor, orderId: order.id, ...paid });
    assert.equal(answer.message, 'Payment captured successfully');
    assert.equal(answer.order?.orderStatus, 'confirmed');
    assert.equal(answer.order?.paymentStatus, 'paid');
    assert.equal(answer.order?.paymentId, paid.paymentId);
    assert.deepEqual(
      answer.order?.history.map((h) => h.status),
      ['pending', 'confirmed'],
    );

    const events = await fixture.events(order.id);
    assert.deepEqual(
      events.map((e) => e.type),
      ['order-created', 'order-paid', 'order-status-changed'],
    );
    const orderPaid = events[1].data;
    assert.equal(orderPaid.userId, actor.userId);
    assert.equal(orderPaid.email, `${actor.userId}@example.com`);
    assert.equal(orderPaid.userName, 'Meena');
    assert.equal(orderPaid.totalAmount, 360_000);
    assert.equal(orderPaid.paymentId, paid.paymentId);
    assert.equal(orderPaid.shippingName, 'Lakshmi Iyer');
    assert.equal(orderPaid.shippingAddress, '12 MG Road, Mylapore, Chennai - 600004, Tamil Nadu');
    assert.deepEqual(orderPaid.lines, [
      {
        productId: order.lines[0].productId,
        colourId: order.lines[0].colourId,
        title: 'Mysore silk',
        productCode: order.lines[0].productCode,
        colourTitle: 'Green',
        quantity: 2,
        price: 180_000,
      },
    ]);
    assert.deepEqual(events[2].data, {
      orderId: order.id,
      userId: actor.userId,
      fromStatus: 'pending',
      toStatus: 'confirmed',
    });
  });

  it('capture replayed 3 times and payment-captured delivered 3 times, mixed: one transition, one order-paid', async () => {
    const actor = customer();
    const order = await placeOrder(actor);
    const paid = fixture.payment.pay(order.id);
    const capture = () => fixture.orders.capturePayment({ actor, orderId: order.id, ...paid });
    const event = () =>
      fixture.deliver('payment-captured', {
        orderId: order.id,
        paymentId: paid.paymentId,
        amount: order.totalAmount,
      });
    await event();
    const [first, , second, , third] = await Promise.all([
      capture(),
      event(),
      capture(),
      event(),
      capture(),
    ]);
    for (const answer of [first, second, third]) {
      assert.equal(answer.order?.paymentStatus, 'paid');
      assert.equal(answer.message, 'Payment captured successfully');
    }
    await waitFor(
      async () =>
        (
          await fixture.service.dataSource.query<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM processed_event WHERE event_type = 'payment-captured'`,
          )
        )[0].n >= 3,
      { what: 'the three payment-captured events handled' },
    );
    assert.equal(await fixture.count('order-paid', order.id), 1);
    const { order: read } = await fixture.orders.getOrder({ actor, orderId: order.id });
    assert.deepEqual(
      read?.history.map((h) => h.status),
      ['pending', 'confirmed'],
    );
    assert.equal(read?.paymentId, paid.paymentId);
  });

  it('leaves the order pending on a forged signature or a payment fault', async () => {
    const actor = customer();
    const order = await placeOrder(actor);
    const paid = fixture.payment.pay(order.id);
    await rejectsWith(
      fixture.orders.capturePayment({
        actor,
        orderId: order.id,
        paymentId: paid.paymentId,
        signature: 'f'.repeat(64),
      }),
      status.INVALID_ARGUMENT,
      'Invalid payment signature',
    );
    // A fault of the payment service is UNAVAILABLE, without its details.
    fixture.payment.failCapture = true;
    try {
      await rejectsWith(
        fixture.orders.capturePayment({ actor, orderId: order.id, ...paid }),
        status.UNAVAILABLE,
        'Payment could not be verified right now. Please try again.',
      );
    } finally {
      fixture.payment.failCapture = false;
    }
    const { order: read } = await fixture.orders.getOrder({ actor, orderId: order.id });
    assert.equal(read?.orderStatus, 'pending');
    assert.equal(read?.paymentStatus, 'pending');
    assert.equal(await fixture.count('order-paid', order.id), 0);
  });

  it('records payment-failed and still confirms a later successful capture', async () => {
    const actor = customer();
    const order = await placeOrder(actor);
    await fixture.deliver('payment-failed', { orderId: order.id, paymentId: 'pay_failed_1' });
    await waitFor(
      async () =>
        (await fixture.orders.getOrder({ actor, orderId: order.id })).order?.paymentStatus ===
        'failed',
      { what: 'payment status failed' },
    );
    const { order: failed } = await fixture.orders.getOrder({ actor, orderId: order.id });
    assert.equal(failed?.orderStatus, 'pending');

    const answer = await fixture.orders.capturePayment({
      actor,
      orderId: order.id,
      ...fixture.payment.pay(order.id),
    });
    assert.equal(answer.order?.orderStatus, 'confirmed');
    assert.equal(answer.order?.paymentStatus, 'paid');
  });

  it("answers NOT_FOUND for another customer's order and lets an admin capture it", async () => {
    const owner = customer();
    const order = await placeOrder(owner);
    const paid = fixture.payment.pay(order.id);
    await rejectsWith(
      fixture.orders.capturePayment({ actor: customer('Intruder'), orderId: order.id, ...paid }),
      status.NOT_FOUND,
      'Order not found',
    );
    await rejectsWith(
      fixture.orders.capturePayment({ actor: owner, orderId: 'not-an-order', ...paid }),
      status.NOT_FOUND,
      'Order not found',
    );
    assert.equal(await fixture.count('order-paid', order.id), 0);
    const answer = await fixture.orders.capturePayment({
      actor: ADMIN,
      orderId: order.id,
      ...paid,
    });
    assert.equal(answer.order?.paymentStatus, 'paid');
  });
});
