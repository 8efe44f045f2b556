import { Inject, Injectable } from '@nestjs/common';
import type { CodOrderPlaced } from '@boutique/contracts/order/events/v1/order_events';
import {
  HandlesEvent,
  SERVICE_CONFIG,
  type EventContext,
  type EventHandler,
} from '@boutique/service-kit';
import type { NotificationConfig } from '../config/notification.config.js';
import { MailLogService } from '../mail/mail-log.service.js';
import { codConfirmMail } from '../templates/cod-confirm.template.js';

/**
 * cod-order-placed: mail the customer the link that confirms their cash-on-delivery order
 * (docs/cash-on-delivery.md), once per event. The link opens the storefront's
 * /cod/confirm page, which confirms on a click.
 */
@Injectable()
@HandlesEvent('cod-order-placed')
export class CodOrderPlacedHandler implements EventHandler<'cod-order-placed'> {
  constructor(
    private readonly mails: MailLogService,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async handle(data: CodOrderPlaced, { envelope, manager }: EventContext) {
    if (!data.email.trim()) return;
    const confirmUrl = new URL('/cod/confirm', this.config.PUBLIC_URL);
    confirmUrl.searchParams.set('order', data.orderId);
    confirmUrl.searchParams.set('token', data.confirmToken);
    await this.mails.enqueue(manager, {
      eventId: envelope.id,
      kind: 'cod-confirm',
      recipient: data.email,
      mail: codConfirmMail({
        userName: data.userName,
        orderId: data.orderId,
        lines: data.lines,
        totalAmount: data.totalAmount,
        codFee: data.codFee,
        confirmUrl: confirmUrl.toString(),
        confirmBy: data.confirmBy,
        timeZone: this.config.SHOP_TIME_ZONE,
      }),
    });
  }
}
