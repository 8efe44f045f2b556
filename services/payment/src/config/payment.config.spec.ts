import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError } from '@boutique/service-kit';
import { paymentConfigSchema, paymentMode, razorpaySettings } from './payment.config.js';

const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_abc',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook',
};

const modeOf = (env: Record<string, string>, nodeEnv?: string) =>
  paymentMode({ ...paymentConfigSchema.parse(env), NODE_ENV: nodeEnv });

describe('payment configuration', () => {
  it('takes empty Razorpay variables (KEY= in an .env file) as unset: the sandbox runs', () => {
    const config = paymentConfigSchema.parse({
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '  ',
      RAZORPAY_WEBHOOK_SECRET: '',
    });
    assert.equal(config.RAZORPAY_KEY_ID, undefined);
    assert.equal(razorpaySettings(config), undefined);
  });

  it('runs Razorpay with all three keys, and names a missing secret', () => {
    assert.deepEqual(razorpaySettings(paymentConfigSchema.parse(KEYS)), {
      keyId: 'rzp_test_abc',
      keySecret: 'secret',
      webhookSecret: 'hook',
    });
    assert.throws(
      () => razorpaySettings(paymentConfigSchema.parse({ ...KEYS, RAZORPAY_WEBHOOK_SECRET: '' })),
      /RAZORPAY_WEBHOOK_SECRET is missing/,
    );
  });

  it('runs the sandbox without keys outside production (npm start, npm test)', () => {
    for (const nodeEnv of [undefined, 'development', 'test'])
      assert.deepEqual(modeOf({}, nodeEnv), { provider: 'sandbox' });
  });

  it('refuses production without keys, unless PAYMENT_SANDBOX=true asks for the sandbox', () => {
    for (const flag of [{}, { PAYMENT_SANDBOX: 'false' }, { PAYMENT_SANDBOX: '' }] as Record<
      string,
      string
    >[])
      assert.throws(
        () => modeOf(flag, 'production'),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message.startsWith(
            'Configuration error: RAZORPAY_KEY_ID is missing (required in production',
          ),
      );
    assert.deepEqual(modeOf({ PAYMENT_SANDBOX: 'true' }, 'production'), { provider: 'sandbox' });
    assert.equal(modeOf(KEYS, 'production').provider, 'razorpay');
  });

  it('refuses keys together with PAYMENT_SANDBOX=true, and a flag that is not true or false', () => {
    for (const nodeEnv of ['production', 'development'])
      assert.throws(
        () => modeOf({ ...KEYS, PAYMENT_SANDBOX: 'true' }, nodeEnv),
        /Configuration error: PAYMENT_SANDBOX is invalid \(true asks for the sandbox/,
      );
    assert.equal(paymentConfigSchema.safeParse({ PAYMENT_SANDBOX: 'yes' }).success, false);
  });
});
