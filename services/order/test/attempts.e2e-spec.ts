// Payment attempts and the stock they hold: a failed or cancelled attempt gives the units
// back at once, a new attempt on the same basket answers the same order and takes them
// again, a capture after a release takes them again or cancels and refunds, and a rejected
// paid order asks for its refund and its restock once.
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

const SOLD_OUT =
  'Sorry, the items of this order sold out before your payment was completed. Your payment will be refunded in full.';

describe('payment attempts: stock given back at once, the same order paid on a retry', () => {
  let fixture: OrderFixture;

  before(async () => {
    fixture = await startOrders();
  });

  after(() => fixture?.close());

  /** A saree with one unit of one colour. */
  function lastUnit(title = 'Chanderi') {
    const saree = fixture.catalogue.addProduct({
      title,
      price: 99_900,
      colours: [{ title: 'Peach', inventory: 1 }],
    });
    return { saree, colourId: saree.colours[0].id };
  }

  const buy = (actor: Actor, item: ReturnType<typeof lastUnit>, quantity = 1, key = '') =>
    fixture.orders.createOrder(
      orderRequest(actor, [{ productId: item.saree.id, colourId: item.colourId, quantity }], {
        idempotencyKey: key,
      }),
      { timeoutMs: 30_000 },
    );
  const units = (item: ReturnType<typeof lastUnit>) =>
    fixture.catalogue.stockOf(item.saree.id, item.colourId);
  const read = async (actor: Actor, orderId: string) =>
    (await fixture.orders.getOrder({ actor, orderId })).order!;

  it("payment-failed gives the unit back at once; the same customer's retry answers the same order and takes it again", async () => {
    const item = lastUnit();
    const asha = customer('Asha');
    const placed = await buy(asha, item, 1, 'attempt-1');
    assert.equal(placed.ok, true);
    assert.equal(placed.order?.stockHeld, true);
    assert.equal(units(item), 0);

    await fixture.deliver('payment-failed', {
      orderId: placed.order.id,
      paymentId: 'pay_failed_1',
      attemptedAt: new Date(Date.now() + 1000).toISOString(),
    });
    await waitFor(() => units(item) === 1, { what: 'the unit back in stock' });
    const failed = await read(asha, placed.order.id);
    assert.equal(failed.orderStatus, 'pending');
    assert.equal(failed.paymentStatus, 'failed');
    assert.equal(failed.stockHeld, false);
    assert.equal(fixture.catalogue.reservations.get(placed.order.id)?.state, 'released');

    // Another shopper could take it now; nobody does, and Asha tries again (a new key).
    const again = await buy(asha, item, 1, 'attempt-2');
    assert.equal(again.ok, true);
    assert.equal(again.order?.id, placed.order?.id);
    assert.equal(again.razorpayOrderId, placed.razorpayOrderId);
    assert.equal(again.order?.stockHeld, true);
    assert.equal(again.order?.paymentStatus, 'pending');
    assert.ok(Date.parse(again.order.expiresAt) >= Date.parse(placed.order.expiresAt));
    assert.equal(units(item), 0);

    // The failure of the first attempt, delivered again late (a new event), gives nothing
    // back: it was made before the new attempt began.
    await fixture.deliver('payment-failed', {
      orderId: placed.order.id,
      paymentId: 'pay_failed_1b',
      attemptedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const marker = lastUnit('Marker');
    const markerOrder = await buy(customer(), marker);
    await fixture.deliver('payment-failed', { orderId: markerOrder.order!.id, paymentId: 'm' });
    await waitFor(() => units(marker) === 1, { what: 'the later event handled' });
    assert.equal(units(item), 0, 'still held for the new attempt');

    const captured = await fixture.orders.capturePayment({
      actor: asha,
      orderId: placed.order.id,
      ...fixture.payment.pay(placed.order.id),
    });
    assert.equal(captured.order?.orderStatus, 'confirmed');
    assert.equal(await fixture.count('order-created', placed.order.id), 1, 'one order');
  });

  it('a retry is told the user-facing stock message when another shopper took the unit meanwhile', async () => {
    const item = lastUnit('Bandhani');
    const [asha, bina] = [customer('Asha'), customer('Bina')];
    const first = await buy(asha, item);
    await fixture.orders.cancelPayment({ actor: asha, orderId: first.order!.id });
    assert.equal(units(item), 1);
    const theirs = await buy(bina, item);
    assert.equal(theirs.ok, true);
    const retry = await buy(asha, item);
    assert.equal(retry.ok, false);
    assert.deepEqual(retry.problems, ['Sorry, "Bandhani" in Peach is currently out of stock.']);
    assert.equal((await read(asha, first.order!.id)).stockHeld, false);
    assert.equal(units(item), 0);
  });

  it("one customer's parallel checkouts of one basket (two tabs) hold the units once", async () => {
    const saree = fixture.catalogue.addProduct({ title: 'Tabs saree', totalStock: 3 });
    const actor = customer();
    const answers = await Promise.all(
      ['tab-1', 'tab-2', 'tab-3', ''].map((key) =>
        fixture.orders.createOrder(
          orderRequest(actor, [{ productId: saree.id, quantity: 1 }], { idempotencyKey: key }),
          { timeoutMs: 30_000 },
        ),
      ),
    );
    assert.ok(answers.every((a) => a.ok));
    assert.equal(new Set(answers.map((a) => a.order?.id)).size, 1);
    assert.equal(fixture.catalogue.stockOf(saree.id), 2);
  });

  it('a changed basket gives the units of the earlier attempt back before taking its own', async () => {
    const item = lastUnit('Ikat');
    const other = fixture.catalogue.addProduct({ title: 'Ikat blouse', totalStock: 5 });
    const actor = customer();
    const first = await buy(actor, item);
    const changed = await fixture.orders.createOrder(
      orderRequest(actor, [
        { productId: item.saree.id, colourId: item.colourId, quantity: 1 },
        { productId: other.id, quantity: 1 },
      ]),
    );
    assert.equal(changed.ok, true, changed.problems.join());
    assert.notEqual(changed.order?.id, first.order?.id);
    const earlier = await read(actor, first.order!.id);
    assert.equal(earlier.orderStatus, 'pending');
    assert.equal(earlier.stockHeld, false);
    assert.equal(units(item), 0, 'held by the new order');
  });

  it('CancelPayment gives the units back at once, for the owner only; a paid order is refused', async () => {
    const item = lastUnit('Kota');
    const owner = customer();
    const placed = await buy(owner, item);
    const orderId = placed.order!.id;
    for (const actor of [customer('Intruder'), ADMIN])
      await rejectsWith(
        fixture.orders.cancelPayment({ actor, orderId }),
        status.NOT_FOUND,
        'Order not found',
      );
    await rejectsWith(
      fixture.orders.cancelPayment({ actor: { userId: '', role: '', userName: '' }, orderId }),
      status.UNAUTHENTICATED,
      'Please sign in to continue',
    );
    assert.equal(units(item), 0);

    const cancelled = await fixture.orders.cancelPayment({ actor: owner, orderId });
    assert.equal(cancelled.message, 'Payment cancelled');
    assert.equal(cancelled.order?.orderStatus, 'pending');
    assert.equal(cancelled.order?.stockHeld, false);
    assert.equal(units(item), 1);
    // Again: nothing more to give back.
    await fixture.orders.cancelPayment({ actor: owner, orderId });
    assert.equal(units(item), 1);

    // Paid later anyway (the capture takes the unit again): cancelling is refused.
    const paid = await fixture.orders.capturePayment({
      actor: owner,
      orderId,
      ...fixture.payment.pay(orderId),
    });
    assert.equal(paid.order?.paymentStatus, 'paid');
    assert.equal(paid.order?.stockHeld, true);
    assert.equal(units(item), 0);
    await rejectsWith(
      fixture.orders.cancelPayment({ actor: owner, orderId }),
      status.FAILED_PRECONDITION,
      'This order is already paid',
    );
    assert.equal(units(item), 0);
  });

  it('a payment captured after the unit was sold to another: not confirmed, cancelled and refunded', async () => {
    const item = lastUnit('Pochampally');
    const [asha, bina] = [customer('Asha'), customer('Bina')];
    const mine = await buy(asha, item);
    const orderId = mine.order!.id;
    const payment = fixture.payment.pay(orderId);
    await fixture.orders.cancelPayment({ actor: asha, orderId });
    assert.equal((await buy(bina, item)).ok, true);

    await rejectsWith(
      fixture.orders.capturePayment({ actor: asha, orderId, ...payment }),
      status.FAILED_PRECONDITION,
      SOLD_OUT,
    );
    // Asked again (a retried capture): the same words, not "expired".
    await rejectsWith(
      fixture.orders.capturePayment({ actor: asha, orderId, ...payment }),
      status.FAILED_PRECONDITION,
      SOLD_OUT,
    );
    const order = await read(asha, orderId);
    assert.equal(order.orderStatus, 'cancelled');
    assert.notEqual(order.paymentStatus, 'paid');
    assert.equal(units(item), 0, 'the unit stays with the other shopper');
    assert.equal(await fixture.count('order-paid', orderId), 0);
    const cancelled = (await fixture.events(orderId)).filter((e) => e.type === 'order-cancelled');
    assert.deepEqual(
      cancelled.map((e) => e.data.reason),
      ['sold-out'],
    );

    // payment's payment-captured (published once per order) asks for the refund.
    await fixture.deliver('payment-captured', {
      orderId,
      paymentId: payment.paymentId,
      amount: 99_900,
      razorpayOrderId: mine.razorpayOrderId,
    });
    await waitFor(async () => (await fixture.count('order-payment-refused', orderId)) >= 1, {
      what: 'the refund asked for',
    });
    const refused = (await fixture.events(orderId)).filter(
      (e) => e.type === 'order-payment-refused',
    );
    assert.deepEqual(
      refused.map((e) => e.data),
      [{ orderId, paymentId: payment.paymentId, amount: 99_900, reason: 'order-cancelled' }],
    );
  });

  it('a payment captured after a release takes the unit again when it is still there', async () => {
    const item = lastUnit('Gadwal');
    const actor = customer();
    const placed = await buy(actor, item);
    await fixture.orders.cancelPayment({ actor, orderId: placed.order!.id });
    assert.equal(units(item), 1);
    // Only the event reaches the order service (the browser never captured).
    const payment = fixture.payment.pay(placed.order!.id);
    await fixture.deliver('payment-captured', {
      orderId: placed.order!.id,
      paymentId: payment.paymentId,
      amount: 99_900,
    });
    await waitFor(async () => (await read(actor, placed.order!.id)).paymentStatus === 'paid', {
      what: 'the order paid',
    });
    assert.equal(units(item), 0);
    assert.equal(await fixture.count('order-paid', placed.order!.id), 1);
  });

  it('rejecting a paid order asks for its refund and its restock, once', async () => {
    const item = lastUnit('Paithani rejected');
    const actor = customer();
    const placed = await buy(actor, item);
    const orderId = placed.order!.id;
    const payment = fixture.payment.pay(orderId);
    await fixture.orders.capturePayment({ actor, orderId, ...payment });

    const rejected = await fixture.orders.updateOrderStatus({
      actor: ADMIN,
      orderId,
      orderStatus: 'rejected',
      trackingNumber: '',
      courierId: '',
    });
    assert.equal(rejected.order?.orderStatus, 'rejected');
    assert.equal(rejected.order?.stockHeld, false);
    // The same status again changes nothing and asks for nothing.
    await fixture.orders.updateOrderStatus({
      actor: ADMIN,
      orderId,
      orderStatus: 'rejected',
      trackingNumber: '',
      courierId: '',
    });
    const events = await fixture.events(orderId);
    const of = (type: string) => events.filter((e) => e.type === type).map((e) => e.data);
    assert.deepEqual(of('order-payment-refused'), [
      { orderId, paymentId: payment.paymentId, amount: 99_900, reason: 'order-rejected' },
    ]);
    const [restock] = of('order-rejected');
    assert.equal(of('order-rejected').length, 1);
    assert.equal(restock.orderId, orderId);
    assert.equal(restock.paymentId, payment.paymentId);
    assert.deepEqual(
      (restock.lines as { productId: string; quantity: number }[]).map((l) => [
        l.productId,
        l.quantity,
      ]),
      [[item.saree.id, 1]],
    );
  });
});
