import { Injectable } from '@nestjs/common';
import type { EventData } from '@boutique/contracts';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { OrderPaymentService } from '../order/order-payment.service.js';

/**
 * payment-failed: recorded on the order, whose units go back at once (unless a new attempt
 * began after the failed payment); the order stays payable (the customer may retry).
 */
@Injectable()
@HandlesEvent('payment-failed')
export class PaymentFailedHandler implements EventHandler<'payment-failed'> {
  constructor(private readonly payments: OrderPaymentService) {}

  handle(data: EventData<'payment-failed'>, { manager }: EventContext): Promise<void> {
    return this.payments.markFailed(manager, data);
  }
}
