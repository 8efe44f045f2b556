import { shopTimeZone } from '@boutique/service-kit';
import { z } from 'zod';

export const notificationConfigSchema = z.object({
  /** smtp://host:port or smtps://user:pass@host:port */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }),
  MAIL_FROM: z.string().min(3).default('"Saree Boutique" <hello@boutique.local>'),
  /** The shop's name in subjects ("News from {SHOP_NAME}"). */
  SHOP_NAME: z.string().trim().min(1).default('Saree Boutique'),
  /** The shop's time zone: deadlines in e-mails are read there. */
  SHOP_TIME_ZONE: shopTimeZone,
  /** Origin used in links inside e-mails. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** Upper bound of e-mails sent per second (newsletters are sent in batches at this rate). */
  MAIL_RATE_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(10),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** Where contact-form messages go; unset: the address of MAIL_FROM (see contactInbox). */
  CONTACT_INBOX_EMAIL: z.email().optional(),
  /** Newsletter deliveries claimed and sent per batch. */
  NEWSLETTER_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(50),
  /** Time between two newsletter batches. */
  NEWSLETTER_BATCH_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
  /** Attempts per newsletter recipient before the delivery is marked failed. */
  NEWSLETTER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(3),
});

export type NotificationConfig = z.infer<typeof notificationConfigSchema>;

const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

/** The e-mail address alone of a mailbox such as `"Shop" <hello@shop.in>`, if it has one. */
export function mailboxAddress(mailbox: string): string | undefined {
  const candidate = (/<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();
  return ADDRESS.test(candidate) ? candidate : undefined;
}

/** The owner's inbox for contact messages: CONTACT_INBOX_EMAIL, else the from-address. */
export function contactInbox(
  config: Pick<NotificationConfig, 'CONTACT_INBOX_EMAIL' | 'MAIL_FROM'>,
): string {
  return config.CONTACT_INBOX_EMAIL ?? mailboxAddress(config.MAIL_FROM) ?? 'owner@boutique.local';
}
