import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LISTING_MESSAGES, likePattern, pageOf } from './listing.js';

describe('listing helpers', () => {
  it('escapes LIKE wildcards', () => {
    assert.equal(likePattern('a_b%c\\d'), '%a\\_b\\%c\\\\d%');
  });

  it('pages 1-based with 0 meaning the first page and the default size', () => {
    assert.deepEqual(pageOf(0, 0, 50), { limit: 50, offset: 0 });
    assert.deepEqual(pageOf(3, 20), { limit: 20, offset: 40 });
    assert.deepEqual(pageOf(0, 0), { limit: 1000, offset: 0 });
  });

  it('refuses out-of-range paging with the API messages', () => {
    assert.throws(() => pageOf(-1, 0), { message: LISTING_MESSAGES.invalidPage });
    assert.throws(() => pageOf(1, 1001), { message: LISTING_MESSAGES.invalidPageSize });
  });
});
