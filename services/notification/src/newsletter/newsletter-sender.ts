import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { describeError, logger, PeriodicTask, rows, SERVICE_CONFIG } from '@boutique/service-kit';
import type {
  NewsletterRecipient,
  NewsletterSendRequested,
} from '@boutique/contracts/content/events/v1/content_events';
import { createTransport, type Transporter } from 'nodemailer';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
} from 'typeorm';
import type { NotificationConfig } from '../config/notification.config.js';
import { newsletterMail } from '../templates/newsletter.template.js';

/** A claim older than this was interrupted (a crash mid-send): the row becomes unknown. */
const STALE_CLAIM_MINUTES = 5;

interface ClaimedDelivery {
  id: string;
  campaign_id: string;
  email: string;
  unsubscribe_token: string;
  message: string;
  flyer_url: string;
  attempts: number;
}

/** `path` under the public origin (a base path in PUBLIC_URL is kept). */
function publicUrl(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`;
}

/** The flyer as an absolute URL: "/..." under PUBLIC_URL, http(s) as is, anything else none. */
export function resolveFlyerUrl(origin: string, flyerUrl: string): string {
  const url = flyerUrl.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return publicUrl(origin, url);
  return /^https?:\/\//i.test(url) ? url : '';
}

/** The one-click unsubscribe link of a subscriber's token. */
export function unsubscribeUrl(origin: string, token: string): string {
  return publicUrl(origin, `/api/shop/newsletter/unsubscribe/${encodeURIComponent(token)}`);
}

/**
 * Sends queued newsletter deliveries: every NEWSLETTER_BATCH_INTERVAL_MS it claims up to
 * NEWSLETTER_BATCH_SIZE queued rows (FOR UPDATE SKIP LOCKED, so replicas share the work)
 * and commits them as 'sending' before any SMTP call; then each is marked sent, or queued
 * again (failed after NEWSLETTER_MAX_ATTEMPTS). A row still 'sending' after
 * STALE_CLAIM_MINUTES was interrupted mid-send: it becomes 'unknown' and is never resent,
 * so nobody gets a campaign twice. The handler wakes the sender once its transaction
 * commits, so a small campaign leaves at once (still at most one batch per interval).
 */
@Injectable()
export class NewsletterSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly transport: Transporter;
  private readonly task: PeriodicTask;
  private readonly intervalMs: number;
  /** Transactions that queued deliveries: wake the sender when they commit. */
  private readonly wakeOnCommit = new WeakSet<QueryRunner>();
  private current?: Promise<number>;
  /** When the last batch that claimed something started (the rate counts those only). */
  private lastBatchAt = 0;
  private wakeTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: NotificationConfig,
  ) {
    this.transport = createTransport(config.SMTP_URL);
    this.intervalMs = config.NEWSLETTER_BATCH_INTERVAL_MS;
    this.task = new PeriodicTask('newsletter sender', this.intervalMs, () => this.runBatch());
  }

  onApplicationBootstrap() {
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: ({ queryRunner }) => {
        if (!this.wakeOnCommit.delete(queryRunner)) return;
        this.wake();
      },
      afterTransactionRollback: ({ queryRunner }) => {
        this.wakeOnCommit.delete(queryRunner);
      },
    };
    this.dataSource.subscribers.push(subscriber);
    this.task.start();
    this.wake();
  }

  async onModuleDestroy() {
    this.stopped = true;
    clearTimeout(this.wakeTimer);
    await this.task.stop();
    await this.current;
    this.transport.close();
  }

  /**
   * Queues one delivery per recipient of a campaign in the transaction of `manager`, and
   * wakes the sender when it commits. (campaign, lower(email)) is unique, so a redelivered
   * event or a recipient in two parts adds nothing.
   */
  async queue(
    manager: EntityManager,
    campaign: Pick<NewsletterSendRequested, 'campaignId' | 'message' | 'flyerUrl'>,
    recipients: NewsletterRecipient[],
  ): Promise<void> {
    await rows(
      manager,
      `INSERT INTO newsletter_delivery
         (campaign_id, email, subscriber_id, unsubscribe_token, message, flyer_url)
       SELECT $1, r.email, r.subscriber_id, r.token, $2, $3
         FROM unnest($4::text[], $5::text[], $6::text[]) AS r(email, subscriber_id, token)
       ON CONFLICT DO NOTHING`,
      [
        campaign.campaignId,
        campaign.message,
        campaign.flyerUrl,
        recipients.map((r) => r.email),
        recipients.map((r) => r.subscriberId),
        recipients.map((r) => r.unsubscribeToken),
      ],
    );
    this.wakeAfterCommit(manager);
  }

  /** Wakes the sender when the transaction of `manager` commits (at once outside one). */
  private wakeAfterCommit(manager: EntityManager): void {
    const runner = manager.queryRunner;
    if (runner?.isTransactionActive) this.wakeOnCommit.add(runner);
    else this.wake();
  }

  /** Runs a batch now, or as soon as the interval since the last batch has passed. */
  wake(): void {
    if (this.stopped || this.wakeTimer) return;
    const wait = Math.max(0, this.lastBatchAt + this.intervalMs - Date.now());
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      // A batch already under way claimed before this wake's rows were there: go again after.
      if (this.current) {
        void this.current.finally(() => this.wake());
        return;
      }
      this.runBatch().catch((error: unknown) =>
        logger().error({ err: error }, 'newsletter sender failed'),
      );
    }, wait);
    this.wakeTimer.unref();
  }

  /**
   * One batch (never two at once; at most one that claims rows per interval): marks stale
   * claims unknown, claims queued rows, sends them. Answers how many were claimed.
   */
  runBatch(): Promise<number> {
    if (this.current) return this.current;
    // The periodic tick and a wake may meet: keep to one batch per interval.
    const started = Date.now();
    if (started - this.lastBatchAt < this.intervalMs * 0.9) return Promise.resolve(0);
    this.current = this.sendBatch(() => (this.lastBatchAt = started)).finally(
      () => (this.current = undefined),
    );
    return this.current;
  }

  private async sendBatch(claimedSome: () => void): Promise<number> {
    const stale = await rows<{ id: string }>(
      this.dataSource,
      `UPDATE newsletter_delivery
          SET status = 'unknown',
              last_error = 'claimed at ' || claimed_at || ' and never confirmed; not sent again'
        WHERE status = 'sending' AND claimed_at < now() - make_interval(mins => $1)
        RETURNING id`,
      [STALE_CLAIM_MINUTES],
    );
    if (stale.length > 0)
      logger().warn(
        { deliveries: stale.map((row) => row.id) },
        'newsletter deliveries interrupted mid-send marked unknown',
      );

    // One statement, committed before any mail leaves: a crash from here on leaves the
    // rows 'sending', never queued again.
    const claimed = await rows<ClaimedDelivery>(
      this.dataSource,
      `UPDATE newsletter_delivery d
          SET status = 'sending', claimed_at = now(), attempts = d.attempts + 1
        WHERE d.id IN (SELECT id FROM newsletter_delivery
                        WHERE status = 'queued'
                        ORDER BY created_at, id
                        LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.campaign_id, d.email, d.unsubscribe_token, d.message, d.flyer_url,
                  d.attempts`,
      [this.config.NEWSLETTER_BATCH_SIZE],
    );
    if (claimed.length > 0) claimedSome();
    for (const delivery of claimed) await this.send(delivery);
    return claimed.length;
  }

  private async send(delivery: ClaimedDelivery): Promise<void> {
    const origin = this.config.PUBLIC_URL;
    const unsubscribe = unsubscribeUrl(origin, delivery.unsubscribe_token);
    const mail = newsletterMail({
      shopName: this.config.SHOP_NAME,
      message: delivery.message,
      flyerUrl: resolveFlyerUrl(origin, delivery.flyer_url),
      unsubscribeUrl: unsubscribe,
    });
    try {
      await this.transport.sendMail({
        from: this.config.MAIL_FROM,
        to: delivery.email,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (error) {
      const failed = delivery.attempts >= this.config.NEWSLETTER_MAX_ATTEMPTS;
      await this.dataSource.query(
        `UPDATE newsletter_delivery
            SET status = CASE WHEN $2 THEN 'failed' ELSE 'queued' END, last_error = $3
          WHERE id = $1 AND status = 'sending'`,
        [delivery.id, failed, describeError(error)],
      );
      logger().warn(
        {
          err: error,
          deliveryId: delivery.id,
          campaignId: delivery.campaign_id,
          attempts: delivery.attempts,
          failed,
        },
        'sending newsletter failed',
      );
      return;
    }
    // Sent: recorded even if the claim was meanwhile taken for interrupted.
    await this.dataSource.query(
      `UPDATE newsletter_delivery SET status = 'sent', sent_at = now(), last_error = NULL
        WHERE id = $1 AND status IN ('sending', 'unknown')`,
      [delivery.id],
    );
  }
}
