import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  hasActiveFilters,
  PRICE_BUCKETS,
  readListingFilters,
  toggleBucket,
  toggleCategory,
  writeListingFilters,
} from './listing-query';

describe('listing query', () => {
  it('offers the seven price buckets and four sorts the shopper sees', () => {
    expect(PRICE_BUCKETS.map((bucket) => bucket.id)).toEqual([
      '0-1000',
      '1000-2000',
      '2000-3000',
      '3000-4000',
      '4000-5000',
      '5000-6000',
      '6000-above',
    ]);
    expect(DEFAULT_SORT).toBe('price-lowtohigh');
  });

  it('reads buckets and sort from the URL, dropping unknown values', () => {
    const filters = readListingFilters(
      new URLSearchParams('price=6000-above,bogus,0-1000&sortBy=code-ztoa'),
    );
    expect(filters).toEqual({ price: ['0-1000', '6000-above'], sortBy: 'code-ztoa' });
    expect(readListingFilters(new URLSearchParams('sortBy=cheapest'))).toEqual({
      price: [],
      sortBy: 'price-lowtohigh',
    });
  });

  it('writes a shareable query without defaults', () => {
    expect(writeListingFilters({ price: [], sortBy: 'price-lowtohigh' }).toString()).toBe('');
    expect(
      writeListingFilters({ price: ['0-1000', '1000-2000'], sortBy: 'price-hightolow' }).toString(),
    ).toBe('price=0-1000%2C1000-2000&sortBy=price-hightolow');
  });

  it('toggles buckets in the canonical order', () => {
    let filters = readListingFilters(new URLSearchParams());
    filters = toggleBucket(filters, '6000-above');
    filters = toggleBucket(filters, '0-1000');
    expect(filters.price).toEqual(['0-1000', '6000-above']);
    expect(toggleBucket(filters, '6000-above').price).toEqual(['0-1000']);
  });

  it('clears the category when the selected one is clicked again', () => {
    expect(toggleCategory(undefined, 'organza-sarees')).toBe('organza-sarees');
    expect(toggleCategory('cotton-sarees', 'organza-sarees')).toBe('organza-sarees');
    expect(toggleCategory('organza-sarees', 'organza-sarees')).toBeUndefined();
  });

  it('knows when filters are active', () => {
    expect(hasActiveFilters(undefined, { price: [], sortBy: 'code-atoz' })).toBe(false);
    expect(hasActiveFilters('cotton-sarees', { price: [], sortBy: DEFAULT_SORT })).toBe(true);
    expect(hasActiveFilters(undefined, { price: ['0-1000'], sortBy: DEFAULT_SORT })).toBe(true);
  });
});
