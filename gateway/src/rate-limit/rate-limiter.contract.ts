// The behaviour every RateLimiter adapter must have; rate-limiter.spec.ts runs it for the
// memory adapter and, when a Redis server is given, for the Redis adapter.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { RateLimiter } from './rate-limiter.js';

export interface ContractOptions {
  /** Skips the whole suite with this reason (e.g. no Redis server configured). */
  skip?: string | false;
}

export function rateLimiterContract(
  name: string,
  create: () => Promise<RateLimiter> | RateLimiter,
  options: ContractOptions = {},
): void {
  describe(`RateLimiter contract: ${name}`, { skip: options.skip ?? false }, () => {
    let limiter: RateLimiter;
    /** A key no other test (or earlier run) uses. */
    const key = (label: string) => `contract:${label}:${randomBytes(6).toString('hex')}`;

    before(async () => {
      limiter = await create();
    });

    after(async () => {
      await limiter?.close();
    });

    it('allows `limit` hits in a window, then refuses with Retry-After seconds', async () => {
      const k = key('limit');
      for (let i = 1; i <= 3; i++) {
        const state = await limiter.hit(k, 3, 60_000);
        assert.equal(state.count, i);
        assert.equal(state.allowed, true, `hit ${i}`);
        assert.ok(state.retryAfterSec >= 59 && state.retryAfterSec <= 60, `${state.retryAfterSec}`);
      }
      const refused = await limiter.hit(k, 3, 60_000);
      assert.equal(refused.count, 4);
      assert.equal(refused.allowed, false);
      assert.ok(refused.retryAfterSec >= 59 && refused.retryAfterSec <= 60);
    });

    it('keeps keys apart', async () => {
      const a = key('a');
      const b = key('b');
      await limiter.hit(a, 1, 60_000);
      assert.equal((await limiter.hit(a, 1, 60_000)).allowed, false);
      const other = await limiter.hit(b, 1, 60_000);
      assert.equal(other.count, 1);
      assert.equal(other.allowed, true);
    });

    it('peek tells the state without counting (allowed while below the limit)', async () => {
      const k = key('peek');
      assert.deepEqual(await limiter.peek(k, 2), { count: 0, allowed: true, retryAfterSec: 0 });
      await limiter.hit(k, 2, 60_000);
      const one = await limiter.peek(k, 2);
      assert.equal(one.count, 1);
      assert.equal(one.allowed, true);
      assert.equal((await limiter.peek(k, 2)).count, 1, 'peek does not count');
      await limiter.hit(k, 2, 60_000);
      const full = await limiter.peek(k, 2);
      assert.equal(full.count, 2);
      assert.equal(full.allowed, false);
      assert.ok(full.retryAfterSec >= 59 && full.retryAfterSec <= 60);
    });

    it('a window ends after windowMs: counting starts again', async () => {
      const k = key('window');
      await limiter.hit(k, 1, 300);
      assert.equal((await limiter.hit(k, 1, 300)).allowed, false);
      assert.equal((await limiter.peek(k, 1)).retryAfterSec, 1, 'rounded up to a second');
      await sleep(400);
      assert.equal((await limiter.peek(k, 1)).count, 0);
      const fresh = await limiter.hit(k, 1, 300);
      assert.equal(fresh.count, 1);
      assert.equal(fresh.allowed, true);
    });

    it('hits later in a window do not extend it', async () => {
      const k = key('fixed');
      await limiter.hit(k, 5, 500);
      await sleep(250);
      await limiter.hit(k, 5, 500);
      await sleep(300);
      assert.equal((await limiter.hit(k, 5, 500)).count, 1, 'a new window');
    });

    it('reset forgets a key', async () => {
      const k = key('reset');
      await limiter.hit(k, 1, 60_000);
      await limiter.hit(k, 1, 60_000);
      await limiter.reset(k);
      assert.equal((await limiter.peek(k, 1)).count, 0);
      assert.equal((await limiter.hit(k, 1, 60_000)).allowed, true);
      await limiter.reset(key('never-used'));
    });

    it('counts concurrent hits exactly once each', async () => {
      const k = key('concurrent');
      const states = await Promise.all(
        Array.from({ length: 40 }, () => limiter.hit(k, 10, 60_000)),
      );
      const counts = states.map((s) => s.count).sort((x, y) => x - y);
      assert.deepEqual(
        counts,
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      assert.equal(states.filter((s) => s.allowed).length, 10);
    });
  });
}
