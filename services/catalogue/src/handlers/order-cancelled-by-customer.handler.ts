import { Injectable } from '@nestjs/common';
import type { OrderCancelledByCustomer } from '@boutique/contracts/order/events/v1/order_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { ReviewsService } from '../reviews/reviews.service.js';
import { StockService } from '../stock/stock.service.js';

/**
 * order-cancelled-by-customer: the customer cancelled their order before it was shipped;
 * its units go back to stock once, as for a rejected order (a sold reservation becomes
 * returned, one not yet committed is released), in the consumer's transaction, so a
 * redelivered event changes nothing. The cancelled order no longer makes its customer a
 * buyer (a review already written stays).
 */
@Injectable()
@HandlesEvent('order-cancelled-by-customer')
export class OrderCancelledByCustomerHandler implements EventHandler<'order-cancelled-by-customer'> {
  constructor(
    private readonly stock: StockService,
    private readonly reviews: ReviewsService,
  ) {}

  async handle(data: OrderCancelledByCustomer, { manager }: EventContext): Promise<void> {
    await this.stock.giveBack(data.orderId, manager);
    await this.reviews.forgetPurchase(manager, data.orderId);
  }
}
