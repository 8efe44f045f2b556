import { Injectable } from '@nestjs/common';
import type { ProductUpserted } from '@boutique/contracts/catalogue/events/v1/catalogue_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { SearchService } from '../search.service.js';

/** product-upserted: re-read the product into this instance's search index. */
@Injectable()
@HandlesEvent('product-upserted')
export class ProductUpsertedHandler implements EventHandler<'product-upserted'> {
  constructor(private readonly search: SearchService) {}

  handle(data: ProductUpserted, { manager }: EventContext): Promise<void> {
    return this.search.indexProduct(data.productId, manager);
  }
}
