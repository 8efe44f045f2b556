import { Injectable } from '@nestjs/common';
import type { ProductDeleted } from '@boutique/contracts/catalogue/events/v1/catalogue_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { SearchService } from '../search.service.js';

/** product-deleted: drop the product from this instance's search index. */
@Injectable()
@HandlesEvent('product-deleted')
export class ProductDeletedHandler implements EventHandler<'product-deleted'> {
  constructor(private readonly search: SearchService) {}

  handle(data: ProductDeleted, _context: EventContext): Promise<void> {
    return this.search.removeProduct(data.productId);
  }
}
