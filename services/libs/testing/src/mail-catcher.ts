// The mail catcher: MailDev (npm) started in this process (`startMailCatcher`), and a
// client of its REST API (`MailCatcher`). Its SMTP server catches every mail; its web inbox
// and REST API share the other port. Mails are kept in memory (the newest 1000). The
// runtime runs the catcher of its stacks with it too (`npm start`, `npm test`,
// `npm run prodlike`).
import type { IncomingMessage } from 'node:http';
import type { Servers } from 'maildev';
import { waitFor } from './wait.js';

export interface MailCatcherOptions {
  smtpPort: number;
  uiPort: number;
  /** Address both servers bind (default 127.0.0.1). */
  host?: string;
  maxEmails?: number;
}

export interface RunningMailCatcher {
  /** `smtp://127.0.0.1:<smtpPort>`: the SMTP_URL to give the notification service. */
  readonly smtpUrl: string;
  /** `http://127.0.0.1:<uiPort>`: the inbox; `GET /email` lists the caught mails. */
  readonly uiUrl: string;
  readonly smtpPort: number;
  readonly uiPort: number;
  stop(): Promise<void>;
}

/**
 * MailDev 3 serves its REST API under `/api/email`; MailDev 2 (and the runtime contract)
 * used `/email`. Both work: a request for `/email...` is routed to `/api/email...`
 * before the web server sees it.
 */
export function legacyEmailPath(url: string): string | undefined {
  return /^\/email(\/|\?|$)/.test(url) ? `/api${url}` : undefined;
}

/** Starts MailDev on `smtpPort` (SMTP) and `uiPort` (inbox and REST API). */
export async function startMailCatcher(options: MailCatcherOptions): Promise<RunningMailCatcher> {
  const { smtpPort, uiPort } = options;
  const host = options.host ?? '127.0.0.1';
  // Loaded here, not at the top: MailDev takes over a second to import, and most tests
  // that import @boutique/testing never start one.
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: host,
    web: uiPort,
    webIp: host,
    silent: true,
    maxEmails: options.maxEmails ?? 1000,
  });
  // MailDev announces its URL with console.info even when silent; its callers print their own.
  const info = console.info;
  console.info = () => undefined;
  let servers: Servers;
  try {
    servers = await maildev.start();
  } catch (err) {
    await maildev.stop().catch(() => undefined);
    throw new Error(
      `the mail catcher could not start (SMTP ${host}:${smtpPort}, inbox ${host}:${uiPort}): ${(err as Error).message}`,
      { cause: err },
    );
  } finally {
    console.info = info;
  }
  const http = servers.api?.server.server;
  http?.prependListener('request', (req: IncomingMessage) => {
    const rewritten = req.url ? legacyEmailPath(req.url) : undefined;
    if (rewritten) req.url = rewritten;
  });
  let stopping: Promise<void> | undefined;
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    uiUrl: `http://${host}:${uiPort}`,
    smtpPort,
    uiPort,
    stop: () => (stopping ??= maildev.stop()),
  };
}

/** A message as MailDev's REST API (GET /email) lists it. */
export interface CaughtMail {
  id: string;
  subject: string;
  html?: string;
  text?: string;
  to: { address: string; name?: string }[];
  from: { address: string; name?: string }[];
  headers: Record<string, string>;
  attachments?: { filename: string; contentType: string }[];
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
