import { Injectable } from '@nestjs/common';
import type { ProductDeleted } from '@boutique/contracts/catalogue/events/v1/catalogue_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { ListingCountCache } from '../common/listing-count-cache.js';
import { searchIndexPerProcess } from '../config/catalogue.config.js';
import { SearchService } from '../search/search.service.js';

/**
 * product-deleted: drop the product from this instance's search index; recount listings.
 * Broadcast like product-upserted (whose resync() rebuilds the index for both).
 */
@Injectable()
@HandlesEvent('product-deleted', { broadcast: searchIndexPerProcess })
export class ProductDeletedHandler implements EventHandler<'product-deleted'> {
  constructor(
    private readonly search: SearchService,
    private readonly counts: ListingCountCache,
  ) {}

  handle(data: ProductDeleted, _context: EventContext): Promise<void> {
    this.counts.clear();
    return this.search.removeProduct(data.productId);
  }
}
