import { Injectable } from '@nestjs/common';
import type { OrderPaymentRefused } from '@boutique/contracts/order/events/v1/order_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { RefundsService } from '../refunds/refunds.service.js';

/**
 * order-payment-refused: the order was cancelled before its payment came, or the admin
 * rejected the paid order; refund the payment (once per payment id).
 */
@Injectable()
@HandlesEvent('order-payment-refused')
export class OrderPaymentRefusedHandler implements EventHandler<'order-payment-refused'> {
  constructor(private readonly refunds: RefundsService) {}

  handle(data: OrderPaymentRefused, { manager }: EventContext): Promise<void> {
    return this.refunds.requestForRefusedOrder(manager, data);
  }
}
