import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { orderIdFor } from './checkout.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('order ids', () => {
  it('a retried request with the same Idempotency-Key gets the same order id (same reservation)', () => {
    const first = orderIdFor('user-a', 'key-1', 'hash-1');
    assert.match(first, UUID);
    assert.equal(orderIdFor('user-a', 'key-1', 'hash-1'), first);
  });

  it('another user, key or request gets another id; no key gets a random one', () => {
    const first = orderIdFor('user-a', 'key-1', 'hash-1');
    assert.notEqual(orderIdFor('user-b', 'key-1', 'hash-1'), first);
    assert.notEqual(orderIdFor('user-a', 'key-2', 'hash-1'), first);
    assert.notEqual(orderIdFor('user-a', 'key-1', 'hash-2'), first);
    assert.notEqual(orderIdFor('user-a', ''), orderIdFor('user-a', ''));
  });
});
