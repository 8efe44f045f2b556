import { Injectable } from '@nestjs/common';
import type { NewsletterSendRequested } from '@boutique/contracts/content/events/v1/content_events';
import { HandlesEvent, type EventContext, type EventHandler } from '@boutique/service-kit';
import { NewsletterSender } from '../newsletter/newsletter-sender.js';

/**
 * newsletter-send-requested: queue one delivery per recipient of the campaign (each address
 * once, none without an unsubscribe token), in the transaction that records the event
 * processed; the sender goes once it commits (NewsletterSender.queue).
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
    await this.sender.queue(manager, data, recipients);
  }
}
