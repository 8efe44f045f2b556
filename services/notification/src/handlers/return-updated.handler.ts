import { Inject, Injectable } from '@nestjs/common';
import type { ReturnUpdated } from '@boutique/contracts/order/events/v1/order_events';
import {
  HandlesEvent,
  SERVICE_CONFIG,
  type EventContext,
  type EventHandler,
} from '@boutique/service-kit';
import type { NotificationConfig } from '../config/notification.config.js';
import { MailLogService } from '../mail/mail-log.service.js';
import { returnUpdatedMail } from '../templates/returns.template.js';

/** return-updated: the customer's e-mail for the step, once per event. */
@Injectable()
@HandlesEvent('return-updated')
export class ReturnUpdatedHandler implements EventHandler<'return-updated'> {
  constructor(
    private readonly mails: MailLogService,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async handle(data: ReturnUpdated, { envelope, manager }: EventContext) {
    const mail = returnUpdatedMail({
      ...data,
      accountUrl: new URL('/shop/account', this.config.PUBLIC_URL).toString(),
    });
    if (!mail || !data.email.trim()) return;
    await this.mails.enqueue(manager, {
      eventId: envelope.id,
      kind: `return-${data.status}`,
      recipient: data.email,
      mail,
    });
  }
}
