import { Redis } from 'ioredis';
import type { CacheStore } from './cache-store.js';

export interface RedisCacheStoreOptions {
  /** Prefix of every key and of the channel (default `boutique:gateway:catalogue:`). */
  prefix?: string;
  /** Called on connection errors (ioredis reconnects by itself). */
  onError?: (error: Error) => void;
}

/**
 * The catalogue cache in Redis (REDIS_URL), shared by every gateway replica:
 * values under `<prefix>v:<generation>:<key>` with a TTL, the generation in
 * `<prefix>generation` (INCR), and every bump PUBLISHed on `<prefix>bumped` so each
 * replica drops its in-process entries at once. Commands fail fast (500 ms) while Redis
 * is unreachable; callers treat a failure as a miss.
 */
export class RedisCacheStore implements CacheStore {
  readonly shared = true;
  private readonly prefix: string;
  private readonly listeners: ((generation: number) => void)[] = [];
  private subscriber?: Redis;

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisCacheStoreOptions = {},
  ) {
    this.prefix = options.prefix ?? 'boutique:gateway:catalogue:';
  }

  static connect(url: string, options: RedisCacheStoreOptions = {}): RedisCacheStore {
    const redis = new Redis(url, {
      connectionName: 'gateway-catalogue-cache',
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    redis.on('error', (error: Error) => options.onError?.(error));
    return new RedisCacheStore(redis, options);
  }

  private get channel(): string {
    return `${this.prefix}bumped`;
  }

  async get(generation: number, key: string): Promise<string | undefined> {
    const value = await this.redis.get(`${this.prefix}v:${generation}:${key}`);
    return value ?? undefined;
  }

  async set(generation: number, key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(`${this.prefix}v:${generation}:${key}`, value, 'PX', Math.max(1, ttlMs));
  }

  async generation(): Promise<number> {
    const value = await this.redis.get(`${this.prefix}generation`);
    return value === null ? 0 : Number(value);
  }

  async bump(): Promise<number> {
    const generation = await this.redis.incr(`${this.prefix}generation`);
    await this.redis.publish(this.channel, String(generation));
    this.notify(generation);
    return generation;
  }

  onBump(listener: (generation: number) => void): void {
    this.listeners.push(listener);
    if (this.subscriber) return;
    const subscriber = this.redis.duplicate({
      connectionName: 'gateway-catalogue-cache-sub',
      commandTimeout: undefined,
    });
    subscriber.on('error', (error: Error) => this.options.onError?.(error));
    subscriber.on('message', (channel: string, message: string) => {
      const generation = Number(message);
      if (channel === this.channel && Number.isFinite(generation)) this.notify(generation);
    });
    // Also after a reconnect (ioredis resubscribes): what was missed is caught by the
    // catalogue cache's periodic generation check.
    subscriber.subscribe(this.channel).catch((error: unknown) => {
      this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
    });
    this.subscriber = subscriber;
  }

  private notify(generation: number): void {
    for (const listener of this.listeners) listener(generation);
  }

  async close(): Promise<void> {
    this.listeners.length = 0;
    for (const client of [this.subscriber, this.redis]) {
      if (!client) continue;
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    }
  }
}
