import { Injectable } from '@nestjs/common';

/** How long a listing total may be reused; writes of this instance clear it at once. */
const TTL_MS = 2_000;
const MAX_ENTRIES = 1_000;

/**
 * Listing totals by query, kept for two seconds. A full page needs `total` from a second,
 * counting query that costs as much as the page itself; the storefront asks the same few
 * filter combinations over and over. Every product, stock or category write of this
 * instance, and every product event it consumes, clears the cache, so a change made
 * here is counted at once and one made elsewhere within two seconds.
 */
@Injectable()
export class ListingCountCache {
  private readonly totals = new Map<string, { total: number; until: number }>();

  get(key: string, now = Date.now()): number | undefined {
    const entry = this.totals.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.totals.delete(key);
      return undefined;
    }
    return entry.total;
  }

  set(key: string, total: number, now = Date.now()): void {
    if (this.totals.size >= MAX_ENTRIES) this.totals.clear();
    this.totals.set(key, { total, until: now + TTL_MS });
  }

  clear(): void {
    this.totals.clear();
  }
}
