import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { QUANTITY_RULE, quantityOf, textOf } from './body-fields.js';

describe('body fields', () => {
  it('textOf trims text, writes finite numbers as digits and is blank otherwise', () => {
    assert.equal(textOf('  a b '), 'a b');
    assert.equal(textOf(42), '42');
    for (const value of [undefined, null, Number.NaN, Infinity, {}, ['x'], true]) {
      assert.equal(textOf(value), '');
    }
  });

  it('quantityOf is a whole number of at least 1, capped at 1,000,000', () => {
    assert.equal(quantityOf(3), 3);
    assert.equal(quantityOf(' 2 '), 2);
    assert.equal(quantityOf(5_000_000), 1_000_000);
    for (const value of [0, -1, 1.5, '', 'x', '1e3', null]) {
      assert.throws(
        () => quantityOf(value),
        (error: unknown) => {
          assert.ok(error instanceof BadRequestException);
          assert.equal(error.message, QUANTITY_RULE);
          return true;
        },
      );
    }
  });
});
