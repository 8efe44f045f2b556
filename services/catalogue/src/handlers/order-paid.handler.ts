import { Injectable } from '@nestjs/common';
import type { OrderPaid } from '@boutique/contracts/order/events/v1/order_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { StockService } from '../stock/stock.service.js';

/**
 * order-paid: the order's reservation (its id is the order id) is sold, as CommitReservation
 * does; in the consumer's transaction, so a redelivered event changes nothing.
 */
@Injectable()
@HandlesEvent('order-paid')
export class OrderPaidHandler implements EventHandler<'order-paid'> {
  constructor(private readonly stock: StockService) {}

  async handle(data: OrderPaid, { manager }: EventContext): Promise<void> {
    await this.stock.commit(data.orderId, manager);
  }
}
