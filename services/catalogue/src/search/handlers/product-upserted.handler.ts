import { Injectable } from '@nestjs/common';
import type { ProductUpserted } from '@boutique/contracts/catalogue/events/v1/catalogue_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { ListingCountCache } from '../../products/listing-count-cache.js';
import { SearchService } from '../search.service.js';

/** product-upserted: re-read the product into this instance's search index; recount listings. */
@Injectable()
@HandlesEvent('product-upserted')
export class ProductUpsertedHandler implements EventHandler<'product-upserted'> {
  constructor(
    private readonly search: SearchService,
    private readonly counts: ListingCountCache,
  ) {}

  handle(data: ProductUpserted, { manager }: EventContext): Promise<void> {
    this.counts.clear();
    return this.search.indexProduct(data.productId, manager);
  }
}
