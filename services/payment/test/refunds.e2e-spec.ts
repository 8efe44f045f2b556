import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { createEnvelope } from '@boutique/service-kit';
import { waitFor } from '@boutique/testing';
import { status } from '@grpc/grpc-js';
import {
  outboxEvents,
  rejectsWith,
  publishOrderCancelled,
  signedWebhook,
  startPayment,
  webhookBody,
  type PaymentClient,
  type PaymentFixture,
} from './fixtures/payment-fixture.js';

const AMOUNT = 189_900;
const MAX_ATTEMPTS = 3;

interface RefundRow {
  payment_id: string;
  order_id: string;
  amount: number;
  reason: string;
  status: string;
  provider_refund_id: string | null;
  error: string;
  attempts: number;
}

describe('refunds: captured payments the shop does not keep are refunded once (sandbox)', () => {
  let fixture: PaymentFixture;
  let payment: PaymentClient;

  before(async () => {
    fixture = await startPayment({
      PAYMENT_REFUND_SWEEP_SECONDS: '0.1',
      PAYMENT_REFUND_RETRY_SECONDS: '0.05',
      PAYMENT_REFUND_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    });
    payment = fixture.payment;
  });

  after(() => fixture?.close());

  const query = <T>(sql: string, values: unknown[] = []) =>
    fixture.service.dataSource.query<T[]>(sql, values);

  const refundsOf = (orderId: string) =>
    query<RefundRow>(
      `SELECT payment_id, order_id, amount, reason, status, provider_refund_id, error, attempts
         FROM payment_refund WHERE order_id = $1 ORDER BY created_at`,
      [orderId],
    );

  const sandboxPayment = async (id: string) =>
    (await query<{ status: string }>(`SELECT status FROM sandbox_payment WHERE id = $1`, [id]))[0]
      ?.status;

  /** A shop order paid in the sandbox and captured (recorded, payment-captured written). */
  async function capturedOrder() {
    const orderId = randomUUID();
    const created = await payment.createProviderOrder({
      orderId,
      userId: 'user-1',
      amount: AMOUNT,
      currency: 'INR',
    });
    const paid = await payment.sandboxPay({
      razorpayOrderId: created.razorpayOrderId,
      outcome: 'success',
      userId: 'user-1',
    });
    await payment.capturePayment({
      orderId,
      userId: 'user-1',
      paymentId: paid.razorpayPaymentId,
      signature: paid.razorpaySignature,
    });
    return { orderId, razorpayOrderId: created.razorpayOrderId, paymentId: paid.razorpayPaymentId };
  }

  it('order-payment-refused delivered twice (and once more as a new event): one refund, the sandbox payment ends refunded', async () => {
    const order = await capturedOrder();
    const refused = {
      orderId: order.orderId,
      paymentId: order.paymentId,
      amount: AMOUNT,
      reason: 'order-cancelled',
    };
    const envelope = createEnvelope('order', 'order-payment-refused', order.orderId, refused);
    await fixture.service.bus.publish('order.events.v1', envelope);
    await fixture.service.bus.publish('order.events.v1', envelope);
    await fixture.service.bus.publish(
      'order.events.v1',
      createEnvelope('order', 'order-payment-refused', order.orderId, refused),
    );
    const [refund] = await waitFor(
      async () => {
        const found = await refundsOf(order.orderId);
        return found[0]?.status === 'refunded' && found;
      },
      { what: 'the payment refunded' },
    );
    await sleep(400); // the repeats are handled and more sweeps run
    const refunds = await refundsOf(order.orderId);
    assert.equal(refunds.length, 1);
    assert.match(refund.provider_refund_id ?? '', /^rfnd_[A-Za-z0-9]{14}$/);
    assert.deepEqual(refunds, [
      {
        payment_id: order.paymentId,
        order_id: order.orderId,
        amount: AMOUNT,
        reason: 'order-cancelled',
        status: 'refunded',
        provider_refund_id: refund.provider_refund_id,
        error: '',
        attempts: 1,
      },
    ]);
    assert.equal(await sandboxPayment(order.paymentId), 'refunded');
    const sandboxRefunds = await query<{ id: string; amount: number }>(
      `SELECT id, amount FROM sandbox_refund WHERE payment_id = $1`,
      [order.paymentId],
    );
    assert.deepEqual(sandboxRefunds, [{ id: refund.provider_refund_id, amount: AMOUNT }]);
  });

  it("two returns' refunds of one payment, each delivered twice: each refunded once, the payment left captured until refunded in full; never more than it has left", async () => {
    const order = await capturedOrder();
    const returned = (returnId: string, amount: number) => ({
      returnId,
      orderId: order.orderId,
      paymentId: order.paymentId,
      amount,
    });
    const firstReturn = returned(randomUUID(), 60_000);
    const first = createEnvelope('order', 'return-refund-requested', order.orderId, firstReturn);
    await fixture.service.bus.publish('order.events.v1', first);
    await fixture.service.bus.publish('order.events.v1', first);
    // The same return asked again as a new event (a retried step): still one refund.
    await fixture.service.bus.publish(
      'order.events.v1',
      createEnvelope('order', 'return-refund-requested', order.orderId, firstReturn),
    );
    await waitFor(
      async () => {
        const found = await refundsOf(order.orderId);
        return found.length === 1 && found[0].status === 'refunded' && found;
      },
      { what: 'the first return refunded' },
    );
    await sleep(400);
    assert.equal((await refundsOf(order.orderId)).length, 1);
    assert.equal(await sandboxPayment(order.paymentId), 'captured', 'a part only');

    // A second return asks more than is left: the rest is refunded, and the payment is then
    // refunded in full.
    await fixture.service.bus.publish(
      'order.events.v1',
      createEnvelope(
        'order',
        'return-refund-requested',
        order.orderId,
        returned(randomUUID(), AMOUNT),
      ),
    );
    const refunds = await waitFor(
      async () => {
        const found = await refundsOf(order.orderId);
        return found.length === 2 && found.every((r) => r.status === 'refunded') && found;
      },
      { what: 'the second return refunded' },
    );
    assert.deepEqual(
      refunds.map((r) => [r.reason, r.amount]),
      [
        ['return', 60_000],
        ['return', AMOUNT - 60_000],
      ],
    );
    assert.equal(await sandboxPayment(order.paymentId), 'refunded');
    const refunded = (await outboxEvents(fixture.service, order.orderId)).filter(
      (event) => event.type === 'payment-refunded',
    );
    assert.equal(refunded.length, 2);
    assert.ok(refunded.every((event) => String(event.data.refundId).startsWith('return-')));
  });

  it('a rejected paid order (order-payment-refused, reason order-rejected) is refunded once; the sandbox shows it refunded', async () => {
    const order = await capturedOrder();
    const refused = {
      orderId: order.orderId,
      paymentId: order.paymentId,
      amount: AMOUNT,
      reason: 'order-rejected',
    };
    const envelope = createEnvelope('order', 'order-payment-refused', order.orderId, refused);
    await fixture.service.bus.publish('order.events.v1', envelope);
    await fixture.service.bus.publish('order.events.v1', envelope);
    const [refund] = await waitFor(
      async () => {
        const found = await refundsOf(order.orderId);
        return found[0]?.status === 'refunded' && found;
      },
      { what: 'the payment refunded' },
    );
    assert.equal(refund.reason, 'order-rejected');
    assert.equal(refund.amount, AMOUNT);
    assert.equal((await refundsOf(order.orderId)).length, 1);
    const shown = await payment.sandboxGetPayment({ paymentId: order.paymentId, userId: 'user-1' });
    assert.equal(shown.status, 'refunded');
    assert.equal(shown.amountRefunded, AMOUNT);
    assert.equal(shown.refundId, refund.provider_refund_id);
  });

  it('refunds nothing for a refused payment that is not a captured payment of that order', async () => {
    const order = await capturedOrder();
    const other = await capturedOrder();
    const envelope = createEnvelope('order', 'order-payment-refused', order.orderId, {
      orderId: order.orderId,
      paymentId: other.paymentId,
      amount: AMOUNT,
      reason: 'order-cancelled',
    });
    await fixture.service.bus.publish('order.events.v1', envelope);
    await waitFor(
      async () =>
        (await query(`SELECT 1 FROM processed_event WHERE event_id = $1`, [envelope.id])).length ===
        1,
      { what: 'the event handled' },
    );
    assert.deepEqual(await refundsOf(order.orderId), []);
    assert.deepEqual(await refundsOf(other.orderId), []);
    assert.equal(await sandboxPayment(other.paymentId), 'captured');
  });

  it('a second payment captured for a paid order is refunded, once, and the first one kept', async () => {
    const order = await capturedOrder();
    // The provider took a second payment for the same order (e.g. a second browser tab).
    const second = 'pay_SecondPay00001';
    await query(
      `INSERT INTO sandbox_payment (id, order_id, amount, currency, method, status)
       VALUES ($1, $2, $3, 'INR', 'card', 'captured')`,
      [second, order.razorpayOrderId, AMOUNT],
    );
    const raw = webhookBody('payment.captured', {
      id: second,
      order_id: order.razorpayOrderId,
      amount: AMOUNT,
      status: 'captured',
    });
    assert.deepEqual(await payment.handleWebhook(signedWebhook(raw)), { outcome: 'applied' });
    assert.deepEqual(await payment.handleWebhook(signedWebhook(raw)), { outcome: 'applied' });
    await waitFor(async () => (await refundsOf(order.orderId))[0]?.status === 'refunded', {
      what: 'the second payment refunded',
    });
    const refunds = await refundsOf(order.orderId);
    assert.deepEqual(
      refunds.map((r) => [r.payment_id, r.reason, r.amount, r.status, r.attempts]),
      [[second, 'second-payment', AMOUNT, 'refunded', 1]],
    );
    assert.equal(await sandboxPayment(second), 'refunded');
    assert.equal(await sandboxPayment(order.paymentId), 'captured');
    // One capture (the first payment's); the second is only refunded (order ignores a
    // refund that is not of its own payment).
    const events = await outboxEvents(fixture.service, order.orderId);
    assert.deepEqual(
      events.map((e) => [e.type, e.data.paymentId]),
      [
        ['payment-captured', order.paymentId],
        ['payment-refunded', second],
      ],
    );
  });

  it('a refund the provider refuses is retried with backoff, then left failed', async () => {
    const orderId = randomUUID();
    const created = await payment.createProviderOrder({
      orderId,
      userId: 'user-1',
      amount: AMOUNT,
      currency: 'INR',
    });
    await publishOrderCancelled(fixture.service, orderId);
    await waitFor(
      async () =>
        (
          await query<{ status: string }>(`SELECT status FROM provider_order WHERE order_id = $1`, [
            orderId,
          ])
        )[0]?.status === 'cancelled',
      { what: 'the provider order cancelled' },
    );
    // The provider reports a capture the sandbox cannot refund (it has no such payment).
    const raw = webhookBody('payment.captured', {
      id: 'pay_NotInSandbox01',
      order_id: created.razorpayOrderId,
      amount: AMOUNT,
      status: 'captured',
    });
    assert.deepEqual(await payment.handleWebhook(signedWebhook(raw)), { outcome: 'ignored' });
    const [failed] = await waitFor(
      async () => {
        const found = await refundsOf(orderId);
        return found[0]?.attempts === MAX_ATTEMPTS && found;
      },
      { what: 'the attempts used up' },
    );
    assert.equal(failed.status, 'failed');
    assert.equal(failed.reason, 'order-cancelled');
    assert.equal(failed.provider_refund_id, null);
    assert.match(failed.error, /cannot be refunded/);
    await sleep(600); // well past the backoff: no further attempt
    const [still] = await refundsOf(orderId);
    assert.equal(still.attempts, MAX_ATTEMPTS);
    assert.equal(still.status, 'failed');
  });

  const ADMIN = { userId: 'admin-1', role: 'admin', userName: '' };
  const CUSTOMER = { userId: 'user-1', role: 'user', userName: '' };

  /** order-payment-refused for a captured order (as order publishes it), delivered once. */
  async function refuse(order: { orderId: string; paymentId: string }, reason: string) {
    const envelope = createEnvelope('order', 'order-payment-refused', order.orderId, {
      orderId: order.orderId,
      paymentId: order.paymentId,
      amount: AMOUNT,
      reason,
    });
    await fixture.service.bus.publish('order.events.v1', envelope);
  }

  it("a customer's cancellation is refunded with its reason; the admin lists refunds by status, newest first", async () => {
    const order = await capturedOrder();
    await refuse(order, 'customer-cancelled');
    await waitFor(async () => (await refundsOf(order.orderId))[0]?.status === 'refunded', {
      what: 'the cancellation refunded',
    });
    const listed = await payment.listRefunds({
      actor: ADMIN,
      status: 'refunded',
      page: { page: 1, pageSize: 100 },
    });
    const mine = listed.refunds.find((refund) => refund.orderId === order.orderId);
    assert.equal(mine?.reason, 'customer-cancelled');
    assert.equal(mine?.amount, AMOUNT);
    assert.match(mine?.providerRefundId ?? '', /^rfnd_/);
    // Order hears of it once, with the provider's reference.
    const told = (await outboxEvents(fixture.service, order.orderId)).filter(
      (event) => event.type === 'payment-refunded',
    );
    assert.deepEqual(
      told.map((event) => [
        event.data.paymentId,
        event.data.amount,
        event.data.reason,
        event.data.providerRefundId,
      ]),
      [[order.paymentId, AMOUNT, 'customer-cancelled', mine?.providerRefundId]],
    );
    assert.ok(listed.refunds.every((refund) => refund.status === 'refunded'));
    const times = listed.refunds.map((refund) => Date.parse(refund.requestedAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
      'newest first',
    );
    const onePage = await payment.listRefunds({
      actor: ADMIN,
      status: '',
      page: { page: 1, pageSize: 1 },
    });
    assert.equal(onePage.refunds.length, 1);
    assert.ok((onePage.page?.total ?? 0) >= listed.refunds.length);

    await rejectsWith(
      payment.listRefunds({ actor: CUSTOMER, status: '', page: { page: 1, pageSize: 10 } }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    await rejectsWith(
      payment.listRefunds({ actor: ADMIN, status: 'lost', page: undefined }),
      status.INVALID_ARGUMENT,
      'Invalid status',
    );
  });

  it('while the sandbox refuses refunds a refund is left failed; the admin retry refunds it once the provider can', async () => {
    await payment.sandboxSetRefundOutage({ actor: ADMIN, on: true });
    try {
      await rejectsWith(
        payment.sandboxSetRefundOutage({ actor: CUSTOMER, on: false }),
        status.PERMISSION_DENIED,
        'Access denied',
      );
      const order = await capturedOrder();
      await refuse(order, 'order-rejected');
      // The sweep tries it MAX_ATTEMPTS times, then leaves it failed for the owner: from
      // then on only the admin's retry sends it, so what the retries answer is theirs.
      const [failed] = await waitFor(
        async () => {
          const found = await refundsOf(order.orderId);
          return found[0]?.attempts === MAX_ATTEMPTS && found;
        },
        { what: 'the refund refused until the attempts ran out' },
      );
      assert.equal(failed.status, 'failed');
      assert.match(failed.error, /does not have enough balance/);

      const again = await payment.retryRefund({ actor: ADMIN, paymentId: order.paymentId });
      assert.equal(again.refund?.status, 'failed');
      assert.match(again.message, /^The payment provider refused the refund again: .*balance/);
      assert.ok((again.refund?.attempts ?? 0) > failed.attempts);

      await payment.sandboxSetRefundOutage({ actor: ADMIN, on: false });
      const done = await payment.retryRefund({ actor: ADMIN, paymentId: order.paymentId });
      assert.equal(done.message, 'Refund completed');
      assert.equal(done.refund?.status, 'refunded');
      assert.match(done.refund?.providerRefundId ?? '', /^rfnd_/);
      const [refunded] = await refundsOf(order.orderId);
      assert.equal(refunded.status, 'refunded');
      assert.equal(
        (await sandboxPayment(order.paymentId)) ?? '',
        'refunded',
        'the sandbox payment refunded, once',
      );
      assert.equal(refunded.error, '');
      await rejectsWith(
        payment.retryRefund({ actor: ADMIN, paymentId: order.paymentId }),
        status.FAILED_PRECONDITION,
        'Only a failed refund can be retried',
      );
      await rejectsWith(
        payment.retryRefund({ actor: ADMIN, paymentId: 'pay_NoSuchRefund' }),
        status.NOT_FOUND,
        'Refund not found',
      );
      await rejectsWith(
        payment.retryRefund({ actor: CUSTOMER, paymentId: order.paymentId }),
        status.PERMISSION_DENIED,
        'Access denied',
      );
      const refundsMade = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM sandbox_refund WHERE payment_id = $1`,
        [order.paymentId],
      );
      assert.equal(refundsMade[0].n, 1);
    } finally {
      await payment.sandboxSetRefundOutage({ actor: ADMIN, on: false });
    }
  });
});
