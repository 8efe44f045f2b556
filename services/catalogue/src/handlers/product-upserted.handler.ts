import { Injectable } from '@nestjs/common';
import type { ProductUpserted } from '@boutique/contracts/catalogue/events/v1/catalogue_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { ListingCountCache } from '../common/listing-count-cache.js';
import { searchIndexPerProcess } from '../config/catalogue.config.js';
import { SearchService } from '../search/search.service.js';

/**
 * product-upserted: re-read the product into this instance's search index; recount listings.
 * With the in-process index every replica gets the event (broadcast); a missed one is
 * covered by resync(), the index rebuilt from the database. With Meilisearch (one index
 * for every replica) the service's consumer group gets it once.
 */
@Injectable()
@HandlesEvent('product-upserted', { broadcast: searchIndexPerProcess })
export class ProductUpsertedHandler implements EventHandler<'product-upserted'> {
  constructor(
    private readonly search: SearchService,
    private readonly counts: ListingCountCache,
  ) {}

  handle(data: ProductUpserted, { manager }: EventContext): Promise<void> {
    this.counts.clear();
    return this.search.indexProduct(data.productId, manager);
  }

  /** Also covers product-deleted (ProductDeletedHandler): the index is read whole again. */
  async resync(): Promise<void> {
    this.counts.clear();
    await this.search.rebuild();
  }
}
