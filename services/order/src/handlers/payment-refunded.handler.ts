import { Injectable } from '@nestjs/common';
import type { EventData } from '@boutique/contracts';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { OrderPaymentService } from '../order/order-payment.service.js';
import { RETURN_REFUND_PREFIX, ReturnsService } from '../order/returns.service.js';

/**
 * payment-refunded: the refund of the order's own payment (a cancelled or rejected paid
 * order) is recorded on the order once, and order-refunded tells the customer; refunds of
 * other payments (a second payment, another amount) change nothing here. A return's partial
 * refund (refund id return-{id}) is recorded on the return instead.
 */
@Injectable()
@HandlesEvent('payment-refunded')
export class PaymentRefundedHandler implements EventHandler<'payment-refunded'> {
  constructor(
    private readonly payments: OrderPaymentService,
    private readonly returns: ReturnsService,
  ) {}

  handle(data: EventData<'payment-refunded'>, { manager }: EventContext): Promise<void> {
    if (data.refundId?.startsWith(RETURN_REFUND_PREFIX))
      return this.returns.recordRefund(manager, data);
    return this.payments.recordRefund(manager, data);
  }
}
