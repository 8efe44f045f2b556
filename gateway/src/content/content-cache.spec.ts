import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseGatewayConfig } from '../config/gateway.config.js';
import { ContentCache } from './content-cache.js';

const config = (ttl?: string) =>
  parseGatewayConfig({
    IDENTITY_GRPC_URL: '127.0.0.1:1',
    JWT_SECRET: 'x'.repeat(32),
    ...(ttl === undefined ? {} : { CONTENT_CACHE_TTL_SECONDS: ttl }),
  });

describe('ContentCache', () => {
  it('keeps a value for CONTENT_CACHE_TTL_SECONDS (default 30)', async () => {
    assert.equal(config().CONTENT_CACHE_TTL_SECONDS, 30);
    const cache = new ContentCache(config());
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    assert.equal(await cache.remember('banners', load), 1);
    assert.equal(await cache.remember('banners', load), 1);
    assert.equal(loads, 1);
  });

  it('invalidate drops every value, and a load in flight is answered but not kept', async () => {
    const cache = new ContentCache(config());
    let loads = 0;
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<number>((resolve) => {
        loads += 1;
        release = () => resolve(loads);
      });
    const pending = cache.remember('feed', slow);
    cache.invalidate();
    release();
    assert.equal(await pending, 1);
    assert.equal(cache.size, 0, 'the stale load was not kept');
    const fresh = cache.remember('feed', slow);
    release();
    assert.equal(await fresh, 2);
    assert.equal(cache.size, 1);
    cache.invalidate();
    assert.equal(cache.size, 0);
  });

  it('0 turns it off; failures are never kept', async () => {
    const off = new ContentCache(config('0'));
    let loads = 0;
    await off.remember('x', () => Promise.resolve(++loads));
    await off.remember('x', () => Promise.resolve(++loads));
    assert.equal(loads, 2);
    const on = new ContentCache(config());
    await assert.rejects(
      on.remember('x', () => Promise.reject(new Error('down'))),
      /down/,
    );
    assert.equal(await on.remember('x', () => Promise.resolve('ok')), 'ok');
  });
});
