import { Injectable } from '@nestjs/common';
import type { OrderRejected } from '@boutique/contracts/order/events/v1/order_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { ReviewsService } from '../reviews/reviews.service.js';
import { StockService } from '../stock/stock.service.js';

/**
 * order-rejected: the admin rejected a paid order; its units go back to stock once (a sold
 * reservation becomes returned, one not yet committed is released), in the consumer's
 * transaction, so a redelivered event changes nothing. The refunded order no longer makes
 * its customer a buyer (a review already written stays).
 */
@Injectable()
@HandlesEvent('order-rejected')
export class OrderRejectedHandler implements EventHandler<'order-rejected'> {
  constructor(
    private readonly stock: StockService,
    private readonly reviews: ReviewsService,
  ) {}

  async handle(data: OrderRejected, { manager }: EventContext): Promise<void> {
    await this.stock.giveBack(data.orderId, manager);
    await this.reviews.forgetPurchase(manager, data.orderId);
  }
}
