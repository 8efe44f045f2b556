import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { canonicalJson, requestHash } from './request-hash.js';

describe('checkout request hash', () => {
  it('is the SHA-256 of the canonical JSON (keys sorted at every depth, arrays in order)', () => {
    const body = { b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' } };
    assert.equal(canonicalJson(body), '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}');
    assert.equal(
      requestHash(body),
      createHash('sha256').update('{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}').digest('hex'),
    );
  });

  it('the same body in another key order hashes the same; any change hashes differently', () => {
    const body = { cartItems: [{ productId: 'p', quantity: 1 }], addressInfo: { addressId: 'a' } };
    const reordered = {
      addressInfo: { addressId: 'a' },
      cartItems: [{ quantity: 1, productId: 'p' }],
    };
    assert.equal(requestHash(body), requestHash(reordered));
    for (const changed of [
      { ...body, totalAmount: 10 },
      { ...body, cartItems: [{ productId: 'p', quantity: 2 }] },
      {
        ...body,
        cartItems: [
          { productId: 'p', quantity: 1 },
          { productId: 'q', quantity: 1 },
        ],
      },
      { ...body, orderStatus: 'delivered' },
    ]) {
      assert.notEqual(requestHash(changed), requestHash(body));
    }
  });
});
