// The local mail catcher of the embedded default: MailDev (npm), run in the supervisor's
// process. SMTP on 1025 catches every mail the notification service sends; the web inbox
// and its REST API are on 1080. Mails are kept in memory (the newest 1000).
import type { IncomingMessage } from 'node:http';
import { MailDev } from 'maildev';

export const DEFAULT_MAIL_SMTP_PORT = 1025;
export const DEFAULT_MAIL_UI_PORT = 1080;

export interface MailCatcherOptions {
  smtpPort?: number;
  uiPort?: number;
  /** Address both servers bind (default 127.0.0.1). */
  host?: string;
  maxEmails?: number;
}

export interface RunningMailCatcher {
  /** `smtp://127.0.0.1:1025`, the value of SMTP_URL for the notification service. */
  readonly smtpUrl: string;
  /** `http://127.0.0.1:1080`: the inbox; `GET /email` lists the caught mails. */
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

export async function startMailCatcher(
  options: MailCatcherOptions = {},
): Promise<RunningMailCatcher> {
  const smtpPort = options.smtpPort ?? DEFAULT_MAIL_SMTP_PORT;
  const uiPort = options.uiPort ?? DEFAULT_MAIL_UI_PORT;
  const host = options.host ?? '127.0.0.1';
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: host,
    web: uiPort,
    webIp: host,
    silent: true,
    maxEmails: options.maxEmails ?? 1000,
  });
  // MailDev announces its URL with console.info even when silent; the runtime prints its own.
  const info = console.info;
  console.info = () => undefined;
  let servers: Awaited<ReturnType<MailDev['start']>>;
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
