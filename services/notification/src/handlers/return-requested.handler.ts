import { Inject, Injectable } from '@nestjs/common';
import type { ReturnRequested } from '@boutique/contracts/order/events/v1/order_events';
import {
  HandlesEvent,
  SERVICE_CONFIG,
  type EventContext,
  type EventHandler,
} from '@boutique/service-kit';
import { contactInbox, type NotificationConfig } from '../config/notification.config.js';
import { MailLogService } from '../mail/mail-log.service.js';
import { returnRequestedMail, returnRequestedOwnerMail } from '../templates/returns.template.js';

/**
 * return-requested: the customer's acknowledgement and the shop's inbox (contactInbox),
 * each once per event (outgoing_mail is unique by event and recipient).
 */
@Injectable()
@HandlesEvent('return-requested')
export class ReturnRequestedHandler implements EventHandler<'return-requested'> {
  constructor(
    private readonly mails: MailLogService,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async handle(data: ReturnRequested, { envelope, manager }: EventContext) {
    const input = {
      userName: data.userName,
      email: data.email,
      orderId: data.orderId,
      lines: data.lines,
      reasonLabel: data.reasonLabel,
    };
    if (data.email.trim())
      await this.mails.enqueue(manager, {
        eventId: envelope.id,
        kind: 'return-requested',
        recipient: data.email,
        mail: returnRequestedMail({
          ...input,
          accountUrl: new URL('/shop/account', this.config.PUBLIC_URL).toString(),
        }),
      });
    await this.mails.enqueue(manager, {
      eventId: envelope.id,
      kind: 'return-requested-owner',
      recipient: contactInbox(this.config),
      mail: returnRequestedOwnerMail({
        ...input,
        note: data.note,
        itemsAmount: data.itemsAmount,
        returnsUrl: new URL('/admin/returns', this.config.PUBLIC_URL).toString(),
        photoUrls: (data.photos ?? []).map((photo) =>
          new URL(photo, this.config.PUBLIC_URL).toString(),
        ),
      }),
    });
  }
}
