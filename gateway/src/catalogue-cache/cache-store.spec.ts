import { randomBytes } from 'node:crypto';
import { cacheStoreContract } from './cache-store.contract.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import { RedisCacheStore } from './redis-cache-store.js';

cacheStoreContract('memory', () => new MemoryCacheStore());

// Against a real Redis server (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379), in a key
// space of its own so a shared server is not disturbed.
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
const prefix = `boutique:gateway:test:${randomBytes(4).toString('hex')}:`;
cacheStoreContract('redis', () => RedisCacheStore.connect(redisUrl!, { prefix }), {
  skip: redisUrl
    ? false
    : 'no Redis server: set TEST_REDIS_URL (or REDIS_URL), e.g. redis://127.0.0.1:6379',
});
