// `npm run prodlike`: the production shape on this machine (see prodlike/prodlike.ts and
// infra/README.md "Production-like run"). Ctrl-C stops nginx, the gateways, then the
// services; the roles, databases and Redis keys stay for the next run.
import { Logger } from '../log.js';
import { displayPath } from '../paths.js';
import { startProdlike, type RunningProdlike } from '../prodlike/prodlike.js';
import { addDemoCatalogueOnce } from '../seed/demo-data.js';
import type { RunningStack } from '../stack.js';
import { handleShutdownSignals } from '../supervisor.js';
import { intFromEnv } from './env.js';

export async function main(args: string[] = []): Promise<void> {
  const log = new Logger();
  let port: number;
  try {
    port = intFromEnv('PRODLIKE_PORT', 8400, 1, 65_000);
  } catch (err) {
    log.error((err as Error).message);
    process.exit(1);
  }
  const abort = new AbortController();
  let run: RunningProdlike | undefined;
  let starting: Promise<unknown> = Promise.resolve();
  let exiting = false;
  const stopAndExit = async (code: number): Promise<void> => {
    if (exiting) return;
    exiting = true;
    log.info('stopping: nginx, gateways, services ...');
    abort.abort();
    await starting.catch(() => undefined);
    await run?.stop().catch((err: unknown) => log.error(`stop failed: ${(err as Error).message}`));
    process.exit(code);
  };
  handleShutdownSignals({
    onStop: () => stopAndExit(0),
    onForce: () => {
      run?.supervisor.killAll();
      process.exit(130);
    },
  });

  try {
    const pending = startProdlike({
      port,
      postgresAdminUrl: process.env.PRODLIKE_POSTGRES_URL,
      redisUrl: process.env.PRODLIKE_REDIS_URL,
      log,
      quiet: args.includes('--quiet'),
      signal: abort.signal,
    });
    starting = pending;
    run = await pending;
  } catch (err) {
    if ((err as Error).name === 'AbortError') return;
    log.error(`could not start: ${(err as Error).message}`);
    process.exit(1);
  }
  if (exiting) return;

  const replicas = new Map<string, number>();
  for (const r of run.replicas)
    replicas.set(r.definition.name, (replicas.get(r.definition.name) ?? 0) + 1);
  const admin = run.adminCredentials;
  log.banner(
    [
      '',
      '  Saree Boutique, production-like (NODE_ENV=production)',
      '',
      `  Storefront   http://localhost:${port}/          (nginx, infra/docker/nginx.conf)`,
      `  Admin        http://localhost:${port}/admin`,
      `  Mail inbox   ${run.mail}`,
      `  Processes    ${[...replicas].map(([name, count]) => `${name} x${count}`).join(', ')}`,
      `  Data         ${displayPath(run.dataDir)} (logs in logs/)`,
      `  Admin        ${admin.email}${admin.created ? `, password ${admin.password} (shown once)` : ` (password in ${displayPath(admin.file)})`}`,
      '',
      ...run.notes.map((note) => `  Note: ${note}`),
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );

  // the demo catalogue once, through the catalogue's gRPC (every replica sees it)
  const asStack = {
    dataDir: run.dataDir,
    grpcAddress: (service: string) => run.grpcTarget(service).split(',')[0],
  } as unknown as RunningStack;
  try {
    await addDemoCatalogueOnce(asStack, log);
  } catch (err) {
    if (!exiting) log.warn(`the demo catalogue could not be added: ${(err as Error).message}`);
  }
}
