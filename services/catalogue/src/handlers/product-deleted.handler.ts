import { Injectable } from '@nestjs/common';
import type { ProductDeleted } from '@boutique/contracts/catalogue/events/v1/catalogue_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { ListingCountCache } from '../common/listing-count-cache.js';
import { CatalogueReadModel } from '../read-model/catalogue-read-model.js';
import { SearchService } from '../search/search.service.js';

/**
 * product-deleted: drop the product from this replica's read model and search index;
 * recount listings. Broadcast like product-upserted (whose resync() rebuilds both).
 */
@Injectable()
@HandlesEvent('product-deleted', { broadcast: true })
export class ProductDeletedHandler implements EventHandler<'product-deleted'> {
  constructor(
    private readonly search: SearchService,
    private readonly readModel: CatalogueReadModel,
    private readonly counts: ListingCountCache,
  ) {}

  handle(data: ProductDeleted, _context: EventContext): Promise<void> {
    this.counts.clear();
    this.readModel.remove(data.productId);
    return this.search.removeProduct(data.productId);
  }
}
