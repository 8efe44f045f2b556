import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasWholePaise, numberFrom, toPaise, toRupees } from './money.js';

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

  it('reads numbers and plain decimal strings only', () => {
    assert.equal(numberFrom(' 1499.50 '), 1499.5);
    assert.equal(numberFrom('-5'), -5);
    assert.equal(numberFrom('10'), 10);
    assert.equal(numberFrom(5), 5);
    for (const value of [
      '',
      '  ',
      'abc',
      '0x10',
      '1e3',
      '1E3',
      '0b11',
      '0o7',
      'Infinity',
      '1_000',
      '.5',
      '5.',
      '1 000',
      null,
      undefined,
      {},
      [],
      Number.NaN,
      Infinity,
    ]) {
      assert.equal(numberFrom(value), undefined, JSON.stringify(value));
    }
  });

  it('knows whole paise from fractions of a paisa', () => {
    for (const ok of [1, 0.5, 19.99, 1499.5, 9_999_999.99, 0.1 + 0.2]) assert.ok(hasWholePaise(ok));
    for (const bad of [10.123, 0.001, 1.005]) assert.equal(hasWholePaise(bad), false, String(bad));
  });
});
