// `npm start`: the whole boutique on one origin (http://localhost:8080 by default).
import { Logger } from '../log.js';
import { displayPath } from '../paths.js';
import { startStack, type RunningStack } from '../stack.js';
import { addDemoContentOnce } from '../seed/demo-content.js';
import { addDemoCatalogueOnce } from '../seed/demo-data.js';
import { handleShutdownSignals } from '../supervisor.js';
import { intFromEnv } from './env.js';

export async function main(args: string[] = []): Promise<void> {
  const log = new Logger();
  let port: number;
  let pgPort: number;
  let mailSmtpPort: number;
  let mailUiPort: number;
  let portOffset: number;
  try {
    port = intFromEnv('PORT', 8080);
    pgPort = intFromEnv('EMBEDDED_PG_PORT', 54329);
    mailSmtpPort = intFromEnv('MAIL_SMTP_PORT', 1025);
    mailUiPort = intFromEnv('MAIL_UI_PORT', 1080);
    portOffset = intFromEnv('SERVICE_PORT_OFFSET', 0, 0);
  } catch (err) {
    log.error((err as Error).message);
    process.exit(1);
  }
  const quiet = args.includes('--quiet');

  const abort = new AbortController();
  let stack: RunningStack | undefined;
  let starting: Promise<unknown> = Promise.resolve();
  let exiting = false;
  const stopAndExit = async (code: number): Promise<void> => {
    if (exiting) return;
    exiting = true;
    log.info('stopping: gateway, services, mail catcher, PostgreSQL ...');
    abort.abort();
    try {
      await starting.catch(() => undefined); // an interrupted start cleans up after itself
      await stack?.stop();
      log.info('stopped cleanly; data kept in the data directory');
    } catch (err) {
      log.error(`stop failed: ${(err as Error).message}`);
      code = 1;
    }
    process.exit(code);
  };
  handleShutdownSignals({
    onStop: () => stopAndExit(0),
    onForce: () => {
      log.warn('second interrupt: killing every process now');
      stack?.supervisor.killAll();
      process.exit(130);
    },
  });

  try {
    const pending = startStack({
      port,
      pgPort,
      mailSmtpPort,
      mailUiPort,
      portOffset,
      nodeEnv: process.env.NODE_ENV || 'development',
      log,
      quiet,
      signal: abort.signal,
    });
    starting = pending;
    stack = await pending;
  } catch (err) {
    if ((err as Error).name === 'AbortError') return; // Ctrl-C during start: stopAndExit finishes
    log.error(`could not start: ${(err as Error).message}`);
    process.exit(1);
  }
  if (exiting) return;

  const origin = `http://localhost:${port}`;
  const mail = `http://localhost:${mailUiPort}`;
  const lines = [
    '',
    '  Saree Boutique is running',
    '',
    `  Storefront   ${origin}/`,
    `  Admin        ${origin}/admin`,
    `  REST API     ${origin}/api   (docs ${origin}/api/docs)`,
    `  GraphQL      ${origin}/graphql`,
    `  Mail inbox   ${mail}`,
  ];
  const admin = stack.adminCredentials;
  if (admin.created) {
    lines.push(
      '',
      '  Admin sign-in (generated now, shown only this once):',
      `    e-mail     ${admin.email}`,
      `    password   ${admin.password}`,
      `    kept in    ${displayPath(admin.file)}`,
    );
  } else if (admin.source === 'env') {
    lines.push(
      '',
      `  Admin sign-in: ${admin.email} (from BOOTSTRAP_ADMIN_EMAIL / BOOTSTRAP_ADMIN_PASSWORD)`,
    );
  } else {
    lines.push('', `  Admin sign-in: ${admin.email} (password in ${displayPath(admin.file)})`);
  }
  if (stack.skipped.length > 0)
    lines.push('', `  Not built yet, not running: ${stack.skipped.join(', ')}`);
  lines.push('', '  Press Ctrl-C to stop.', '');
  log.banner(lines.join('\n'));

  stack.supervisor.on('gave-up', (name) => {
    log.error(
      `${name} is down and will not be restarted; fix it and restart npm start (Ctrl-C, then npm start)`,
    );
  });

  // after the banner: the shop is usable at once and the sarees appear as they are added
  try {
    await addDemoCatalogueOnce(stack, log);
  } catch (err) {
    if (!exiting) log.warn(`the demo catalogue could not be added: ${(err as Error).message}`);
  }
  try {
    await addDemoContentOnce(stack, log);
  } catch (err) {
    if (!exiting) log.warn(`the demo banners could not be added: ${(err as Error).message}`);
  }
}
