import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PriceBucket, ProductSort } from '@boutique/contracts/catalogue/v1/catalogue_service';
import {
  bucketRange,
  codeSortKey,
  compareCodes,
  effectivePrice,
  inBucket,
  MAX_PAGE_SIZE,
  orderByClause,
  paging,
  priceRanges,
  resolveSort,
  whereClause,
} from './listing-rules.js';

const rupees = (n: number) => n * 100;

describe('listing rules: price buckets', () => {
  it('are inclusive in paise, so 1000 rupees is in both 0-1000 and 1000-2000', () => {
    assert.deepEqual(bucketRange(PriceBucket.PRICE_BUCKET_0_1000), { min: 0, max: 100_000 });
    assert.deepEqual(bucketRange(PriceBucket.PRICE_BUCKET_1000_2000), {
      min: 100_000,
      max: 200_000,
    });
    assert.ok(inBucket(PriceBucket.PRICE_BUCKET_0_1000, rupees(1000)));
    assert.ok(inBucket(PriceBucket.PRICE_BUCKET_1000_2000, rupees(1000)));
    assert.ok(!inBucket(PriceBucket.PRICE_BUCKET_0_1000, rupees(1000) + 1));
    assert.ok(inBucket(PriceBucket.PRICE_BUCKET_1000_2000, rupees(2000)));
    assert.ok(inBucket(PriceBucket.PRICE_BUCKET_2000_3000, rupees(2000)));
    assert.ok(!inBucket(PriceBucket.PRICE_BUCKET_1000_2000, rupees(1000) - 1));
  });

  it('6000-above has no upper bound and starts at 600000 paise', () => {
    assert.ok(inBucket(PriceBucket.PRICE_BUCKET_6000_UP, 600_000));
    assert.ok(inBucket(PriceBucket.PRICE_BUCKET_6000_UP, 99_999_999));
    assert.ok(!inBucket(PriceBucket.PRICE_BUCKET_6000_UP, 599_999));
    assert.ok(inBucket(PriceBucket.PRICE_BUCKET_5000_6000, 600_000));
  });

  it('merges touching buckets into few ranges and ignores unknown ones', () => {
    assert.deepEqual(
      priceRanges([
        PriceBucket.PRICE_BUCKET_1000_2000,
        PriceBucket.PRICE_BUCKET_0_1000,
        PriceBucket.PRICE_BUCKET_4000_5000,
        PriceBucket.PRICE_BUCKET_UNSPECIFIED,
      ]),
      [
        { min: 0, max: 200_000 },
        { min: 400_000, max: 500_000 },
      ],
    );
    assert.deepEqual(
      priceRanges([PriceBucket.PRICE_BUCKET_6000_UP, PriceBucket.PRICE_BUCKET_5000_6000]),
      [{ min: 500_000 }],
    );
    assert.deepEqual(priceRanges([]), []);
  });

  it('uses the sale price when above 0, else the price', () => {
    assert.equal(effectivePrice(150_000, 99_900), 99_900);
    assert.equal(effectivePrice(150_000, 0), 150_000);
  });
});

describe('listing rules: product code order', () => {
  it('is numeric-aware: SR2 < SR10 < SR100', () => {
    assert.ok(compareCodes('SR2', 'SR10') < 0);
    assert.ok(compareCodes('SR10', 'SR100') < 0);
    assert.ok(compareCodes('sr10', 'SR10') === 0);
    assert.ok(compareCodes('SR02', 'SR2') === 0);
    const codes = ['SR10', 'SR2', 'AB1', 'SR1'];
    assert.deepEqual(
      codes.sort((a, b) => compareCodes(a, b)),
      ['AB1', 'SR1', 'SR2', 'SR10'],
    );
  });

  it('puts empty codes last in both directions', () => {
    const codes = ['SR10', '', 'SR2', ' ', 'AB3'];
    assert.deepEqual(
      [...codes].sort((a, b) => compareCodes(a, b, 'asc')),
      ['AB3', 'SR2', 'SR10', '', ' '],
    );
    assert.deepEqual(
      [...codes].sort((a, b) => compareCodes(a, b, 'desc')),
      ['SR10', 'SR2', 'AB3', '', ' '],
    );
  });

  it('stores a byte-comparable key (null for an empty code)', () => {
    assert.equal(codeSortKey('SR2'), 'sr000000000002');
    assert.equal(codeSortKey('SR-10b'), 'sr-000000000010b');
    assert.equal(codeSortKey(''), null);
    assert.ok(codeSortKey('SR2')! < codeSortKey('SR10')!);
  });
});

describe('listing rules: sorts, paging and conditions', () => {
  it('defaults to price low to high', () => {
    assert.equal(resolveSort(undefined), ProductSort.PRODUCT_SORT_PRICE_LOW_TO_HIGH);
    assert.equal(
      resolveSort(ProductSort.PRODUCT_SORT_UNSPECIFIED),
      ProductSort.PRODUCT_SORT_PRICE_LOW_TO_HIGH,
    );
    assert.equal(resolveSort('bogus'), ProductSort.PRODUCT_SORT_PRICE_LOW_TO_HIGH);
    assert.match(orderByClause(resolveSort(undefined)), /^p\.effective_price ASC/);
    assert.match(orderByClause(ProductSort.PRODUCT_SORT_CODE_Z_TO_A), /DESC NULLS LAST/);
    assert.match(orderByClause(ProductSort.PRODUCT_SORT_CODE_A_TO_Z), /ASC NULLS LAST/);
  });

  it('pages 1-based; page size 0 means everything up to 500', () => {
    assert.deepEqual(paging(0, 0), { limit: MAX_PAGE_SIZE, offset: 0 });
    assert.deepEqual(paging(3, 24), { limit: 24, offset: 48 });
    assert.deepEqual(paging(1, 10_000), { limit: 500, offset: 0 });
  });

  it('builds parameterised conditions', () => {
    const { sql, params } = whereClause({
      category: { slug: 'organza-sarees' },
      priceBuckets: [PriceBucket.PRICE_BUCKET_6000_UP],
      newArrival: true,
      featured: false,
      outOfStock: true,
      colourOutOfStock: true,
      watchAndBuy: false,
      search: '50%',
    });
    assert.match(sql, /slug = \$1/);
    assert.match(sql, /effective_price >= \$2/);
    assert.match(sql, /is_new_arrival/);
    assert.match(sql, /total_stock <= 0/);
    assert.match(sql, /inventory <= 0/);
    assert.deepEqual(params, ['organza-sarees', 600_000, '%50\\%%']);
    assert.equal(
      whereClause({
        priceBuckets: [],
        newArrival: false,
        featured: false,
        outOfStock: false,
        colourOutOfStock: false,
        watchAndBuy: false,
        search: ' ',
      }).sql,
      '',
    );
  });
});
