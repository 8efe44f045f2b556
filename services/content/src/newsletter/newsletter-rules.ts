import { randomBytes } from 'node:crypto';
import { charCount } from '../common/listing.js';
import { isImageLink, normalizeEmail } from '../common/rules.js';

export const NEWSLETTER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  alreadySubscribed: 'This email is already subscribed to the newsletter.',
  subscribed: 'Thank you for subscribing to our newsletter!',
  subscriberNotFound: 'Subscriber not found',
  linkNotValid: 'This unsubscribe link has already been used or is not valid.',
  selectSubscriber: 'Please select at least one subscriber.',
  flyerRequired: 'Please upload a flyer image.',
  flyerNotLink: 'Flyer must be a link to an image',
  messageTooLong: 'Message must not exceed 5000 characters',
} as const;

/** What a campaign says when the admin left the message empty. */
export const DEFAULT_NEWSLETTER_MESSAGE =
  "Discover our newest sarees, handpicked weaves and this season's offers, waiting for you at the boutique.";

export const MESSAGE_MAX_LENGTH = 5000;
/** Recipients per newsletter-send-requested event. */
export const RECIPIENTS_PER_PART = 500;

/** A fresh secret for the one-click unsubscribe link: 32 random bytes, base64url. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

interface CampaignInput {
  emails: string[];
  flyer: string;
  message: string;
}

/**
 * The checked campaign (e-mails normalised and deduplicated, message defaulted) or the
 * first problem.
 */
export function campaignOf(
  input: Partial<CampaignInput>,
): { emails: string[]; flyer: string; message: string } | { problem: string } {
  const emails = [...new Set((input.emails ?? []).map(normalizeEmail).filter(Boolean))];
  if (emails.length === 0) return { problem: NEWSLETTER_MESSAGES.selectSubscriber };
  const flyer = (input.flyer ?? '').trim();
  if (!flyer) return { problem: NEWSLETTER_MESSAGES.flyerRequired };
  if (!isImageLink(flyer)) return { problem: NEWSLETTER_MESSAGES.flyerNotLink };
  const message = (input.message ?? '').trim() || DEFAULT_NEWSLETTER_MESSAGE;
  if (charCount(message) > MESSAGE_MAX_LENGTH)
    return { problem: NEWSLETTER_MESSAGES.messageTooLong };
  return { emails, flyer, message };
}

/** `items` in consecutive parts of at most `size`. */
export function partsOf<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    parts.push(items.slice(start, start + size));
  return parts;
}
