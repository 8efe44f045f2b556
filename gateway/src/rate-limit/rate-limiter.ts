/** What counting one more hit (or looking) tells: the count in the current window. */
export interface RateLimitState {
  /** Hits counted in the current window (after this one, for `hit`). */
  count: number;
  /** True while `count` is within the limit. */
  allowed: boolean;
  /** Whole seconds until the window ends (at least 1); 0 when nothing is counted. */
  retryAfterSec: number;
}

/**
 * The rate-limit port: fixed windows of counted hits per key. A window opens with the
 * first hit of a key and lasts `windowMs`; the hits after `limit` in it are not allowed.
 * Adapters: MemoryRateLimiter (one process) and RedisRateLimiter (shared by replicas).
 */
export interface RateLimiter {
  /** Counts one hit on `key` and tells whether it is within `limit` for the window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitState>;
  /** The state of `key` without counting (allowed while count < limit). */
  peek(key: string, limit: number): Promise<RateLimitState>;
  /** Forgets `key` (its window ends now). */
  reset(key: string): Promise<void>;
  /** Releases connections and timers. */
  close(): Promise<void>;
}

/** Injection token of the RateLimiter adapter. */
export const RATE_LIMITER = Symbol('RATE_LIMITER');

/** Whole seconds (at least 1) of a remaining window in milliseconds. */
export function retryAfterSeconds(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 1000));
}

/** The state answered for `count` hits with `remainingMs` of window left. */
export function stateOf(
  count: number,
  limit: number,
  remainingMs: number,
  counting: boolean,
): RateLimitState {
  if (count <= 0) return { count: 0, allowed: true, retryAfterSec: 0 };
  return {
    count,
    allowed: counting ? count <= limit : count < limit,
    retryAfterSec: retryAfterSeconds(remainingMs),
  };
}
