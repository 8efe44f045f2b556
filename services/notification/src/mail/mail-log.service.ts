import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { RenderedMail } from '../templates/layout.js';
import { OutgoingMailEntity } from './outgoing-mail.entity.js';

/** Records mails to send, in the caller's transaction (the one that marks the event processed). */
@Injectable()
export class MailLogService {
  async enqueue(
    manager: EntityManager,
    input: {
      eventId: string;
      kind: string;
      recipient: string;
      mail: RenderedMail;
      headers?: Record<string, string>;
    },
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutgoingMailEntity)
      .values({
        eventId: input.eventId,
        kind: input.kind,
        recipient: input.recipient.trim().toLowerCase(),
        subject: input.mail.subject,
        html: input.mail.html,
        text: input.mail.text,
        headers: input.headers ?? {},
      })
      .orIgnore() // (event, recipient) already recorded: never mail twice
      .execute();
  }
}
