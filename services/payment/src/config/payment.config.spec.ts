import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { paymentConfigSchema, razorpaySettings } from './payment.config.js';

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
    const keys = {
      RAZORPAY_KEY_ID: 'rzp_test_abc',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    };
    assert.deepEqual(razorpaySettings(paymentConfigSchema.parse(keys)), {
      keyId: 'rzp_test_abc',
      keySecret: 'secret',
      webhookSecret: 'hook',
    });
    assert.throws(
      () => razorpaySettings(paymentConfigSchema.parse({ ...keys, RAZORPAY_WEBHOOK_SECRET: '' })),
      /RAZORPAY_WEBHOOK_SECRET is missing/,
    );
  });
});
