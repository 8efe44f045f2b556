// The mail catcher of the test stack (MailDev), through the shared client of @boutique/testing.
import { MailCatcher, type CaughtMail } from '@boutique/testing';

function catcher(): MailCatcher {
  const value = process.env.MAIL_URL;
  if (!value || !/^https?:\/\//.test(value)) {
    throw new Error('MAIL_URL must point at the mail catcher, e.g. http://127.0.0.1:11080');
  }
  return new MailCatcher(value.replace(/\/$/, ''));
}

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

/** The password reset link of a mail (from its text, else its HTML). */
export function resetLinkIn(mail: CaughtMail): string | null {
  const pattern = /https?:\/\/[^\s"'<>]+\/auth\/reset-password\?token=[^\s"'<>]+/;
  const match = pattern.exec(mail.text ?? '') ?? pattern.exec(mail.html ?? '');
  return match ? match[0].replace(/&amp;/g, '&') : null;
}
