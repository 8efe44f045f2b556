// The test stack's mail catcher (MailDev), through the shared client of @boutique/testing.
// Not a test file itself (`*.e2e.ts` are).
import { MailCatcher, type CaughtMail } from '@boutique/testing';
import { z } from 'zod';

export type { CaughtMail };

const catcher = (): MailCatcher =>
  new MailCatcher(
    z
      .url('MAIL_URL must point at the mail catcher, e.g. http://127.0.0.1:11080')
      .parse(process.env.MAIL_URL)
      .replace(/\/+$/, ''),
  );

/** Polls the mail catcher until a mail to `address` matches `accept`; returns it. */
export async function waitForMail(
  address: string,
  accept: (mail: CaughtMail) => boolean,
  timeoutMs = 30_000,
): Promise<CaughtMail> {
  const [mail] = await catcher().waitFor(address, accept, 1, timeoutMs);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** A header of a caught mail as sent, unfolded; undefined when absent. */
export function mailHeader(mail: CaughtMail, name: string): Promise<string | undefined> {
  return catcher().header(mail, name);
}
