import { stateOf, type RateLimiter, type RateLimitState } from './rate-limiter.js';

interface Window {
  count: number;
  /** When the window ends, ms since the epoch. */
  endsAt: number;
}

/**
 * Counters in this process's memory (the default without REDIS_URL). Bounded: expired
 * windows are swept when the map grows, and the oldest windows go first when it is full,
 * so a flood of distinct keys cannot grow it without limit.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly options: { maxKeys?: number; now?: () => number } = {}) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private live(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitState> {
    const now = this.now();
    let window = this.live(key, now);
    if (!window) {
      this.makeRoom(now);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve(stateOf(window.count, limit, window.endsAt - now, true));
  }

  peek(key: string, limit: number): Promise<RateLimitState> {
    const now = this.now();
    const window = this.live(key, now);
    return Promise.resolve(
      window
        ? stateOf(window.count, limit, window.endsAt - now, false)
        : stateOf(0, limit, 0, false),
    );
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  /** Number of live windows (tests). */
  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number): void {
    const maxKeys = this.options.maxKeys ?? 100_000;
    if (this.windows.size < maxKeys) return;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < maxKeys) break;
      this.windows.delete(key);
    }
  }
}
