import { Injectable } from '@nestjs/common';
import type { ProductDeleted } from '@boutique/contracts/catalogue/events/v1/catalogue_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { CartService } from '../cart/cart.service.js';

/** product-deleted: the product's lines leave every cart. */
@Injectable()
@HandlesEvent('product-deleted')
export class ProductDeletedHandler implements EventHandler<'product-deleted'> {
  constructor(private readonly cart: CartService) {}

  handle(data: ProductDeleted, { manager }: EventContext): Promise<void> {
    return this.cart.removeProduct(manager, data.productId);
  }
}
