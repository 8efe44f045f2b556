import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestException } from '@nestjs/common';
import { parseListingQuery } from './listing-query.js';

function message(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof BadRequestException);
    return error.message;
  }
  assert.fail('expected a 400');
}

describe('parseListingQuery', () => {
  it('defaults to every product, price low to high, page 1 of 500', () => {
    const { request, page, pageSize } = parseListingQuery({});
    assert.deepEqual(request, {
      category: '',
      priceBuckets: [],
      newArrival: false,
      featured: false,
      outOfStock: false,
      colourOutOfStock: false,
      watchAndBuy: false,
      search: '',
      sort: 'PRODUCT_SORT_PRICE_LOW_TO_HIGH',
      page: 1,
      pageSize: 500,
      // the admin's SQL listing; the storefront's reads ask for json
      json: false,
    });
    assert.equal(page, 1);
    assert.equal(pageSize, 500);
  });

  it('takes comma lists and repeated parameters, without duplicates', () => {
    const { request } = parseListingQuery({ price: ['0-1000, 1000-2000', '0-1000', '6000-above'] });
    assert.deepEqual(request.priceBuckets, [
      'PRICE_BUCKET_0_1000',
      'PRICE_BUCKET_1000_2000',
      'PRICE_BUCKET_6000_UP',
    ]);
  });

  it('flags: true/1 set, false/0/empty do not; filter= sets its flag', () => {
    assert.equal(parseListingQuery({ featured: '1' }).request.featured, true);
    assert.equal(parseListingQuery({ featured: 'false' }).request.featured, false);
    assert.equal(parseListingQuery({ filter: 'outOfStock' }).request.outOfStock, true);
    assert.equal(parseListingQuery({ filter: 'featured' }).request.featured, true);
  });

  it('refuses unknown values naming the parameter', () => {
    assert.equal(
      message(() => parseListingQuery({ price: '0-999' })),
      'Invalid price: unknown bucket "0-999"',
    );
    assert.equal(
      message(() => parseListingQuery({ sortBy: 'toString' })),
      'Invalid sortBy: "toString"',
    );
    assert.equal(
      message(() => parseListingQuery({ filter: 'constructor' })),
      'Invalid filter: "constructor"',
    );
    assert.equal(
      message(() => parseListingQuery({ pageSize: '1.5' })),
      'Invalid pageSize: expected a whole number from 1 to 500',
    );
    assert.equal(
      message(() => parseListingQuery({ outOfStock: 'yes' })),
      'Invalid outOfStock: expected true or false',
    );
  });
});
