import { Inject, Injectable } from '@nestjs/common';
import { LruCache } from '../common/lru-cache.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';

/** Keys are a handful of fixed names (banners, feed, testimonials). */
const MAX_ENTRIES = 32;

/**
 * The storefront's content reads (banners, the social feed, testimonials; REST and the
 * content part of GraphQL's homePage), kept in this gateway process for
 * CONTENT_CACHE_TTL_SECONDS (0 turns it off). A write through this gateway (an admin
 * write, a new feedback) drops everything before it answers; other replicas catch up
 * within the TTL. A load that started before a drop is answered but not kept.
 */
@Injectable()
export class ContentCache {
  readonly enabled: boolean;
  private readonly entries: LruCache<string, unknown>;
  private generation = 0;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const ttlMs = config.CONTENT_CACHE_TTL_SECONDS * 1000;
    this.enabled = ttlMs > 0;
    this.entries = new LruCache(MAX_ENTRIES, ttlMs);
  }

  /** The cached value of `key`, or `load()`'s (kept when the cache is on). Failures are not kept. */
  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit as T;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) this.entries.set(key, value);
    return value;
  }

  /** Drops every cached value (and any load in flight). */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
