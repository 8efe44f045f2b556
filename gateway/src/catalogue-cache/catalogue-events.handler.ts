import type { EventType } from '@boutique/contracts';
import type { EventEnvelope } from '@boutique/service-kit';
import type { CatalogueCache } from './catalogue-cache.js';

/** The catalogue events that change what the public reads answer. */
export const CACHE_DROPPING_EVENTS: ReadonlySet<string> = new Set<EventType>([
  'product-upserted',
  'product-deleted',
  'category-upserted',
  'category-deleted',
]);

/**
 * product-upserted, product-deleted, category-upserted, category-deleted: drop the
 * catalogue cache (every replica sharing it). Other events of the topic (stock-low) are
 * ignored. Redelivery only drops the cache again, so the handler is idempotent.
 */
export function catalogueEventsHandler(cache: CatalogueCache) {
  return async (envelope: EventEnvelope): Promise<void> => {
    if (CACHE_DROPPING_EVENTS.has(envelope.type)) await cache.invalidate();
  };
}
