import { Inject, Injectable } from '@nestjs/common';
import type { OrderRefunded } from '@boutique/contracts/order/events/v1/order_events';
import {
  HandlesEvent,
  SERVICE_CONFIG,
  type EventContext,
  type EventHandler,
} from '@boutique/service-kit';
import type { NotificationConfig } from '../config/notification.config.js';
import { MailLogService } from '../mail/mail-log.service.js';
import { orderRefundedMail } from '../templates/order-refunded.template.js';

/** order-refunded: tell the customer the money is on its way back, with the reference. */
@Injectable()
@HandlesEvent('order-refunded')
export class OrderRefundedHandler implements EventHandler<'order-refunded'> {
  constructor(
    private readonly mails: MailLogService,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async handle(data: OrderRefunded, { envelope, manager }: EventContext) {
    if (!data.email.trim()) return;
    await this.mails.enqueue(manager, {
      eventId: envelope.id,
      kind: 'order-refunded',
      recipient: data.email,
      mail: orderRefundedMail({
        userName: data.userName,
        orderId: data.orderId,
        amount: data.amount,
        refundReference: data.refundReference,
        accountUrl: new URL('/shop/account', this.config.PUBLIC_URL).toString(),
      }),
    });
  }
}
