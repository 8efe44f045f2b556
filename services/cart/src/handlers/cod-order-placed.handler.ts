import { Injectable } from '@nestjs/common';
import type { CodOrderPlaced } from '@boutique/contracts/order/events/v1/order_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { CartService } from '../cart/cart.service.js';

/**
 * cod-order-placed: a cash-on-delivery order was placed (it waits for its e-mail
 * confirmation); its lines leave the buyer's cart then, as a paid order's do on order-paid,
 * so the bag does not still offer what the shopper has just ordered. Once per event.
 */
@Injectable()
@HandlesEvent('cod-order-placed')
export class CodOrderPlacedHandler implements EventHandler<'cod-order-placed'> {
  constructor(private readonly cart: CartService) {}

  handle(data: CodOrderPlaced, { manager }: EventContext): Promise<void> {
    return this.cart.removeBought(manager, data.userId, data.lines);
  }
}
