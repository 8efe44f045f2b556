import { Injectable } from '@nestjs/common';
import { rows } from '@boutique/service-kit';
import type { EntityManager } from 'typeorm';
import type { RenderedMail } from '../templates/layout.js';

/** A file sent with a mail (the order confirmation's invoice). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * Records mails to send, in the caller's transaction (the one that marks the event
 * processed). outgoing_mail is the sent-mail log: one row per (event, recipient), so a
 * redelivered event never mails anyone twice; MailDispatcher sends the rows.
 */
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
      attachments?: MailAttachment[];
    },
  ): Promise<void> {
    // (event, recipient) already recorded: never mail twice
    await rows(
      manager,
      `INSERT INTO outgoing_mail (event_id, kind, recipient, subject, html, text, headers,
                                  attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)
       ON CONFLICT DO NOTHING`,
      [
        input.eventId,
        input.kind,
        input.recipient.trim().toLowerCase(),
        input.mail.subject,
        input.mail.html,
        input.mail.text,
        JSON.stringify(input.headers ?? {}),
        JSON.stringify(
          (input.attachments ?? []).map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.content).toString('base64'),
          })),
        ),
      ],
    );
  }
}
