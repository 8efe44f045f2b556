import { Redis } from 'ioredis';
import { stateOf, type RateLimiter, type RateLimitState } from './rate-limiter.js';

/** One hit, atomically: count, and open the window (its expiry) with the first hit. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** The count and remaining window of a key, without counting. */
const PEEK_SCRIPT = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
return {tonumber(count), redis.call('PTTL', KEYS[1])}
`;

export interface RedisRateLimiterOptions {
  /** Prefix of every key (default `boutique:gateway:rl:`). */
  prefix?: string;
  /** Called on connection errors (ioredis retries by itself). */
  onError?: (error: Error) => void;
}

/**
 * Counters in Redis (REDIS_URL), shared by every gateway replica: one INCR with a PEXPIRE
 * on the first hit of a window, in a Lua script so the pair is atomic. Commands fail fast
 * (1 s) while Redis is unreachable instead of queueing; the caller decides what then.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    options: RedisRateLimiterOptions = {},
  ) {
    this.prefix = options.prefix ?? 'boutique:gateway:rl:';
  }

  /** Connects to `url` (redis:// or rediss://). */
  static connect(url: string, options: RedisRateLimiterOptions = {}): RedisRateLimiter {
    const redis = new Redis(url, {
      connectionName: 'gateway-rate-limit',
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    redis.on('error', (error: Error) => options.onError?.(error));
    return new RedisRateLimiter(redis, options);
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitState> {
    const [count, ttl] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.prefix + key,
      Math.max(1, Math.round(windowMs)),
    )) as [number, number];
    return stateOf(count, limit, ttl, true);
  }

  async peek(key: string, limit: number): Promise<RateLimitState> {
    const [count, ttl] = (await this.redis.eval(PEEK_SCRIPT, 1, this.prefix + key)) as [
      number,
      number,
    ];
    return stateOf(count, limit, Math.max(ttl, 0), false);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}
