import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import { adapterTarget, externalServer } from '@boutique/testing';
import { cacheStoreContract } from './cache-store.contract.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import { RedisCacheStore } from './redis-cache-store.js';

cacheStoreContract('memory', () => new MemoryCacheStore());

// Against a real Redis server: a container with TESTCONTAINERS=1 on a Docker host, else
// TEST_REDIS_URL (or REDIS_URL, e.g. redis://127.0.0.1:6379), else skipped; in a key space
// of its own so a shared server is not disturbed.
const redis = await adapterTarget(
  'redis',
  () => externalServer(process.env.TEST_REDIS_URL || process.env.REDIS_URL, 'TEST_REDIS_URL'),
  'TEST_REDIS_URL',
);
after(() => redis.server?.stop());
const prefix = `boutique:gateway:test:${randomBytes(4).toString('hex')}:`;
cacheStoreContract('redis', () => RedisCacheStore.connect(redis.server!.url, { prefix }), {
  skip: redis.skip ?? false,
});
