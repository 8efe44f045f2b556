import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Razorpay from 'razorpay';
import { confirmPayment } from './confirm-payment.js';
import { RazorpayProvider } from './razorpay.provider.js';

interface Call {
  method: 'get' | 'post';
  url: string;
  data: unknown;
}

/**
 * A real razorpay client whose HTTP layer (its `api.get` / `api.post`) is replaced by
 * answers from `routes`: the client's own resource code runs, nothing leaves the process.
 */
function mockedClient(routes: Record<string, (data: unknown) => unknown>) {
  const client = new Razorpay({ key_id: 'rzp_test_unit', key_secret: 'unit-secret' });
  const calls: Call[] = [];
  const api = (client as unknown as { api: Record<string, unknown> }).api;
  for (const method of ['get', 'post'] as const) {
    api[method] = (params: { url: string; data: unknown }) => {
      calls.push({ method, url: params.url, data: params.data });
      const route = routes[`${method.toUpperCase()} ${params.url}`];
      if (!route)
        // What the client rejects with for an unknown id (its normalizeError shape).
        return Promise.reject(
          Object.assign(new Error('The id provided does not exist'), {
            statusCode: 400,
            error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
          }),
        );
      return Promise.resolve().then(() => route(params.data));
    };
  }
  const provider = new RazorpayProvider(
    { keyId: 'rzp_test_unit', keySecret: 'unit-secret', webhookSecret: 'unit-webhook' },
    client,
  );
  return { provider, calls };
}

const payment = (patch: Record<string, unknown>) => ({
  id: 'pay_Unit0000000001',
  entity: 'payment',
  order_id: 'order_Unit000000001',
  amount: 150_000,
  currency: 'INR',
  status: 'captured',
  method: 'card',
  ...patch,
});

const expected = { providerOrderId: 'order_Unit000000001', amount: 150_000, currency: 'INR' };

describe('RazorpayProvider (razorpay client with its HTTP calls mocked)', () => {
  it('creates an order for the amount in paise with the order id as receipt', async () => {
    const { provider, calls } = mockedClient({
      'POST /orders': (data) => ({
        id: 'order_New00000000001',
        entity: 'order',
        amount: (data as { amount: number }).amount,
        currency: 'INR',
        status: 'created',
      }),
    });
    const order = await provider.createOrder({
      amount: 249_900,
      currency: 'INR',
      receipt: '5b0f6a3e-2c55-4bd5-9d57-1c7d3e9a0b11',
      notes: { order_id: '5b0f6a3e-2c55-4bd5-9d57-1c7d3e9a0b11' },
    });
    assert.deepEqual(order, { id: 'order_New00000000001', amount: 249_900, currency: 'INR' });
    assert.deepEqual(calls[0].data, {
      amount: 249_900,
      currency: 'INR',
      receipt: '5b0f6a3e-2c55-4bd5-9d57-1c7d3e9a0b11',
      notes: { order_id: '5b0f6a3e-2c55-4bd5-9d57-1c7d3e9a0b11' },
    });
  });

  it('refuses a payment whose amount differs from the order, and captures nothing', async () => {
    const { provider, calls } = mockedClient({
      'GET /payments/pay_Unit0000000001': () => payment({ amount: 100 }),
    });
    const result = await confirmPayment(provider, 'pay_Unit0000000001', expected);
    assert.deepEqual(result, { ok: false, reason: 'amount' });
    assert.deepEqual(
      calls.map((c) => `${c.method} ${c.url}`),
      ['get /payments/pay_Unit0000000001'],
    );
  });

  it('captures an authorized payment for the full amount', async () => {
    const { provider, calls } = mockedClient({
      'GET /payments/pay_Unit0000000001': () =>
        payment({ status: 'authorized', method: 'upi', captured: false }),
      'POST /payments/pay_Unit0000000001/capture': (data) =>
        payment({ status: 'captured', method: 'upi', amount: (data as { amount: number }).amount }),
    });
    const result = await confirmPayment(provider, 'pay_Unit0000000001', expected);
    assert.equal(result.ok, true);
    assert.deepEqual(result.ok && result.payment, {
      id: 'pay_Unit0000000001',
      orderId: 'order_Unit000000001',
      amount: 150_000,
      currency: 'INR',
      status: 'captured',
      method: 'upi',
    });
    assert.deepEqual(calls[1], {
      method: 'post',
      url: '/payments/pay_Unit0000000001/capture',
      data: { amount: 150_000, currency: 'INR' },
    });
  });

  it('accepts an already captured payment without capturing again', async () => {
    const { provider, calls } = mockedClient({
      'GET /payments/pay_Unit0000000001': () => payment({}),
    });
    const result = await confirmPayment(provider, 'pay_Unit0000000001', expected);
    assert.equal(result.ok, true);
    assert.equal(calls.length, 1);
  });

  it('refunds a payment for the amount in paise (payments.refund)', async () => {
    const { provider, calls } = mockedClient({
      'POST /payments/pay_Unit0000000001/refund': (data) => ({
        id: 'rfnd_Unit000000001',
        entity: 'refund',
        payment_id: 'pay_Unit0000000001',
        amount: (data as { amount: number }).amount,
        currency: 'INR',
        status: 'processed',
      }),
    });
    const refund = await provider.refund('pay_Unit0000000001', 150_000, 'pay_Unit0000000001');
    assert.deepEqual(refund, { id: 'rfnd_Unit000000001', amount: 150_000, status: 'processed' });
    const part = await provider.refund(
      'pay_Unit0000000001',
      40_000,
      'return-0d6f1c2e-7a35-4b8e-9a51-3f5e2d1c0b9a',
    );
    assert.equal(part.amount, 40_000);
    assert.deepEqual(calls, [
      {
        method: 'post',
        url: '/payments/pay_Unit0000000001/refund',
        data: {
          amount: 150_000,
          speed: 'normal',
          receipt: 'pay_Unit0000000001',
          notes: { reason: 'order not fulfilled' },
        },
      },
      {
        method: 'post',
        url: '/payments/pay_Unit0000000001/refund',
        data: {
          amount: 40_000,
          speed: 'normal',
          // Razorpay's receipt holds 40 characters: the key's start.
          receipt: 'return-0d6f1c2e-7a35-4b8e-9a51-3f5e2d1c0',
          notes: { reason: 'goods returned' },
        },
      },
    ]);
  });

  it("answers a return's earlier refund by its receipt, not a whole refund's", async () => {
    const { provider } = mockedClient({
      'POST /payments/pay_Unit0000000003/refund': () =>
        Promise.reject(Object.assign(new Error('Request failed'), { statusCode: 502 })),
      'GET /payments/pay_Unit0000000003/refunds': () => ({
        entity: 'collection',
        count: 2,
        items: [
          { id: 'rfnd_Other00000001', amount: 90_000, status: 'processed', receipt: 'return-a' },
          { id: 'rfnd_Mine000000001', amount: 30_000, status: 'processed', receipt: 'return-b' },
        ],
      }),
    });
    assert.equal(
      (await provider.refund('pay_Unit0000000003', 30_000, 'return-b')).id,
      'rfnd_Mine000000001',
    );
    await assert.rejects(
      provider.refund('pay_Unit0000000003', 30_000, 'return-c'),
      /Request failed/,
    );
  });

  it('answers the earlier refund of a payment Razorpay says is refunded already, else the refusal', async () => {
    const refusal = () =>
      Promise.reject(
        Object.assign(new Error('The payment has been fully refunded already'), {
          statusCode: 400,
          error: { code: 'BAD_REQUEST_ERROR' },
        }),
      );
    const { provider } = mockedClient({
      'POST /payments/pay_Unit0000000001/refund': refusal,
      'GET /payments/pay_Unit0000000001/refunds': () => ({
        entity: 'collection',
        count: 1,
        items: [{ id: 'rfnd_Earlier000001', amount: 150_000, status: 'pending' }],
      }),
      'POST /payments/pay_Unit0000000002/refund': refusal,
      'GET /payments/pay_Unit0000000002/refunds': () => ({
        entity: 'collection',
        count: 0,
        items: [],
      }),
    });
    assert.deepEqual(await provider.refund('pay_Unit0000000001', 150_000, 'pay_Unit0000000001'), {
      id: 'rfnd_Earlier000001',
      amount: 150_000,
      status: 'pending',
    });
    await assert.rejects(
      provider.refund('pay_Unit0000000002', 150_000, 'pay_Unit0000000002'),
      /fully refunded already/,
    );
  });

  it('refuses a payment of another order, a failed one and one Razorpay does not know', async () => {
    const { provider } = mockedClient({
      'GET /payments/pay_Other000000001': () => payment({ order_id: 'order_Other00000001' }),
      'GET /payments/pay_Failed00000001': () => payment({ status: 'failed' }),
    });
    assert.deepEqual(await confirmPayment(provider, 'pay_Other000000001', expected), {
      ok: false,
      reason: 'other-order',
    });
    assert.deepEqual(await confirmPayment(provider, 'pay_Failed00000001', expected), {
      ok: false,
      reason: 'status',
    });
    assert.deepEqual(await confirmPayment(provider, 'pay_Missing0000001', expected), {
      ok: false,
      reason: 'unknown',
    });
  });
});
