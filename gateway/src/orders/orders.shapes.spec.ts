import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { checkoutFieldsOf, clientTotalOf, idempotencyKeyOf, linesOf } from './orders.shapes.js';

describe('checkout body', () => {
  it('reads productId, colors._id (or colorId) and quantity of each line, nothing else', () => {
    assert.deepEqual(
      linesOf([
        {
          productId: 'p1',
          colors: { _id: 'c1', title: 'Pink' },
          quantity: 2,
          price: 1,
          title: 'x',
        },
        { productId: 'p2', colorId: 'c2', quantity: '1' },
        { productId: 'p3', colors: null, quantity: 1 },
      ]),
      [
        { productId: 'p1', colourId: 'c1', quantity: 2 },
        { productId: 'p2', colourId: 'c2', quantity: 1 },
        { productId: 'p3', colourId: '', quantity: 1 },
      ],
    );
    assert.equal(linesOf(undefined), undefined);
    assert.throws(() => linesOf([{ productId: 'p', quantity: 0 }]), BadRequestException);
  });

  it('rupees to paise with Math.round(x * 100); absent is -1', () => {
    assert.equal(clientTotalOf(1999.99), 199_999);
    assert.equal(clientTotalOf(19.995), Math.round(19.995 * 100));
    assert.equal(clientTotalOf('2499.5'), 249_950);
    assert.equal(clientTotalOf(0), 0);
    assert.equal(clientTotalOf(undefined), -1);
    assert.equal(clientTotalOf(null), -1);
    assert.throws(() => clientTotalOf('abc'), /Total amount must be a number/);
    assert.throws(() => clientTotalOf(-5), /Total amount must be a number/);
  });

  it('the address id from addressInfo.addressId, else addressId', () => {
    assert.equal(
      checkoutFieldsOf({ addressInfo: { addressId: 'a1' }, addressId: 'a2' }).addressId,
      'a1',
    );
    assert.equal(checkoutFieldsOf({ addressInfo: { name: 'x' }, addressId: 'a2' }).addressId, 'a2');
    assert.equal(checkoutFieldsOf({}).addressId, '');
  });

  it('Idempotency-Key: trimmed, at most 200 characters', () => {
    assert.equal(idempotencyKeyOf(' k1 '), 'k1');
    assert.equal(idempotencyKeyOf(undefined), '');
    assert.throws(() => idempotencyKeyOf('k'.repeat(201)), BadRequestException);
  });
});
