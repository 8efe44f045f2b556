import { z } from 'zod';

export const notificationConfigSchema = z.object({
  /** smtp://host:port or smtps://user:pass@host:port */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }),
  MAIL_FROM: z.string().min(3).default('"Saree Boutique" <hello@boutique.local>'),
  /** Origin used in links inside e-mails. */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  /** Upper bound of e-mails sent per second (newsletters are sent in batches at this rate). */
  MAIL_RATE_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(10),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
});

export type NotificationConfig = z.infer<typeof notificationConfigSchema>;
