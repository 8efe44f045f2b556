import { Injectable } from '@nestjs/common';
import type { CategoryUpserted } from '@boutique/contracts/catalogue/events/v1/catalogue_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { CatalogueReadModel } from '../read-model/catalogue-read-model.js';

/**
 * category-upserted: a category's name and slug are in every card of it, so this
 * replica's read model reads its products again. Broadcast (every replica holds its own);
 * a missed one is covered by ProductUpsertedHandler.resync(). category-deleted needs
 * nothing: a category with products cannot be deleted.
 */
@Injectable()
@HandlesEvent('category-upserted', { broadcast: true })
export class CategoryUpsertedHandler implements EventHandler<'category-upserted'> {
  constructor(private readonly readModel: CatalogueReadModel) {}

  handle(data: CategoryUpserted, _context: EventContext): Promise<void> {
    return this.readModel.refreshCategory(data.categoryId);
  }
}
