// The mail catcher of the test stack (MailDev): GET {MAIL_URL}/email lists the caught mails.

type CaughtMail = {
  subject?: string;
  text?: string;
  html?: string;
  to?: { address?: string }[];
  date?: string;
};

function mailUrl(): string {
  const value = process.env.MAIL_URL;
  if (!value || !/^https?:\/\//.test(value)) {
    throw new Error('MAIL_URL must point at the mail catcher, e.g. http://127.0.0.1:11080');
  }
  return value.replace(/\/$/, '');
}

/** Polls the mail catcher until a mail to `address` matches `accept`; returns it. */
export async function waitForMail(
  address: string,
  accept: (mail: CaughtMail) => boolean,
  timeoutMs = 30_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  const wanted = address.toLowerCase();
  for (;;) {
    const response = await fetch(`${mailUrl()}/email`);
    if (response.ok) {
      const mails = (await response.json()) as CaughtMail[];
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

/** The password reset link of a mail (from its text, else its HTML). */
export function resetLinkIn(mail: CaughtMail): string | null {
  const pattern = /https?:\/\/[^\s"'<>]+\/auth\/reset-password\?token=[^\s"'<>]+/;
  const match = pattern.exec(mail.text ?? '') ?? pattern.exec(mail.html ?? '');
  return match ? match[0].replace(/&amp;/g, '&') : null;
}
