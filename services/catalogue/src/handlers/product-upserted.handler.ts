import { Injectable } from '@nestjs/common';
import type { ProductUpserted } from '@boutique/contracts/catalogue/events/v1/catalogue_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { ListingCountCache } from '../common/listing-count-cache.js';
import { CatalogueReadModel } from '../read-model/catalogue-read-model.js';
import { SearchService } from '../search/search.service.js';

/**
 * product-upserted (an edit, a stock move, a review): re-read the product into this
 * replica's read model and search index; recount listings. Every replica gets the event
 * (broadcast), since each holds its own read model; a missed one is covered by resync(),
 * both rebuilt from the database. With Meilisearch (one index for every replica) each
 * replica writes the same document again, which changes nothing; the shared index is not
 * rebuilt on a resync.
 */
@Injectable()
@HandlesEvent('product-upserted', { broadcast: true })
export class ProductUpsertedHandler implements EventHandler<'product-upserted'> {
  constructor(
    private readonly search: SearchService,
    private readonly readModel: CatalogueReadModel,
    private readonly counts: ListingCountCache,
  ) {}

  async handle(data: ProductUpserted, { manager }: EventContext): Promise<void> {
    this.counts.clear();
    await this.readModel.refresh([data.productId]);
    await this.search.indexProduct(data.productId, manager);
  }

  /** Also covers product-deleted and category-upserted: everything is read whole again. */
  async resync(): Promise<void> {
    this.counts.clear();
    await this.readModel.rebuild();
    if (!this.search.shared) await this.search.rebuild();
  }
}
