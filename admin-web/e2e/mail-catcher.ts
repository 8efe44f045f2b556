// The test stack's mail catcher (MailDev): GET {MAIL_URL}/email lists the caught mails.
// Not a test file itself (`*.e2e.ts` are).
import { z } from 'zod';

export interface CaughtMail {
  id?: string;
  subject?: string;
  text?: string;
  html?: string;
  to?: { address?: string }[];
}

const mailUrl = (): string =>
  z
    .url('MAIL_URL must point at the mail catcher, e.g. http://127.0.0.1:11080')
    .parse(process.env.MAIL_URL)
    .replace(/\/+$/, '');

/** Polls the mail catcher until a mail to `address` matches `accept`; returns it. */
export async function waitForMail(
  address: string,
  accept: (mail: CaughtMail) => boolean,
  timeoutMs = 30_000,
): Promise<CaughtMail> {
  const url = `${mailUrl()}/email`;
  const wanted = address.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(url);
    if (answer.ok) {
      const mails = (await answer.json()) as CaughtMail[];
      const found = mails.find(
        (mail) =>
          (mail.to ?? []).some((to) => to.address?.toLowerCase() === wanted) && accept(mail),
      );
      if (found) return found;
    }
    if (Date.now() > deadline) {
      throw new Error(`no matching mail to ${address} within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A header of a caught mail as sent, unfolded (read from its raw source: MailDev's list
 * leaves out headers such as List-Unsubscribe); undefined when absent.
 */
export async function mailHeader(mail: CaughtMail, name: string): Promise<string | undefined> {
  if (!mail.id) throw new Error('the caught mail has no id');
  const answer = await fetch(`${mailUrl()}/email/${encodeURIComponent(mail.id)}/source`);
  if (!answer.ok) throw new Error(`the mail catcher answered ${answer.status}`);
  const [head = ''] = (await answer.text()).split(/\r?\n\r?\n/, 1);
  const wanted = `${name.toLowerCase()}:`;
  const line = head
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(wanted));
  return line?.slice(wanted.length).trim();
}
