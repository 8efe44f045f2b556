import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { numberFrom, toPaise, toRupees } from './money.js';

describe('rupees and paise', () => {
  it('converts at the edge with Math.round(r * 100)', () => {
    assert.equal(toPaise(1499.5), 149_950);
    assert.equal(toPaise(0.1 + 0.2), 30);
    assert.equal(toPaise(19.99), 1999);
    assert.equal(toPaise(1e-3), 0);
    assert.equal(toRupees(149_950), 1499.5);
    assert.equal(toRupees(1999), 19.99);
    assert.equal(toRupees(0), 0);
  });

  it('reads numbers and numeric strings only', () => {
    assert.equal(numberFrom(' 1499.50 '), 1499.5);
    assert.equal(numberFrom(5), 5);
    for (const value of ['', '  ', 'abc', null, undefined, {}, [], Number.NaN, Infinity]) {
      assert.equal(numberFrom(value), undefined, JSON.stringify(value));
    }
  });
});
