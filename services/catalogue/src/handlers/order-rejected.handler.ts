import { Injectable } from '@nestjs/common';
import type { OrderRejected } from '@boutique/contracts/order/events/v1/order_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { StockService } from '../stock/stock.service.js';

/**
 * order-rejected: the admin rejected a paid order; its units go back to stock once (a sold
 * reservation becomes returned, one not yet committed is released), in the consumer's
 * transaction, so a redelivered event changes nothing.
 */
@Injectable()
@HandlesEvent('order-rejected')
export class OrderRejectedHandler implements EventHandler<'order-rejected'> {
  constructor(private readonly stock: StockService) {}

  async handle(data: OrderRejected, { manager }: EventContext): Promise<void> {
    await this.stock.giveBack(data.orderId, manager);
  }
}
