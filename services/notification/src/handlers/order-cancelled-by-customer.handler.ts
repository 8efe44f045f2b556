import { Inject, Injectable } from '@nestjs/common';
import type { OrderCancelledByCustomer } from '@boutique/contracts/order/events/v1/order_events';
import {
  HandlesEvent,
  SERVICE_CONFIG,
  type EventContext,
  type EventHandler,
} from '@boutique/service-kit';
import { contactInbox, type NotificationConfig } from '../config/notification.config.js';
import { MailLogService } from '../mail/mail-log.service.js';
import {
  orderCancelledMail,
  orderCancelledOwnerMail,
} from '../templates/order-cancelled.template.js';

/**
 * order-cancelled-by-customer: mail the customer that the order is cancelled (and, when
 * it was paid, that the payment is refunded), and the shop's inbox (contactInbox) that a
 * confirmed order (paid, or cash on delivery) is cancelled and must not be packed. Each recipient
 * once per event (outgoing_mail is unique by event and recipient).
 */
@Injectable()
@HandlesEvent('order-cancelled-by-customer')
export class OrderCancelledByCustomerHandler implements EventHandler<'order-cancelled-by-customer'> {
  constructor(
    private readonly mails: MailLogService,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async handle(data: OrderCancelledByCustomer, { envelope, manager }: EventContext) {
    const order = {
      userName: data.userName,
      email: data.email,
      orderId: data.orderId,
      totalAmount: data.totalAmount,
      lines: data.lines,
      paid: data.paid,
      // Events from before refund_amount: a paid order's total.
      refundAmount: data.refundAmount || (data.paid ? data.totalAmount : 0),
    };
    if (data.email.trim())
      await this.mails.enqueue(manager, {
        eventId: envelope.id,
        kind: 'order-cancelled',
        recipient: data.email,
        mail: orderCancelledMail({
          ...order,
          accountUrl: new URL('/shop/account', this.config.PUBLIC_URL).toString(),
        }),
      });
    if (data.paid || data.confirmed)
      await this.mails.enqueue(manager, {
        eventId: envelope.id,
        kind: 'order-cancelled-owner',
        recipient: contactInbox(this.config),
        mail: orderCancelledOwnerMail({
          ...order,
          refundsUrl: new URL('/admin/refunds', this.config.PUBLIC_URL).toString(),
        }),
      });
  }
}
