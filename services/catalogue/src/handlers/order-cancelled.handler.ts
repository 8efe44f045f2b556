import { Injectable } from '@nestjs/common';
import type { OrderCancelled } from '@boutique/contracts/order/events/v1/order_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { StockService } from '../stock/stock.service.js';

/**
 * order-cancelled: the unpaid order's reservation gives its units back once, as
 * ReleaseReservation does (a committed reservation gives nothing back).
 */
@Injectable()
@HandlesEvent('order-cancelled')
export class OrderCancelledHandler implements EventHandler<'order-cancelled'> {
  constructor(private readonly stock: StockService) {}

  async handle(data: OrderCancelled, { manager }: EventContext): Promise<void> {
    await this.stock.release(data.orderId, manager);
  }
}
