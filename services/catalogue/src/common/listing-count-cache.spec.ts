import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ListingCountCache } from './listing-count-cache.js';

describe('listing count cache', () => {
  it('keeps a total for two seconds and forgets everything on clear', () => {
    const cache = new ListingCountCache();
    cache.set('q', 42, 1_000);
    assert.equal(cache.get('q', 2_999), 42);
    assert.equal(cache.get('q', 3_000), undefined);
    cache.set('q', 7, 5_000);
    cache.clear();
    assert.equal(cache.get('q', 5_001), undefined);
  });
});
