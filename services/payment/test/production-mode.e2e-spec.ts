// The payment service never takes fake payments in production by accident: started as a
// process with NODE_ENV=production and no Razorpay keys it stops with one line, unless
// PAYMENT_SANDBOX=true asks for the sandbox on purpose (a staging shop).
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { runService } from '@boutique/testing';
import { startPayment, type PaymentFixture } from './fixtures/payment-fixture.js';

const MAIN = fileURLToPath(new URL('../src/main.js', import.meta.url));

/** Runs the service's main with exactly `env` (nothing inherited but PATH); its exit and stderr. */
function run(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return runService(MAIN, {
    SERVICE_NAME: 'payment',
    LOG_LEVEL: 'silent',
    // Never reached: the provider check comes before the database.
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/payment',
    BUS_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/bus',
    GRPC_PORT: '1',
    HTTP_PORT: '1',
    ...env,
  });
}

describe('payment in production', () => {
  it('refuses to start without Razorpay keys and without PAYMENT_SANDBOX, with one line', async () => {
    for (const keys of [{}, { RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' }] as Record<
      string,
      string
    >[]) {
      const { code, stderr } = await run({ NODE_ENV: 'production', ...keys });
      assert.equal(code, 78);
      assert.equal(
        stderr,
        'Configuration error: RAZORPAY_KEY_ID is missing (required in production; set PAYMENT_SANDBOX=true to run the test-payment sandbox on purpose)\n',
      );
    }
    const off = await run({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'false' });
    assert.equal(off.code, 78);
  });

  it('refuses Razorpay keys together with PAYMENT_SANDBOX=true (ambiguous), and a bad flag', async () => {
    const both = await run({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'true',
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    });
    assert.equal(both.code, 78);
    assert.equal(
      both.stderr,
      'Configuration error: PAYMENT_SANDBOX is invalid (true asks for the sandbox, but RAZORPAY_KEY_ID is set: unset one of the two)\n',
    );
    const bad = await run({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'yes' });
    assert.equal(bad.code, 78);
    assert.match(bad.stderr, /^Configuration error: PAYMENT_SANDBOX is invalid .*\n$/);
  });
});

describe('payment in production with PAYMENT_SANDBOX=true (a staging shop on purpose)', () => {
  let fixture: PaymentFixture;
  before(async () => {
    fixture = await startPayment({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: 'true',
      SERVICE_AUTH_SECRET: 'a-service-auth-secret-of-32-characters',
    });
  });
  after(() => fixture?.close());

  it('runs the sandbox', async () => {
    assert.deepEqual(await fixture.payment.getPaymentConfig({}), {
      provider: 'sandbox',
      keyId: 'rzp_test_sandbox',
    });
  });
});
