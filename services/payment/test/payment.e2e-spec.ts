import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { status } from '@grpc/grpc-js';
import type { RunningService } from '@boutique/service-kit';
import { createTestDatabase, dropTestDatabase, waitFor } from '@boutique/testing';
import {
  bootPaymentOn,
  outboxEvents,
  publishOrderCancelled,
  rejectsWith,
  sign,
  signedWebhook,
  startPayment,
  webhookBody,
  type PaymentClient,
  type PaymentFixture,
} from './fixtures/payment-fixture.js';
import { WebhookReceiver } from './fixtures/webhook-receiver.js';

const EXPIRED = 'This order has expired. Please place a new order.';
const AMOUNT = 249_900;

describe('payment over gRPC on a real database, with the sandbox as provider', () => {
  let fixture: PaymentFixture;
  let payment: PaymentClient;

  before(async () => {
    fixture = await startPayment();
    payment = fixture.payment;
  });

  after(() => fixture?.close());

  /** A new shop order with its provider order. */
  async function newOrder(userId = 'user-1', amount = AMOUNT) {
    const orderId = randomUUID();
    const created = await payment.createProviderOrder({ orderId, userId, amount, currency: 'INR' });
    return { orderId, userId, ...created };
  }

  async function paidInSandbox(userId = 'user-1') {
    const order = await newOrder(userId);
    const paid = await payment.sandboxPay({
      razorpayOrderId: order.razorpayOrderId,
      outcome: 'success',
      userId,
    });
    return { order, paid };
  }

  const count = async (sql: string, values: unknown[]) =>
    (await fixture.service.dataSource.query<{ n: number }[]>(sql, values))[0].n;

  it('answers the sandbox configuration', async () => {
    assert.deepEqual(await payment.getPaymentConfig({}), {
      provider: 'sandbox',
      keyId: 'rzp_test_sandbox',
    });
  });

  it('creates one provider order per order id, Razorpay-shaped', async () => {
    const orderId = randomUUID();
    const request = { orderId, userId: 'user-1', amount: AMOUNT, currency: 'INR' };
    const answers = await Promise.all([1, 2, 3].map(() => payment.createProviderOrder(request)));
    const again = await payment.createProviderOrder(request);
    assert.match(again.razorpayOrderId, /^order_[A-Za-z0-9]{14}$/);
    for (const answer of answers) assert.deepEqual(answer, again);
    assert.deepEqual(again, {
      razorpayOrderId: again.razorpayOrderId,
      amount: AMOUNT,
      currency: 'INR',
      keyId: 'rzp_test_sandbox',
      approvalUrl: '',
      provider: 'sandbox',
    });
    assert.equal(
      await count(`SELECT count(*)::int AS n FROM provider_order WHERE order_id = $1`, [orderId]),
      1,
    );
  });

  it('pays in the sandbox with ids and a signature exactly like Razorpay', async () => {
    const { order, paid } = await paidInSandbox();
    assert.match(paid.razorpayPaymentId, /^pay_[A-Za-z0-9]{14}$/);
    assert.equal(paid.razorpayOrderId, order.razorpayOrderId);
    assert.equal(paid.error ?? undefined, undefined);
    // HMAC-SHA256(order_id|payment_id) with the key secret kept in the settings row.
    const [{ value: keySecret }] = await fixture.service.dataSource.query<{ value: string }[]>(
      `SELECT value FROM payment_setting WHERE name = 'sandbox_key_secret'`,
    );
    assert.equal(
      paid.razorpaySignature,
      sign(`${order.razorpayOrderId}|${paid.razorpayPaymentId}`, keySecret),
    );
  });

  it('refuses a forged signature, and one made for another order: nothing is recorded', async () => {
    const { order } = await paidInSandbox();
    const other = await paidInSandbox();
    for (const signature of ['0'.repeat(64), 'forged', '']) {
      await rejectsWith(
        payment.capturePayment({
          orderId: order.orderId,
          userId: order.userId,
          paymentId: other.paid.razorpayPaymentId,
          signature,
        }),
        status.INVALID_ARGUMENT,
        'Invalid payment signature',
      );
    }
    // A genuine signature for another order's payment does not verify against this order.
    await rejectsWith(
      payment.capturePayment({
        orderId: order.orderId,
        userId: order.userId,
        paymentId: other.paid.razorpayPaymentId,
        signature: other.paid.razorpaySignature,
      }),
      status.INVALID_ARGUMENT,
      'Invalid payment signature',
    );
    assert.deepEqual(await outboxEvents(fixture.service, order.orderId), []);
    assert.equal(
      await count(`SELECT count(*)::int AS n FROM payment WHERE order_id = $1`, [order.orderId]),
      0,
    );
    const [row] = await fixture.service.dataSource.query<{ status: string }[]>(
      `SELECT status FROM provider_order WHERE order_id = $1`,
      [order.orderId],
    );
    assert.equal(row.status, 'created');
  });

  it("treats another user's order as not found", async () => {
    const { order, paid } = await paidInSandbox('user-owner');
    await rejectsWith(
      payment.capturePayment({
        orderId: order.orderId,
        userId: 'user-intruder',
        paymentId: paid.razorpayPaymentId,
        signature: paid.razorpaySignature,
      }),
      status.NOT_FOUND,
      'Order not found',
    );
    await rejectsWith(
      payment.capturePayment({
        orderId: randomUUID(),
        userId: 'user-owner',
        paymentId: paid.razorpayPaymentId,
        signature: paid.razorpaySignature,
      }),
      status.NOT_FOUND,
      'Order not found',
    );
  });

  it("pays a sandbox order for its owner only: another customer's (or nobody's) is not found and changes nothing", async () => {
    const order = await newOrder('user-owner');
    for (const userId of ['user-intruder', '']) {
      for (const outcome of ['success', 'failure']) {
        await rejectsWith(
          payment.sandboxPay({ razorpayOrderId: order.razorpayOrderId, outcome, userId }),
          status.NOT_FOUND,
          'Order not found',
        );
      }
    }
    assert.equal(
      await count(`SELECT count(*)::int AS n FROM sandbox_payment WHERE order_id = $1`, [
        order.razorpayOrderId,
      ]),
      0,
    );
    const paid = await payment.sandboxPay({
      razorpayOrderId: order.razorpayOrderId,
      outcome: 'success',
      userId: 'user-owner',
    });
    // The payment as Razorpay's payments.fetch shows it: to its owner only.
    const shown = await payment.sandboxGetPayment({
      paymentId: paid.razorpayPaymentId,
      userId: 'user-owner',
    });
    assert.equal(shown.id, paid.razorpayPaymentId);
    assert.equal(shown.razorpayOrderId, order.razorpayOrderId);
    assert.equal(shown.status, 'captured');
    assert.equal(shown.amount, AMOUNT);
    assert.equal(shown.amountRefunded, 0);
    assert.equal(shown.refundId, '');
    await rejectsWith(
      payment.sandboxGetPayment({ paymentId: paid.razorpayPaymentId, userId: 'user-intruder' }),
      status.NOT_FOUND,
      'Payment not found',
    );
  });

  it('capture x3 and webhook x3 interleaved: one payment, exactly one payment-captured', async () => {
    const { order, paid } = await paidInSandbox();
    const capture = () =>
      payment.capturePayment({
        orderId: order.orderId,
        userId: order.userId,
        paymentId: paid.razorpayPaymentId,
        signature: paid.razorpaySignature,
      });
    const raw = webhookBody('payment.captured', {
      id: paid.razorpayPaymentId,
      order_id: order.razorpayOrderId,
      amount: AMOUNT,
      status: 'captured',
      method: 'upi',
    });
    const webhook = () => payment.handleWebhook(signedWebhook(raw));
    const answers = await Promise.all([
      capture(),
      webhook(),
      capture(),
      webhook(),
      capture(),
      webhook(),
    ]);
    const expected = {
      status: 'captured',
      paymentId: paid.razorpayPaymentId,
      razorpayOrderId: order.razorpayOrderId,
      amount: AMOUNT,
      method: 'upi',
    };
    for (const i of [0, 2, 4]) assert.deepEqual(answers[i], expected);
    for (const i of [1, 3, 5]) assert.deepEqual(answers[i], { outcome: 'applied' });
    // And once more of each, later.
    assert.deepEqual(await capture(), expected);
    assert.deepEqual(await webhook(), { outcome: 'applied' });

    const events = await outboxEvents(fixture.service, order.orderId);
    assert.equal(events.length, 1);
    assert.equal(events[0].type, 'payment-captured');
    assert.deepEqual(
      { ...events[0].data, capturedAt: undefined },
      {
        orderId: order.orderId,
        razorpayOrderId: order.razorpayOrderId,
        paymentId: paid.razorpayPaymentId,
        amount: AMOUNT,
        method: 'upi',
        capturedAt: undefined,
      },
    );
    assert.equal(
      await count(`SELECT count(*)::int AS n FROM payment WHERE order_id = $1`, [order.orderId]),
      1,
    );
  });

  it('answers "duplicate" for an event id seen before, and refuses a bad signature', async () => {
    const { order, paid } = await paidInSandbox();
    const raw = webhookBody('payment.captured', {
      id: paid.razorpayPaymentId,
      order_id: order.razorpayOrderId,
      amount: AMOUNT,
      status: 'captured',
    });
    const request = signedWebhook(raw, 'evt_Duplicate0001');
    assert.deepEqual(await payment.handleWebhook(request), { outcome: 'applied' });
    assert.deepEqual(await payment.handleWebhook(request), { outcome: 'duplicate' });

    const tampered = Buffer.from(raw.replace(String(AMOUNT), '100'));
    for (const signature of [request.signature, sign(raw, 'another-secret'), '']) {
      await rejectsWith(
        payment.handleWebhook({ rawBody: tampered, signature, eventId: 'evt_Forged000001' }),
        status.INVALID_ARGUMENT,
        'Invalid webhook signature',
      );
    }
    assert.equal(
      await count(`SELECT count(*)::int AS n FROM webhook_event WHERE event_id = $1`, [
        'evt_Forged000001',
      ]),
      0,
    );
    assert.equal((await outboxEvents(fixture.service, order.orderId)).length, 1);
    // An event the shop does not act on.
    const other = webhookBody('refund.created', {
      id: paid.razorpayPaymentId,
      order_id: order.razorpayOrderId,
      amount: AMOUNT,
      status: 'captured',
    });
    assert.deepEqual(await payment.handleWebhook(signedWebhook(other)), { outcome: 'ignored' });
  });

  it("sends the sandbox's own payment.captured webhook, signed; applying it before the capture still makes one event", async () => {
    const { order, paid } = await paidInSandbox();
    const [webhook] = await waitFor(
      () => {
        const found = fixture.receiver.forPayment(paid.razorpayPaymentId);
        return found.length > 0 && found;
      },
      { what: 'the sandbox webhook' },
    );
    assert.equal(webhook.path, '/api/payments/razorpay/webhook');
    assert.equal(webhook.headers['x-razorpay-signature'], sign(webhook.raw));
    assert.match(String(webhook.headers['x-razorpay-event-id']), /^evt_[A-Za-z0-9]{14}$/);
    assert.equal(webhook.body.entity, 'event');
    assert.equal(webhook.body.event, 'payment.captured');
    assert.deepEqual(webhook.body.contains, ['payment']);
    assert.equal(typeof webhook.body.account_id, 'string');
    assert.equal(typeof webhook.body.created_at, 'number');
    const entity = webhook.body.payload.payment.entity;
    assert.equal(entity.id, paid.razorpayPaymentId);
    assert.equal(entity.order_id, order.razorpayOrderId);
    assert.equal(entity.amount, AMOUNT);
    assert.equal(entity.currency, 'INR');
    assert.equal(entity.status, 'captured');
    assert.equal(entity.method, 'upi');

    // What the gateway does with it: hand it over as received.
    const forwarded = {
      rawBody: webhook.raw,
      signature: String(webhook.headers['x-razorpay-signature']),
      eventId: String(webhook.headers['x-razorpay-event-id']),
    };
    assert.deepEqual(await payment.handleWebhook(forwarded), { outcome: 'applied' });
    assert.deepEqual(await payment.handleWebhook(forwarded), { outcome: 'duplicate' });
    const captured = await payment.capturePayment({
      orderId: order.orderId,
      userId: order.userId,
      paymentId: paid.razorpayPaymentId,
      signature: paid.razorpaySignature,
    });
    assert.equal(captured.status, 'captured');
    assert.deepEqual(
      (await outboxEvents(fixture.service, order.orderId)).map((e) => e.type),
      ['payment-captured'],
    );
  });

  it('retries a webhook the receiver could not take', async () => {
    fixture.receiver.failNext = 2;
    const { paid } = await paidInSandbox();
    const delivered = await waitFor(
      () => {
        const found = fixture.receiver.forPayment(paid.razorpayPaymentId);
        return found.length > 0 && found;
      },
      { what: 'the retried sandbox webhook', timeoutMs: 15_000 },
    );
    assert.equal(delivered.length, 1);
  });

  it('a failed sandbox payment: the error object, a signed payment.failed, payment-failed once; the order stays payable', async () => {
    const order = await newOrder();
    const failed = await payment.sandboxPay({
      razorpayOrderId: order.razorpayOrderId,
      outcome: 'failure',
      userId: order.userId,
    });
    assert.deepEqual(failed, {
      razorpayPaymentId: '',
      razorpayOrderId: order.razorpayOrderId,
      razorpaySignature: '',
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authentication',
        reason: 'payment_failed',
      },
    });
    const webhook = await waitFor(
      () =>
        fixture.receiver.received.find(
          (w) =>
            w.body.event === 'payment.failed' &&
            w.body.payload.payment.entity.order_id === order.razorpayOrderId,
        ),
      { what: 'the payment.failed webhook' },
    );
    assert.equal(webhook.headers['x-razorpay-signature'], sign(webhook.raw));
    const entity = webhook.body.payload.payment.entity;
    assert.equal(entity.status, 'failed');
    assert.equal(entity.error_code, 'BAD_REQUEST_ERROR');
    assert.equal(entity.error_description, 'Payment failed');

    // Delivered twice under one event id and once more under another: one payment-failed.
    const first = {
      rawBody: webhook.raw,
      signature: sign(webhook.raw),
      eventId: 'evt_Failed0000001',
    };
    assert.deepEqual(await payment.handleWebhook(first), { outcome: 'applied' });
    assert.deepEqual(await payment.handleWebhook(first), { outcome: 'duplicate' });
    assert.deepEqual(await payment.handleWebhook({ ...first, eventId: 'evt_Failed0000002' }), {
      outcome: 'applied',
    });
    const events = await outboxEvents(fixture.service, order.orderId);
    assert.deepEqual(
      events.map((e) => e.type),
      ['payment-failed'],
    );
    assert.deepEqual(events[0].data, {
      orderId: order.orderId,
      razorpayOrderId: order.razorpayOrderId,
      paymentId: entity.id,
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      // When the failed payment was made (the entity's created_at, whole seconds).
      attemptedAt: new Date(Number(entity.created_at) * 1000).toISOString(),
    });

    // The customer tries again and pays.
    const paid = await payment.sandboxPay({
      razorpayOrderId: order.razorpayOrderId,
      outcome: 'success',
      userId: order.userId,
    });
    const captured = await payment.capturePayment({
      orderId: order.orderId,
      userId: order.userId,
      paymentId: paid.razorpayPaymentId,
      signature: paid.razorpaySignature,
    });
    assert.equal(captured.paymentId, paid.razorpayPaymentId);
    assert.deepEqual(
      (await outboxEvents(fixture.service, order.orderId)).map((e) => e.type),
      ['payment-failed', 'payment-captured'],
    );
  });

  it('a cancelled order cannot be paid or captured; a paid one stays paid', async () => {
    const unpaid = await newOrder();
    const paidLate = await paidInSandbox();
    const paid = await paidInSandbox();
    const paidAnswer = await payment.capturePayment({
      orderId: paid.order.orderId,
      userId: paid.order.userId,
      paymentId: paid.paid.razorpayPaymentId,
      signature: paid.paid.razorpaySignature,
    });
    for (const orderId of [unpaid.orderId, paidLate.order.orderId, paid.order.orderId])
      await publishOrderCancelled(fixture.service, orderId);
    await waitFor(
      async () =>
        (await count(
          `SELECT count(*)::int AS n FROM provider_order WHERE order_id = ANY($1) AND status = 'cancelled'`,
          [[unpaid.orderId, paidLate.order.orderId]],
        )) === 2,
      { what: 'the provider orders cancelled' },
    );

    await rejectsWith(
      payment.sandboxPay({
        razorpayOrderId: unpaid.razorpayOrderId,
        outcome: 'success',
        userId: unpaid.userId,
      }),
      status.FAILED_PRECONDITION,
      EXPIRED,
    );
    await rejectsWith(
      payment.capturePayment({
        orderId: paidLate.order.orderId,
        userId: paidLate.order.userId,
        paymentId: paidLate.paid.razorpayPaymentId,
        signature: paidLate.paid.razorpaySignature,
      }),
      status.FAILED_PRECONDITION,
      EXPIRED,
    );
    assert.deepEqual(await outboxEvents(fixture.service, paidLate.order.orderId), []);
    assert.deepEqual(await outboxEvents(fixture.service, unpaid.orderId), []);

    // The paid order is untouched and its capture still answers the same.
    await waitFor(
      async () =>
        (await count(
          `SELECT count(*)::int AS n FROM processed_event WHERE event_type = 'order-cancelled'`,
          [],
        )) >= 3,
      { what: 'the three events handled' },
    );
    const [row] = await fixture.service.dataSource.query<{ status: string }[]>(
      `SELECT status FROM provider_order WHERE order_id = $1`,
      [paid.order.orderId],
    );
    assert.equal(row.status, 'paid');
    assert.deepEqual(
      await payment.capturePayment({
        orderId: paid.order.orderId,
        userId: paid.order.userId,
        paymentId: paid.paid.razorpayPaymentId,
        signature: paid.paid.razorpaySignature,
      }),
      paidAnswer,
    );
  });

  it('refuses to pay an unknown sandbox order and an unknown outcome', async () => {
    await rejectsWith(
      payment.sandboxPay({
        razorpayOrderId: 'order_Unknown0000001',
        outcome: 'success',
        userId: 'user-1',
      }),
      status.NOT_FOUND,
      'Order not found',
    );
    const order = await newOrder();
    await rejectsWith(
      payment.sandboxPay({
        razorpayOrderId: order.razorpayOrderId,
        outcome: 'maybe',
        userId: order.userId,
      }),
      status.INVALID_ARGUMENT,
      'Outcome must be "success" or "failure"',
    );
  });
});

describe('payment with Razorpay keys configured', () => {
  let fixture: PaymentFixture;

  before(async () => {
    fixture = await startPayment({
      RAZORPAY_KEY_ID: 'rzp_test_configured',
      RAZORPAY_KEY_SECRET: 'configured-secret',
      RAZORPAY_WEBHOOK_SECRET: 'configured-webhook-secret',
    });
  });

  after(() => fixture?.close());

  it('runs Razorpay and turns the sandbox off', async () => {
    assert.deepEqual(await fixture.payment.getPaymentConfig({}), {
      provider: 'razorpay',
      keyId: 'rzp_test_configured',
    });
    await rejectsWith(
      fixture.payment.sandboxPay({
        razorpayOrderId: 'order_Anything000001',
        outcome: 'success',
        userId: 'user-1',
      }),
      status.FAILED_PRECONDITION,
      'The payment sandbox is off',
    );
  });
});

describe('the sandbox across a restart', () => {
  const databases: string[] = [];
  const receiver = new WebhookReceiver();

  after(async () => {
    await receiver.stop();
    await Promise.all(databases.map(dropTestDatabase));
  });

  it('keeps its generated secrets: a payment signed before the restart captures after it', async () => {
    const [databaseUrl, busUrl] = await Promise.all([
      createTestDatabase('payment_restart'),
      createTestDatabase('payment_restart_bus'),
    ]);
    databases.push(databaseUrl, busUrl);
    // No RAZORPAY_WEBHOOK_SECRET: the sandbox generates its webhook secret too.
    const env = { PUBLIC_URL: await receiver.start(), PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: '0' };
    const secrets = async (service: RunningService) =>
      service.dataSource.query<{ name: string; value: string }[]>(
        `SELECT name, value FROM payment_setting ORDER BY name`,
      );

    const first = await bootPaymentOn(databaseUrl, busUrl, env);
    const orderId = randomUUID();
    let before: { name: string; value: string }[];
    let paid: Awaited<ReturnType<PaymentClient['sandboxPay']>>;
    try {
      const order = await first.payment.createProviderOrder({
        orderId,
        userId: 'user-1',
        amount: AMOUNT,
        currency: 'INR',
      });
      paid = await first.payment.sandboxPay({
        razorpayOrderId: order.razorpayOrderId,
        outcome: 'success',
        userId: 'user-1',
      });
      await waitFor(() => receiver.forPayment(paid.razorpayPaymentId).length > 0, {
        what: 'the sandbox webhook',
      });
      before = await secrets(first.service);
      assert.deepEqual(
        before.map((s) => s.name),
        ['sandbox_key_secret', 'sandbox_webhook_secret'],
      );
    } finally {
      await first.stop();
    }

    const second = await bootPaymentOn(databaseUrl, busUrl, env);
    try {
      const captured = await second.payment.capturePayment({
        orderId,
        userId: 'user-1',
        paymentId: paid.razorpayPaymentId,
        signature: paid.razorpaySignature,
      });
      assert.equal(captured.status, 'captured');
      assert.deepEqual(await secrets(second.service), before);
      // The webhook the first instance signed verifies with the second one.
      const [webhook] = receiver.forPayment(paid.razorpayPaymentId);
      assert.equal(
        webhook.headers['x-razorpay-signature'],
        sign(webhook.raw, before.find((s) => s.name === 'sandbox_webhook_secret')!.value),
      );
      assert.deepEqual(
        await second.payment.handleWebhook({
          rawBody: webhook.raw,
          signature: String(webhook.headers['x-razorpay-signature']),
          eventId: String(webhook.headers['x-razorpay-event-id']),
        }),
        { outcome: 'applied' },
      );
    } finally {
      await second.stop();
    }
  });
});
