import { Injectable } from '@nestjs/common';
import type { EventData } from '@boutique/contracts';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { OrderPaymentService } from '../order/order-payment.service.js';

/**
 * payment-refunded: the refund of the order's own payment (a cancelled or rejected paid
 * order) is recorded on the order once, and order-refunded tells the customer; refunds of
 * other payments (a second payment, another amount) change nothing here.
 */
@Injectable()
@HandlesEvent('payment-refunded')
export class PaymentRefundedHandler implements EventHandler<'payment-refunded'> {
  constructor(private readonly payments: OrderPaymentService) {}

  handle(data: EventData<'payment-refunded'>, { manager }: EventContext): Promise<void> {
    return this.payments.recordRefund(manager, data);
  }
}
