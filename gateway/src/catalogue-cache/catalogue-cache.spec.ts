import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseGatewayConfig } from '../config/gateway.config.js';
import { CatalogueCache, MAX_LOCAL_BYTES } from './catalogue-cache.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import { isCacheableRead } from './rest-cache-hooks.js';

function cache(ttlSeconds = 300): CatalogueCache {
  const config = parseGatewayConfig({
    IDENTITY_GRPC_URL: '127.0.0.1:1',
    JWT_SECRET: 'x'.repeat(32),
    CATALOGUE_CACHE_TTL_SECONDS: String(ttlSeconds),
  });
  return new CatalogueCache(new MemoryCacheStore(), config);
}

describe('CatalogueCache', () => {
  it('stores and answers within the TTL, then forgets', async () => {
    const c = cache(1);
    await c.onModuleInit();
    let now = 1_000;
    c.now = () => now;
    const generation = c.generation!;
    const entry = c.store('k', generation, '{"a":1}');
    assert.equal(c.lookup('k'), entry);
    assert.match(entry.etag, /^W\/".+"$/);
    now += 1_001;
    assert.equal(c.lookup('k'), undefined);
  });

  it('a flood of distinct answers (new search words) stays within the memory budget', async () => {
    const c = cache();
    await c.onModuleInit();
    const generation = c.generation!;
    const body = JSON.stringify({ data: 'x'.repeat(25_000) });
    const stored = Math.ceil((MAX_LOCAL_BYTES / body.length) * 1.2);
    for (let i = 0; i < stored; i++) c.store(`/api/shop/search/word${i}`, generation, body);
    assert.ok(c.size < stored, `kept ${c.size} of ${stored} answers`);
    assert.ok(c.size * body.length * 2 <= MAX_LOCAL_BYTES, `kept ${c.size} answers`);
    // the newest are kept, the oldest dropped
    assert.ok(c.lookup(`/api/shop/search/word${stored - 1}`));
    assert.equal(c.lookup('/api/shop/search/word0'), undefined);
  });

  it('an answer loaded across an invalidation is never served', async () => {
    const c = cache();
    await c.onModuleInit();
    const seenAtStart = c.generation!;
    await c.invalidate();
    c.store('k', seenAtStart, '"stale"');
    assert.equal(c.lookup('k'), undefined);
  });

  it('remember() loads once per generation; failures are not kept', async () => {
    const c = cache();
    await c.onModuleInit();
    let loads = 0;
    const load = () => Promise.resolve({ n: ++loads });
    assert.deepEqual(await c.remember('page', load), { n: 1 });
    assert.deepEqual(await c.remember('page', load), { n: 1 });
    await c.invalidate();
    assert.deepEqual(await c.remember('page', load), { n: 2 });
    await assert.rejects(c.remember('bad', () => Promise.reject(new Error('down'))));
    assert.deepEqual(await c.remember('bad', load), { n: 3 });
  });

  it('TTL 0 turns it off', async () => {
    const c = cache(0);
    await c.onModuleInit();
    assert.equal(c.enabled, false);
    assert.equal(c.generation, undefined);
    let loads = 0;
    await c.remember('x', () => Promise.resolve(++loads));
    await c.remember('x', () => Promise.resolve(++loads));
    assert.equal(loads, 2);
  });
});

describe('isCacheableRead', () => {
  it('the public catalogue GETs only', () => {
    for (const url of [
      '/api/shop/categories/get',
      '/api/shop/products/get',
      '/api/shop/products/get?price=0-1000',
      '/api/shop/products/get/abc',
      '/api/shop/products/related/abc?limit=4',
      '/api/shop/search/silk',
      '/api/shop/review/abc',
    ]) {
      assert.equal(isCacheableRead('GET', url), true, url);
    }
    for (const [method, url] of [
      ['POST', '/api/shop/review/add'],
      ['GET', '/api/shop/categories/getx'],
      ['GET', '/api/shop/cart/get/u1'],
      ['GET', '/api/admin/products/get'],
      ['GET', '/api/shop/address/get/u1'],
      ['GET', `/api/shop/search/${'x'.repeat(2000)}`],
    ]) {
      assert.equal(isCacheableRead(method, url), false, url);
    }
  });
});
