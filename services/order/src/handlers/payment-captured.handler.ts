import { Injectable } from '@nestjs/common';
import type { EventData } from '@boutique/contracts';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { OrderPaymentService } from '../order/order-payment.service.js';

/**
 * payment-captured: the provider holds the money; the order is confirmed and paid (once).
 * An order already cancelled stays cancelled, and one whose units were sold meanwhile is
 * cancelled; either way order-payment-refused asks payment to refund the money, in this
 * handler's transaction.
 */
@Injectable()
@HandlesEvent('payment-captured')
export class PaymentCapturedHandler implements EventHandler<'payment-captured'> {
  constructor(private readonly payments: OrderPaymentService) {}

  async handle(data: EventData<'payment-captured'>, { manager }: EventContext): Promise<void> {
    const outcome = await this.payments.markPaid(manager, data.orderId, data.paymentId);
    if (outcome === 'too-late' || outcome === 'sold-out')
      await this.payments.refusePayment(manager, {
        orderId: data.orderId,
        paymentId: data.paymentId,
        amount: data.amount,
      });
  }
}
