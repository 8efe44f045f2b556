import { waitFor } from './wait.js';

/** A message as MailDev's REST API (GET /email) lists it. */
export interface CaughtMail {
  id: string;
  subject: string;
  html?: string;
  text?: string;
  to: { address: string; name?: string }[];
  from: { address: string; name?: string }[];
  headers: Record<string, string>;
  attachments?: { fileName: string; contentType: string }[];
}

/** Client of the local mail catcher (MailDev) used by system tests. */
export class MailCatcher {
  constructor(private readonly baseUrl: string) {}

  async all(): Promise<CaughtMail[]> {
    const response = await fetch(`${this.baseUrl}/email`);
    if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
    return (await response.json()) as CaughtMail[];
  }

  /**
   * A header of the message as sent (read from its raw source: MailDev's list leaves out
   * headers such as Reply-To and List-Unsubscribe), unfolded; undefined when absent.
   */
  async header(mail: Pick<CaughtMail, 'id'>, name: string): Promise<string | undefined> {
    const response = await fetch(`${this.baseUrl}/email/${mail.id}/source`);
    if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
    const source = await response.text();
    const head = source.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
    const wanted = `${name.toLowerCase()}:`;
    const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(wanted));
    return line?.slice(wanted.length).trim();
  }

  async to(address: string): Promise<CaughtMail[]> {
    const wanted = address.toLowerCase();
    return (await this.all()).filter((mail) =>
      mail.to.some((to) => to.address.toLowerCase() === wanted),
    );
  }

  /** Waits until `count` mails to `address` match `filter`, then returns them. */
  async waitFor(
    address: string,
    filter: (mail: CaughtMail) => boolean = () => true,
    count = 1,
    timeoutMs = 15_000,
  ) {
    return waitFor(
      async () => {
        const found = (await this.to(address)).filter(filter);
        return found.length >= count ? found : undefined;
      },
      { timeoutMs, what: `${count} mail(s) to ${address}` },
    );
  }
}
