import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { checkoutSignature, hmacHex, signatureMatches } from './signatures.js';

describe('signatures', () => {
  it('is HMAC-SHA256 hex, over order_id|payment_id for a checkout', () => {
    // The well-known HMAC-SHA256 test vector.
    assert.equal(
      hmacHex('key', 'The quick brown fox jumps over the lazy dog'),
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
    assert.equal(
      checkoutSignature('secret', 'order_IEIaMR65cu6nz3', 'pay_IH4NVgf4Dreq1l'),
      createHmac('sha256', 'secret')
        .update('order_IEIaMR65cu6nz3|pay_IH4NVgf4Dreq1l')
        .digest('hex'),
    );
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
