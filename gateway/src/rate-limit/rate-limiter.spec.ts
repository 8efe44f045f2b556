import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { MemoryRateLimiter } from './memory-rate-limiter.js';
import { rateLimiterContract } from './rate-limiter.contract.js';
import { RedisRateLimiter } from './redis-rate-limiter.js';

rateLimiterContract('memory', () => new MemoryRateLimiter());

// Against a real Redis server (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379), in a key
// space of its own so a shared server is not disturbed.
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
rateLimiterContract(
  'redis',
  () =>
    RedisRateLimiter.connect(redisUrl!, {
      prefix: `boutique:gateway:test:${randomBytes(4).toString('hex')}:`,
    }),
  {
    skip: redisUrl
      ? false
      : 'no Redis server: set TEST_REDIS_URL (or REDIS_URL), e.g. redis://127.0.0.1:6379',
  },
);

describe('MemoryRateLimiter bounds', () => {
  it('sweeps ended windows, then drops the oldest when full', async () => {
    let now = 1_000;
    const limiter = new MemoryRateLimiter({ maxKeys: 3, now: () => now });
    await limiter.hit('a', 5, 100);
    await limiter.hit('b', 5, 1_000);
    await limiter.hit('c', 5, 1_000);
    now += 200; // a has ended
    await limiter.hit('d', 5, 1_000);
    assert.equal(limiter.size, 3);
    assert.equal((await limiter.peek('b', 5)).count, 1);
    await limiter.hit('e', 5, 1_000); // full of live windows: b (oldest) goes
    assert.equal(limiter.size, 3);
    assert.equal((await limiter.peek('b', 5)).count, 0);
    assert.equal((await limiter.peek('e', 5)).count, 1);
  });
});
