// The customer cancels their own order before it is shipped: a paid order is cancelled
// with its refund (order-payment-refused, customer-cancelled) and its restock and e-mails
// (order-cancelled-by-customer) asked for once; an unpaid one releases its reservation and
// closes the provider order (order-cancelled, customer) and cannot be paid afterwards;
// shipped or rejected orders are refused; nobody cancels another's order; a cancellation
// racing the admin's shipping ends in exactly one of the two.
import assert from 'node:assert/strict';
import { status } from '@grpc/grpc-js';
import { after, before, describe, it } from 'node:test';
import { waitFor } from '@boutique/testing';
import type { Actor } from '@boutique/contracts/common/v1/common';
import {
  ADMIN,
  customer,
  orderRequest,
  rejectsWith,
  startOrders,
  type OrderFixture,
} from './fixtures/order-fixture.js';

const CANCELLED_PAID =
  'Your order has been cancelled. Your payment will be refunded in full to the original payment method.';
const CANCELLED_UNPAID = 'Your order has been cancelled.';
const ALREADY_SHIPPED = 'This order has already been shipped and can no longer be cancelled';
const NOT_CANCELLABLE = 'This order can no longer be cancelled';
const CANCELLED_BY_CUSTOMER =
  'You cancelled this order. If a payment was taken, it will be refunded in full.';
const PRICE = 149_900;

describe("the customer's cancellation of an order not yet shipped", () => {
  let fixture: OrderFixture;

  before(async () => {
    fixture = await startOrders();
  });

  after(() => fixture?.close());

  /** A customer's order for two units of a saree, placed (pending, units held). */
  async function placed(actor: Actor) {
    const saree = fixture.catalogue.addProduct({
      title: 'Kanjivaram cancelled',
      price: PRICE,
      colours: [{ title: 'Maroon', inventory: 5 }],
    });
    const answer = await fixture.orders.createOrder(
      orderRequest(actor, [{ productId: saree.id, colourId: saree.colours[0].id, quantity: 2 }]),
      { timeoutMs: 30_000 },
    );
    assert.equal(answer.ok, true);
    return { orderId: answer.order!.id, saree };
  }

  async function paid(actor: Actor) {
    const order = await placed(actor);
    const payment = fixture.payment.pay(order.orderId);
    await fixture.orders.capturePayment({ actor, orderId: order.orderId, ...payment });
    return { ...order, paymentId: payment.paymentId };
  }

  const eventsOf = async (orderId: string) => {
    const events = await fixture.events(orderId);
    return (type: string) => events.filter((e) => e.type === type).map((e) => e.data);
  };

  const ship = (orderId: string) =>
    fixture.orders.updateOrderStatus({
      actor: ADMIN,
      orderId,
      orderStatus: 'inShipping',
      trackingNumber: 'DL123456789IN',
      courierId: 'delhivery',
    });

  it('a paid order is cancelled once: refund and restock asked for, the answer says so, a repeat changes nothing', async () => {
    const meera = customer('Meera');
    const { orderId, paymentId } = await paid(meera);
    const before = (await fixture.orders.getOrder({ actor: meera, orderId })).order!;
    assert.equal(before.cancellable, true);

    const answer = await fixture.orders.cancelOrder({ actor: meera, orderId });
    assert.equal(answer.message, CANCELLED_PAID);
    assert.equal(answer.order?.orderStatus, 'cancelled');
    assert.equal(answer.order?.paymentStatus, 'paid');
    assert.equal(answer.order?.cancelReason, 'customer');
    assert.equal(answer.order?.cancellable, false);
    assert.equal(answer.order?.stockHeld, false);
    assert.deepEqual(answer.order?.nextStatuses, ['cancelled'], 'the admin can no longer move it');
    assert.deepEqual(
      answer.order?.history.map((change) => change.status),
      ['pending', 'confirmed', 'cancelled'],
    );

    const again = await fixture.orders.cancelOrder({ actor: meera, orderId });
    assert.equal(again.message, CANCELLED_PAID);
    assert.equal(again.order?.orderStatus, 'cancelled');

    const of = await eventsOf(orderId);
    assert.deepEqual(of('order-payment-refused'), [
      { orderId, paymentId, amount: 2 * PRICE, reason: 'customer-cancelled' },
    ]);
    const cancelled = of('order-cancelled-by-customer');
    assert.equal(cancelled.length, 1);
    assert.equal(cancelled[0].paid, true);
    assert.equal(cancelled[0].paymentId, paymentId);
    assert.equal(cancelled[0].totalAmount, 2 * PRICE);
    assert.match(String(cancelled[0].email), /@/);
    assert.deepEqual(
      (cancelled[0].lines as { quantity: number }[]).map((line) => line.quantity),
      [2],
    );
    assert.deepEqual(of('order-cancelled'), [], 'a paid order is not released, it is returned');
    assert.deepEqual(
      of('order-status-changed').map((e) => e.toStatus),
      ['confirmed', 'cancelled'],
    );
  });

  it("records the refund of the order's own payment once, and tells the customer once", async () => {
    const leela = customer('Leela');
    const { orderId, paymentId } = await paid(leela);
    await fixture.orders.cancelOrder({ actor: leela, orderId });
    // A refund of another payment (a second payment of the same order) is not the order's.
    await fixture.deliver('payment-refunded', {
      orderId,
      paymentId: 'pay_second000001',
      amount: 2 * PRICE,
      reason: 'second-payment',
    });
    const refunded = {
      orderId,
      paymentId,
      amount: 2 * PRICE,
      providerRefundId: 'rfnd_Leela0000001',
      refundedAt: '2026-11-27T10:00:00.000Z',
    };
    await fixture.deliver('payment-refunded', refunded);
    await fixture.deliver('payment-refunded', {
      ...refunded,
      providerRefundId: 'rfnd_Again0000001',
    });
    const order = await waitFor(
      async () => {
        const shown = (await fixture.orders.getOrder({ actor: leela, orderId })).order!;
        return shown.refundedAt ? shown : undefined;
      },
      { what: 'the refund recorded' },
    );
    assert.equal(order.refundedAmount, 2 * PRICE);
    assert.equal(order.refundReference, 'rfnd_Leela0000001');
    assert.equal(order.refundedAt, '2026-11-27T10:00:00.000Z');
    await waitFor(async () => (await fixture.count('order-refunded', orderId)) === 1, {
      what: 'order-refunded',
    });
    const of = await eventsOf(orderId);
    assert.deepEqual(of('order-refunded'), [
      {
        orderId,
        userId: leela.userId,
        email: of('order-cancelled-by-customer')[0].email,
        userName: 'Leela',
        amount: 2 * PRICE,
        refundReference: 'rfnd_Leela0000001',
        refundedAt: '2026-11-27T10:00:00.000Z',
      },
    ]);
  });

  it('an unpaid order is cancelled and released; a payment that still comes is refused', async () => {
    const ravi = customer('Ravi');
    const { orderId } = await placed(ravi);
    const answer = await fixture.orders.cancelOrder({ actor: ravi, orderId });
    assert.equal(answer.message, CANCELLED_UNPAID);
    assert.equal(answer.order?.orderStatus, 'cancelled');
    assert.equal(answer.order?.cancelReason, 'customer');

    const of = await eventsOf(orderId);
    assert.deepEqual(of('order-cancelled'), [{ orderId, userId: ravi.userId, reason: 'customer' }]);
    const mailed = of('order-cancelled-by-customer');
    assert.equal(mailed.length, 1);
    assert.ok(!mailed[0].paid, 'not paid (a proto default: absent)');
    assert.deepEqual(of('order-payment-refused'), []);

    const payment = fixture.payment.pay(orderId);
    await rejectsWith(
      fixture.orders.capturePayment({ actor: ravi, orderId, ...payment }),
      status.FAILED_PRECONDITION,
      CANCELLED_BY_CUSTOMER,
    );
  });

  it('a shipped order, a delivered one and a rejected one cannot be cancelled', async () => {
    const asha = customer('Asha');
    const shipped = await paid(asha);
    await ship(shipped.orderId);
    await rejectsWith(
      fixture.orders.cancelOrder({ actor: asha, orderId: shipped.orderId }),
      status.FAILED_PRECONDITION,
      ALREADY_SHIPPED,
    );
    const shown = (await fixture.orders.getOrder({ actor: asha, orderId: shipped.orderId })).order!;
    assert.equal(shown.cancellable, false);
    assert.equal(shown.orderStatus, 'inShipping');

    const rejected = await paid(asha);
    await fixture.orders.updateOrderStatus({
      actor: ADMIN,
      orderId: rejected.orderId,
      orderStatus: 'rejected',
      trackingNumber: '',
      courierId: '',
    });
    await rejectsWith(
      fixture.orders.cancelOrder({ actor: asha, orderId: rejected.orderId }),
      status.FAILED_PRECONDITION,
      NOT_CANCELLABLE,
    );
  });

  it("nobody cancels another customer's order, the shop's admin included (it rejects instead)", async () => {
    const owner = customer('Owner of the order');
    const { orderId } = await paid(owner);
    for (const actor of [customer('Someone else'), ADMIN])
      await rejectsWith(
        fixture.orders.cancelOrder({ actor, orderId }),
        status.NOT_FOUND,
        'Order not found',
      );
    await rejectsWith(
      fixture.orders.cancelOrder({ actor: owner, orderId: 'not-a-uuid' }),
      status.NOT_FOUND,
      'Order not found',
    );
    const of = await eventsOf(orderId);
    assert.deepEqual(of('order-cancelled-by-customer'), []);
  });

  it('a cancellation racing the shipping ends in exactly one of them', async () => {
    for (let round = 0; round < 5; round++) {
      const kiran = customer('Kiran');
      const { orderId } = await paid(kiran);
      const [cancel, shipping] = await Promise.allSettled([
        fixture.orders.cancelOrder({ actor: kiran, orderId }),
        ship(orderId),
      ]);
      const final = (await fixture.orders.getOrder({ actor: kiran, orderId })).order!;
      const of = await eventsOf(orderId);
      if (final.orderStatus === 'cancelled') {
        assert.equal(cancel.status, 'fulfilled');
        assert.equal(shipping.status, 'rejected');
        assert.equal(of('order-shipped').length, 0);
        assert.equal(of('order-payment-refused').length, 1);
      } else {
        assert.equal(final.orderStatus, 'inShipping');
        assert.equal(shipping.status, 'fulfilled');
        assert.equal(cancel.status, 'rejected');
        assert.equal(of('order-payment-refused').length, 0);
        assert.equal(of('order-cancelled-by-customer').length, 0);
      }
    }
  });
});
