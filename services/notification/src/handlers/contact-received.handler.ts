import { Inject, Injectable } from '@nestjs/common';
import type { ContactReceived } from '@boutique/contracts/content/events/v1/content_events';
import {
  HandlesEvent,
  SERVICE_CONFIG,
  type EventContext,
  type EventHandler,
} from '@boutique/service-kit';
import {
  contactInbox,
  mailboxAddress,
  type NotificationConfig,
} from '../config/notification.config.js';
import { MailLogService } from '../mail/mail-log.service.js';
import { contactReceivedMail } from '../templates/contact-received.template.js';

/** contact-received: mail the shop owner the visitor's message (Reply-To the visitor). */
@Injectable()
@HandlesEvent('contact-received')
export class ContactReceivedHandler implements EventHandler<'contact-received'> {
  constructor(
    private readonly mails: MailLogService,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {}

  async handle(data: ContactReceived, { envelope, manager }: EventContext) {
    const replyTo = mailboxAddress(data.email.trim());
    await this.mails.enqueue(manager, {
      eventId: envelope.id,
      kind: 'contact-received',
      recipient: contactInbox(this.config),
      mail: contactReceivedMail(data),
      headers: replyTo ? { 'Reply-To': replyTo } : {},
    });
  }
}
