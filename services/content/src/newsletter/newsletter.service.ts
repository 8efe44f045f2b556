import { Injectable } from '@nestjs/common';
import {
  inTransaction,
  logger,
  Outbox,
  pgCode,
  pgConstraint,
  requireAdmin,
  rows,
  RpcErrors,
} from '@boutique/service-kit';
import type {
  ListSubscribersRequest,
  SendNewsletterRequest,
  SendNewsletterResponse,
  Subscriber,
} from '@boutique/contracts/content/v1/content_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { DataSource } from 'typeorm';
import { newestByEmail, pageOf, toIso } from '../common/listing.js';
import { isValidEmail, normalizeEmail } from '../common/rules.js';
import {
  NEWSLETTER_MESSAGES,
  RECIPIENTS_PER_PART,
  campaignOf,
  newUnsubscribeToken,
  partsOf,
} from './newsletter-rules.js';

interface SubscriberRow {
  id: string;
  email: string;
  unsubscribe_token: string;
  created_at: Date;
  total?: number;
}

const COLUMNS = 'id, email, unsubscribe_token, created_at';

function toSubscriberMessage(row: SubscriberRow): Subscriber {
  return { id: row.id, email: row.email, createdAt: toIso(row.created_at) };
}

/** Newsletter subscribers (one-click unsubscribe tokens) and the campaigns sent to them. */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /** Stores the e-mail trimmed and lower-cased; a second subscription is ALREADY_EXISTS. */
  async subscribe(rawEmail: string): Promise<Subscriber> {
    const email = normalizeEmail(rawEmail);
    if (!isValidEmail(email)) throw RpcErrors.invalid(NEWSLETTER_MESSAGES.invalidEmail);
    try {
      const [row] = await rows<SubscriberRow>(
        this.dataSource,
        `INSERT INTO subscriber (email, unsubscribe_token) VALUES ($1, $2) RETURNING ${COLUMNS}`,
        [email, newUnsubscribeToken()],
      );
      return toSubscriberMessage(row);
    } catch (error) {
      if (pgCode(error) === '23505' && pgConstraint(error) === 'subscriber_email_unique')
        throw RpcErrors.conflict(NEWSLETTER_MESSAGES.alreadySubscribed);
      throw error;
    }
  }

  /** Newest first; `emailSearch` matches any part of the e-mail, case-insensitively. */
  async list(
    request: ListSubscribersRequest,
  ): Promise<{ subscribers: Subscriber[]; total: number }> {
    requireAdmin(request.actor);
    const page = pageOf(request.page, request.pageSize);
    const { found, total } = await newestByEmail<SubscriberRow>(
      this.dataSource,
      'subscriber',
      COLUMNS,
      (request.emailSearch ?? '').trim(),
      page,
    );
    return { subscribers: found.map(toSubscriberMessage), total };
  }

  /** Admin removal by e-mail (case-insensitive). */
  async deleteByEmail(actor: Actor | undefined, rawEmail: string): Promise<void> {
    requireAdmin(actor);
    const email = normalizeEmail(rawEmail);
    const deleted = email
      ? await rows<{ id: string }>(
          this.dataSource,
          `DELETE FROM subscriber WHERE lower(email) = $1 RETURNING id`,
          [email],
        )
      : [];
    if (deleted.length === 0) throw RpcErrors.notFound(NEWSLETTER_MESSAGES.subscriberNotFound);
  }

  /** The e-mail a live token belongs to (the confirmation page). */
  async unsubscribeTarget(token: string): Promise<string> {
    const [row] = token
      ? await rows<{ email: string }>(
          this.dataSource,
          `SELECT email FROM subscriber WHERE unsubscribe_token = $1`,
          [token],
        )
      : [];
    if (!row) throw RpcErrors.notFound(NEWSLETTER_MESSAGES.linkNotValid);
    return row.email;
  }

  /** Removes the token's subscriber; the token works once. */
  async unsubscribe(token: string): Promise<string> {
    const [row] = token
      ? await rows<{ id: string; email: string }>(
          this.dataSource,
          `DELETE FROM subscriber WHERE unsubscribe_token = $1 RETURNING id, email`,
          [token],
        )
      : [];
    if (!row) throw RpcErrors.notFound(NEWSLETTER_MESSAGES.linkNotValid);
    logger().info({ subscriberId: row.id }, 'unsubscribed from the newsletter');
    return row.email;
  }

  /**
   * Stores the campaign for the selected e-mails that are subscribed and publishes
   * newsletter-send-requested (parts of at most 500 recipients), in one transaction.
   */
  async send(request: SendNewsletterRequest): Promise<SendNewsletterResponse> {
    requireAdmin(request.actor);
    const campaign = campaignOf(request);
    if ('problem' in campaign) throw RpcErrors.invalid(campaign.problem);
    const requestedBy = request.actor?.userId ?? '';
    const sent = await inTransaction(this.dataSource, async (manager) => {
      // FOR SHARE: a subscriber cannot leave between being chosen and the events written.
      const recipients = await rows<SubscriberRow>(
        manager,
        `SELECT ${COLUMNS} FROM subscriber WHERE lower(email) = ANY($1::text[])
          ORDER BY created_at, id FOR SHARE`,
        [campaign.emails],
      );
      if (recipients.length === 0) throw RpcErrors.invalid(NEWSLETTER_MESSAGES.selectSubscriber);
      const [row] = await rows<{ id: string; created_at: Date }>(
        manager,
        `INSERT INTO newsletter_campaign (message, flyer_url, requested_by, recipient_count)
         VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
        [campaign.message, campaign.flyer, requestedBy, recipients.length],
      );
      const parts = partsOf(recipients, RECIPIENTS_PER_PART);
      for (const [index, part] of parts.entries()) {
        await this.outbox.add(manager, 'newsletter-send-requested', row.id, {
          campaignId: row.id,
          message: campaign.message,
          flyerUrl: campaign.flyer,
          recipients: part.map((recipient) => ({
            subscriberId: recipient.id,
            email: recipient.email,
            unsubscribeToken: recipient.unsubscribe_token,
          })),
          part: index + 1,
          parts: parts.length,
          requestedAt: toIso(row.created_at),
          requestedBy,
        });
      }
      return { campaignId: row.id, recipients: recipients.length, parts: parts.length };
    });
    logger().info(sent, 'newsletter campaign requested');
    return { campaignId: sent.campaignId, recipients: sent.recipients, message: campaign.message };
  }
}
