import { Injectable } from '@nestjs/common';
import type { OrderCancelled } from '@boutique/contracts/order/events/v1/order_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { PaymentsService } from '../payments/payments.service.js';

/** order-cancelled: close the provider order unless it was paid meanwhile. */
@Injectable()
@HandlesEvent('order-cancelled')
export class OrderCancelledHandler implements EventHandler<'order-cancelled'> {
  constructor(private readonly payments: PaymentsService) {}

  handle(data: OrderCancelled, { manager }: EventContext): Promise<void> {
    return this.payments.cancel(manager, data.orderId);
  }
}
