import { Inject, Injectable } from '@nestjs/common';
import type { OrderShipped } from '@boutique/contracts/order/events/v1/order_events';
import {
  HandlesEvent,
  SERVICE_CONFIG,
  type EventContext,
  type EventHandler,
} from '@boutique/service-kit';
import type { NotificationConfig } from '../config/notification.config.js';
import { MailLogService } from '../mail/mail-log.service.js';
import { orderShippedMail } from '../templates/order-shipped.template.js';

/**
 * order-shipped: mail the customer the courier, the tracking number and the courier's
 * "Track your parcel" link (again for each new number or courier).
 */
@Injectable()
@HandlesEvent('order-shipped')
export class OrderShippedHandler implements EventHandler<'order-shipped'> {
  constructor(
    private readonly mails: MailLogService,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async handle(data: OrderShipped, { envelope, manager }: EventContext) {
    if (!data.email.trim()) return;
    const mail = orderShippedMail({
      userName: data.userName,
      orderId: data.orderId,
      trackingNumber: data.trackingNumber,
      courierName: data.courierName ?? '',
      trackingUrl: data.trackingUrl ?? '',
      lines: data.lines,
      accountUrl: new URL('/shop/account', this.config.PUBLIC_URL).toString(),
    });
    await this.mails.enqueue(manager, {
      eventId: envelope.id,
      kind: 'order-shipped',
      recipient: data.email,
      mail,
    });
  }
}
