import { Injectable } from '@nestjs/common';
import type { OrderPaid } from '@boutique/contracts/order/events/v1/order_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { CartService } from '../cart/cart.service.js';

/** order-paid: the bought lines (product and colour) leave the buyer's cart, once. */
@Injectable()
@HandlesEvent('order-paid')
export class OrderPaidHandler implements EventHandler<'order-paid'> {
  constructor(private readonly cart: CartService) {}

  handle(data: OrderPaid, { manager }: EventContext): Promise<void> {
    return this.cart.removeBought(manager, data.userId, data.lines);
  }
}
