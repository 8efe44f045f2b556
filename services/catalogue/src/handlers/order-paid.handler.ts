import { Injectable } from '@nestjs/common';
import type { OrderPaid } from '@boutique/contracts/order/events/v1/order_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { ReviewsService } from '../reviews/reviews.service.js';
import { StockService } from '../stock/stock.service.js';

/**
 * order-paid: the order's reservation (its id is the order id) is sold, as CommitReservation
 * does, and its customer becomes a buyer of its products (who may review them); in the
 * consumer's transaction, so a redelivered event changes nothing. A payment that came too
 * late (the reservation was released: the order stays cancelled and is refunded) buys nothing.
 */
@Injectable()
@HandlesEvent('order-paid')
export class OrderPaidHandler implements EventHandler<'order-paid'> {
  constructor(
    private readonly stock: StockService,
    private readonly reviews: ReviewsService,
  ) {}

  async handle(data: OrderPaid, { manager }: EventContext): Promise<void> {
    const state = await this.stock.commit(data.orderId, manager);
    if (state === 'committed')
      await this.reviews.recordPurchase(manager, data.orderId, data.userId, data.lines);
  }
}
