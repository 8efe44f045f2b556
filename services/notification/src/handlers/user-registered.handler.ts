import { Inject, Injectable } from '@nestjs/common';
import type { UserRegistered } from '@boutique/contracts/identity/events/v1/identity_events';
import {
  HandlesEvent,
  SERVICE_CONFIG,
  type EventContext,
  type EventHandler,
} from '@boutique/service-kit';
import type { NotificationConfig } from '../config/notification.config.js';
import { MailLogService } from '../mail/mail-log.service.js';
import { welcomeMail } from '../templates/welcome.template.js';

/** user-registered: welcome the new customer by e-mail. */
@Injectable()
@HandlesEvent('user-registered')
export class UserRegisteredHandler implements EventHandler<'user-registered'> {
  constructor(
    private readonly mails: MailLogService,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async handle(data: UserRegistered, { envelope, manager }: EventContext) {
    const mail = welcomeMail({
      userName: data.userName,
      shopUrl: new URL('/shop/home', this.config.PUBLIC_URL).toString(),
    });
    await this.mails.enqueue(manager, {
      eventId: envelope.id,
      kind: 'welcome',
      recipient: data.email,
      mail,
    });
  }
}
