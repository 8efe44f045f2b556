import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkoutSignature, hmacHex, signatureMatches } from './signatures.js';

describe('signatures', () => {
  it('signs order_id|payment_id exactly as Razorpay documents it', () => {
    // The example of Razorpay's payment verification guide, recomputed with node:crypto.
    const expected = hmacHex('secret', 'order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l');
    assert.equal(checkoutSignature('secret', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l'), expected);
    assert.match(expected, /^[0-9a-f]{64}$/);
  });

  it('accepts only the exact signature', () => {
    const expected = checkoutSignature('k', 'order_1', 'pay_1');
    assert.equal(signatureMatches(expected, expected), true);
    assert.equal(signatureMatches(expected, expected.toUpperCase()), true);
    assert.equal(signatureMatches(expected, checkoutSignature('k', 'order_1', 'pay_2')), false);
    assert.equal(signatureMatches(expected, expected.slice(0, 63)), false);
    assert.equal(signatureMatches(expected, ''), false);
    assert.equal(signatureMatches(expected, undefined), false);
    assert.equal(signatureMatches(expected, 'z'.repeat(64)), false);
  });
});
