import { Injectable } from '@nestjs/common';
import type { NewsletterSendRequested } from '@boutique/contracts/content/events/v1/content_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { NewsletterSender } from '../newsletter/newsletter-sender.js';

/**
 * newsletter-send-requested: queue one delivery per recipient of the campaign, in the
 * transaction that records the event processed. (campaign, lower(email)) is unique, so a
 * redelivered event or a recipient in two parts adds nothing. The sender is woken once the
 * transaction commits.
 */
@Injectable()
@HandlesEvent('newsletter-send-requested')
export class NewsletterSendRequestedHandler implements EventHandler<'newsletter-send-requested'> {
  constructor(private readonly sender: NewsletterSender) {}

  async handle(data: NewsletterSendRequested, { manager }: EventContext) {
    const seen = new Set<string>();
    const recipients = data.recipients
      .map((r) => ({ ...r, email: r.email.trim() }))
      .filter((r) => {
        const key = r.email.toLowerCase();
        if (!key || !r.unsubscribeToken || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    if (recipients.length === 0) return;
    await manager.query(
      `INSERT INTO newsletter_delivery
         (campaign_id, email, subscriber_id, unsubscribe_token, message, flyer_url)
       SELECT $1, r.email, r.subscriber_id, r.token, $2, $3
         FROM unnest($4::text[], $5::text[], $6::text[]) AS r(email, subscriber_id, token)
       ON CONFLICT DO NOTHING`,
      [
        data.campaignId,
        data.message,
        data.flyerUrl,
        recipients.map((r) => r.email),
        recipients.map((r) => r.subscriberId),
        recipients.map((r) => r.unsubscribeToken),
      ],
    );
    this.sender.wakeAfterCommit(manager);
  }
}
