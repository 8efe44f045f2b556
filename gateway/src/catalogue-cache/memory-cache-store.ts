import type { CacheStore } from './cache-store.js';

/**
 * The store of one gateway process (no REDIS_URL). It keeps no values itself: the
 * catalogue cache's in-process entries are the cache. Only the generation lives here.
 */
export class MemoryCacheStore implements CacheStore {
  readonly shared = false;
  private current = 1;
  private readonly listeners: ((generation: number) => void)[] = [];

  get(): Promise<string | undefined> {
    return Promise.resolve(undefined);
  }

  set(): Promise<void> {
    return Promise.resolve();
  }

  generation(): Promise<number> {
    return Promise.resolve(this.current);
  }

  bump(): Promise<number> {
    this.current += 1;
    for (const listener of this.listeners) listener(this.current);
    return Promise.resolve(this.current);
  }

  onBump(listener: (generation: number) => void): void {
    this.listeners.push(listener);
  }

  close(): Promise<void> {
    this.listeners.length = 0;
    return Promise.resolve();
  }
}
