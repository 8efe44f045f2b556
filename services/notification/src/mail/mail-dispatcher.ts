import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { SERVICE_CONFIG, describeError, logger, rows } from '@boutique/service-kit';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import type { NotificationConfig } from '../config/notification.config.js';

/** A due outgoing_mail row, as the dispatcher sends it. */
interface DueMail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Base64 contents (MailLogService). */
  attachments: { filename: string; contentType: string; content: string }[];
  attempts: number;
}

/** Delay before the next attempt after `attempts` failures: 2 s, 4 s, 8 s … capped at 10 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10 * 60_000, 1000 * 2 ** attempts);
}

/**
 * Sends recorded mails through SMTP (nodemailer), oldest first, at most
 * MAIL_RATE_PER_SECOND, retrying failures with backoff. Rows are claimed with
 * SKIP LOCKED, so several replicas never send the same mail.
 */
@Injectable()
export class MailDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private transport: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {
    this.transport = createTransport(config.SMTP_URL);
  }

  onApplicationBootstrap() {
    this.schedule(0);
  }

  async onApplicationShutdown() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Sends one batch of due mails; returns how many were attempted. */
  async dispatchDue(): Promise<number> {
    const batch = this.config.MAIL_RATE_PER_SECOND;
    const started = Date.now();
    const attempted = await this.dataSource.transaction(async (manager) => {
      const due = await rows<DueMail>(
        manager,
        `SELECT id, kind, recipient, subject, html, text, headers, attachments, attempts
           FROM outgoing_mail
          WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY created_at ASC LIMIT $1
          FOR UPDATE SKIP LOCKED`,
        [batch],
      );
      for (const mail of due) {
        try {
          const info = (await this.transport.sendMail({
            from: this.config.MAIL_FROM,
            to: mail.recipient,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            headers: mail.headers,
            attachments: mail.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: Buffer.from(file.content, 'base64'),
            })),
          })) as { messageId?: string };
          await rows(
            manager,
            `UPDATE outgoing_mail SET status = 'sent', sent_at = $2, attempts = $3,
               message_id = $4, last_error = NULL
             WHERE id = $1`,
            [mail.id, new Date(), mail.attempts + 1, info.messageId ?? null],
          );
        } catch (error) {
          const attempts = mail.attempts + 1;
          const failed = attempts >= this.config.MAIL_MAX_ATTEMPTS;
          await rows(
            manager,
            `UPDATE outgoing_mail SET attempts = $2, status = $3, last_error = $4,
               next_attempt_at = $5
             WHERE id = $1`,
            [
              mail.id,
              attempts,
              failed ? 'failed' : 'pending',
              describeError(error),
              new Date(Date.now() + retryDelayMs(attempts)),
            ],
          );
          logger().warn(
            { err: error, mailId: mail.id, kind: mail.kind, attempts, failed },
            'sending mail failed',
          );
        }
      }
      return due.length;
    });
    // Keep to the configured rate: a full batch takes at least one second.
    if (attempted >= batch) {
      const elapsed = Date.now() - started;
      if (elapsed < 1000) await new Promise((resolve) => setTimeout(resolve, 1000 - elapsed));
    }
    return attempted;
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.dispatchDue()
        .then((attempted) => this.schedule(attempted > 0 ? 0 : 250))
        .catch((error: unknown) => {
          if (!this.stopped) logger().error({ err: error }, 'mail dispatcher tick failed');
          this.schedule(2000);
        });
    }, delay);
  }
}
