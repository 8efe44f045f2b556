import { Injectable } from '@nestjs/common';
import type { ReturnRefundRequested } from '@boutique/contracts/order/events/v1/order_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { RefundsService } from '../refunds/refunds.service.js';

/** return-refund-requested: refund a return's part of the order's payment, once per return. */
@Injectable()
@HandlesEvent('return-refund-requested')
export class ReturnRefundRequestedHandler implements EventHandler<'return-refund-requested'> {
  constructor(private readonly refunds: RefundsService) {}

  handle(data: ReturnRefundRequested, { manager }: EventContext): Promise<void> {
    return this.refunds.requestForReturn(manager, data);
  }
}
