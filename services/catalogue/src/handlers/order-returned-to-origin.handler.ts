import { Injectable } from '@nestjs/common';
import type { OrderReturnedToOrigin } from '@boutique/contracts/order/events/v1/order_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { ReviewsService } from '../reviews/reviews.service.js';
import { StockService } from '../stock/stock.service.js';

/**
 * order-returned-to-origin: a cash-on-delivery parcel was refused at the door and came back
 * (docs/cash-on-delivery.md); its units go back to stock once, as for a rejected order, in
 * the consumer's transaction, so a redelivered event changes nothing. The refused order no
 * longer makes its customer a buyer.
 */
@Injectable()
@HandlesEvent('order-returned-to-origin')
export class OrderReturnedToOriginHandler implements EventHandler<'order-returned-to-origin'> {
  constructor(
    private readonly stock: StockService,
    private readonly reviews: ReviewsService,
  ) {}

  async handle(data: OrderReturnedToOrigin, { manager }: EventContext): Promise<void> {
    await this.stock.giveBack(data.orderId, manager);
    await this.reviews.forgetPurchase(manager, data.orderId);
  }
}
