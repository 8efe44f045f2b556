import { Global, Module } from '@nestjs/common';
import { logger } from '@boutique/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { CACHE_STORE, type CacheStore } from './cache-store.js';
import { CatalogueCache } from './catalogue-cache.js';
import { CatalogueEventsSubscriber } from './catalogue-events.subscriber.js';
import { MemoryCacheStore } from './memory-cache-store.js';
import { RedisCacheStore } from './redis-cache-store.js';

/** The CacheStore adapter of the configuration: Redis with REDIS_URL, memory otherwise. */
export function createCacheStore(config: GatewayConfig): CacheStore {
  if (!config.REDIS_URL || config.CATALOGUE_CACHE_TTL_SECONDS === 0) return new MemoryCacheStore();
  let lastLog = 0;
  return RedisCacheStore.connect(config.REDIS_URL, {
    prefix: config.CATALOGUE_CACHE_PREFIX,
    onError: (error) => {
      const now = Date.now();
      if (now - lastLog < 10_000) return;
      lastLog = now;
      logger().warn({ err: error }, 'redis (catalogue cache) connection error');
    },
  });
}

/** The cache of public catalogue reads, its store and its event subscription. */
@Global()
@Module({
  providers: [
    { provide: CACHE_STORE, inject: [GATEWAY_CONFIG], useFactory: createCacheStore },
    CatalogueCache,
    CatalogueEventsSubscriber,
  ],
  exports: [CatalogueCache, CatalogueEventsSubscriber],
})
export class CatalogueCacheModule {}
