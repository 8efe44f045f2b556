import { logger } from '@boutique/service-kit';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyRequestsException } from './too-many-requests.exception.js';

/** One counter: at most `points` in `durationSec` (a fixed window opened by the first hit). */
export interface LimiterOptions {
  /** Name of the counter, part of its keys (`login-pair`, `register-ip`, …). */
  name: string;
  points: number;
  durationSec: number;
}

/**
 * Makes rate-limiter-flexible limiters for the configuration: RateLimiterRedis on one
 * shared ioredis connection when REDIS_URL is set (shared by every replica; keys
 * `<REDIS_KEY_PREFIX>rl:<name>:<key>`), with a RateLimiterMemory of the same limits as its
 * insurance while Redis does not answer (the limits then hold per process instead of
 * being lifted); RateLimiterMemory alone otherwise (one process).
 */
export class Limiters {
  private readonly redis?: Redis;
  private prefix = '';

  constructor(options: { redisUrl?: string; prefix?: string } = {}) {
    if (!options.redisUrl) return;
    this.prefix = `${options.prefix ?? 'boutique:gateway:'}rl:`;
    let lastLog = 0;
    this.redis = new Redis(options.redisUrl, {
      connectionName: 'gateway-rate-limit',
      // Fail over to the insurance limiter at once rather than queueing while disconnected.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.redis.on('error', (error: Error) => {
      if (Date.now() - lastLog < 10_000) return;
      lastLog = Date.now();
      logger().warn({ err: error }, 'redis (rate limits) connection error; limits held in memory');
    });
  }

  get shared(): boolean {
    return this.redis !== undefined;
  }

  /** The shared store's connection (readiness reports it): undefined without REDIS_URL. */
  get redisState(): 'ok' | 'unavailable' | undefined {
    if (!this.redis) return undefined;
    return this.redis.status === 'ready' ? 'ok' : 'unavailable';
  }

  create({ name, points, durationSec }: LimiterOptions): RateLimiterAbstract {
    const duration = Math.max(1, Math.round(durationSec));
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
    if (!this.redis) return memory;
    return new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${this.prefix}${name}`,
      points,
      duration,
      insuranceLimiter: memory,
      rejectIfRedisNotReady: true,
    });
  }

  async close(): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}

/** Whole seconds (at least 1) of a limiter answer's msBeforeNext. */
export function secondsOf(res: Pick<RateLimiterRes, 'msBeforeNext'>): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * Counts one hit on each key of `checks` (in parallel); when any is over its limit, throws
 * a TooManyRequestsException with the longest wait. A store failure that even the
 * insurance limiter could not absorb is logged and lets the request through.
 */
export async function consumeAll(
  checks: readonly (readonly [limiter: RateLimiterAbstract, key: string])[],
): Promise<void> {
  const outcomes = await Promise.all(
    checks.map(([limiter, key]) =>
      limiter.consume(key).then(
        () => 0,
        (rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) return secondsOf(rejection);
          logger().error({ err: rejection }, 'rate limiter failed; letting the request through');
          return 0;
        },
      ),
    ),
  );
  const wait = Math.max(0, ...outcomes);
  if (wait > 0) throw new TooManyRequestsException(wait);
}
