// The payment sandbox's routes exist only where the sandbox may run: in production
// (NODE_ENV=production) without PAYMENT_SANDBOX=true the gateway does not register them,
// so paying through them is a plain 404 that never reaches the payment service; with
// PAYMENT_SANDBOX=true (a staging shop on purpose) they are there, behind sign-in.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { httpClient } from './fixtures/http.js';

async function customerToken(gw: Harness) {
  const user = gw.identity.addUser({
    userName: 'Priya',
    email: 'priya@example.com',
    password: 'priya-pass',
  });
  return gw.identity.accessToken(user);
}

describe('payment sandbox routes in production without PAYMENT_SANDBOX', () => {
  let gw: Harness;
  const { get, post } = httpClient(() => gw.baseUrl);
  before(async () => {
    gw = await startGateway({ env: { NODE_ENV: 'production' } });
  });
  after(() => gw?.stop());

  it('are not registered: 404 Not found, signed in or not, and the payment service hears nothing', async () => {
    const token = await customerToken(gw);
    for (const options of [{}, { token }]) {
      const pay = await post(
        '/api/sandbox/razorpay/orders/order_Anything000001/pay',
        { outcome: 'success' },
        options,
      );
      assert.equal(pay.status, 404, pay.text);
      assert.equal(pay.json.success, false);
      const fetched = await get('/api/sandbox/razorpay/payments/pay_Anything00000001', options);
      assert.equal(fetched.status, 404, fetched.text);
    }
    assert.equal(gw.payment.callsOf('SandboxPay').length, 0);
    assert.equal(gw.payment.callsOf('SandboxGetPayment').length, 0);
    // The rest of payments is there.
    assert.equal((await get('/api/payments/config')).status, 200);
  });
});

describe('payment sandbox routes in production with PAYMENT_SANDBOX=true (staging)', () => {
  let gw: Harness;
  const { post } = httpClient(() => gw.baseUrl);
  before(async () => {
    gw = await startGateway({ env: { NODE_ENV: 'production', PAYMENT_SANDBOX: 'true' } });
  });
  after(() => gw?.stop());

  it("are registered and need the owner's token", async () => {
    const path = '/api/sandbox/razorpay/orders/order_Anything000001/pay';
    const signedOut = await post(path, { outcome: 'success' });
    assert.equal(signedOut.status, 401);
    const unknown = await post(path, { outcome: 'success' }, { token: await customerToken(gw) });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json.message, 'Order not found');
    assert.equal(gw.payment.callsOf('SandboxPay').length, 1);
  });
});
