import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LruCache } from './lru-cache.js';

describe('LruCache', () => {
  it('forgets the least recently used entry beyond its size', () => {
    const cache = new LruCache<string, number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    assert.equal(cache.get('a'), 1); // a is now the most recent
    cache.set('c', 3);
    assert.equal(cache.get('b'), undefined);
    assert.equal(cache.get('a'), 1);
    assert.equal(cache.get('c'), 3);
    assert.equal(cache.size, 2);
  });

  it('forgets entries after their time to live', () => {
    let now = 0;
    const cache = new LruCache<string, number>(10, 1_000, () => now);
    cache.set('a', 1);
    now = 999;
    assert.equal(cache.get('a'), 1);
    now = 1_000;
    assert.equal(cache.get('a'), undefined);
    assert.equal(cache.size, 0);
  });
});
