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
