// startStack(): the whole embedded system in one call, for `npm start` and for tests.
// PostgreSQL first, its databases, the mail catcher, every service that is built, the
// gateway, then the storefront's server rendering (it reads through the gateway); resolves
// once GET /api/health answers 200 and the storefront's /health/ready too.
import fs from 'node:fs';
import path from 'node:path';
import { startMailCatcher, type RunningMailCatcher } from '@boutique/testing';
import {
  DEFAULT_PG_PORT,
  startEmbeddedPostgres,
  stopLeftoverServer,
  type RunningPostgres,
} from './embedded-postgres.js';
import { LEVELS, Logger } from './log.js';
import { defaultDataDir, displayPath, repoRoot } from './paths.js';
import { commandLine, isAlive, isPortFree, sleep, waitForExit } from './process-utils.js';
import {
  loadOrCreateAdminCredentials,
  loadOrCreateSecrets,
  type AdminCredentials,
} from './secrets.js';
import {
  GATEWAY,
  SERVICES,
  databasesFor,
  environmentFor,
  portsOf,
  type ServiceDefinition,
} from './services.js';
import { Supervisor, describeExit, type RestartPolicy } from './supervisor.js';

export const DEFAULT_GATEWAY_PORT = 8080;
/** The mail catcher (MailDev, from @boutique/testing): SMTP and inbox. */
export const DEFAULT_MAIL_SMTP_PORT = 1025;
export const DEFAULT_MAIL_UI_PORT = 1080;

export interface StackOptions {
  /** Data directory (default DATA_DIR or `<repo>/.data`): secrets, PostgreSQL, logs, media. */
  dataDir?: string;
  /** Gateway port (default 8080). */
  port?: number;
  /** Embedded PostgreSQL port (default 54329; never 5432). */
  pgPort?: number;
  /** MailDev SMTP port (default 1025). */
  mailSmtpPort?: number;
  /** MailDev inbox and REST port (default 1080). */
  mailUiPort?: number;
  /** Added to every service's gRPC and health port (a test stack uses 1000). */
  portOffset?: number;
  /** Added to every gRPC port instead of portOffset (the test stack keeps them below 32768). */
  grpcPortOffset?: number;
  /** NODE_ENV of every process (default `development`). */
  nodeEnv?: string;
  /** LOG_LEVEL of every process (default `info`). */
  logLevel?: string;
  /** Extra environment for every process, applied last (so it may override the contract's values). */
  env?: Record<string, string | undefined>;
  /** Show only warnings and errors (every line still goes to `<dataDir>/logs/<name>.log`). */
  quiet?: boolean;
  /** Where runtime lines go (default: stdout, pretty on a terminal, JSON otherwise). */
  log?: Logger;
  /** How long to wait for GET /api/health (default 120 s). */
  readyTimeoutMs?: number;
  /** PostgreSQL without fsync (default: true when nodeEnv is `test`). */
  fastPostgres?: boolean;
  /** Run only these services (by name); the default is every built one. */
  only?: string[];
  /** The process table (default SERVICES of services.ts); the runtime's own tests pass dummies. */
  services?: readonly ServiceDefinition[];
  /** Restart policy of the supervisor. */
  restart?: Partial<RestartPolicy>;
  /** Aborting stops whatever was started and rejects with an AbortError. */
  signal?: AbortSignal;
}

export interface StackUrls {
  /** `http://127.0.0.1:<port>` */
  base: string;
  storefront: string;
  admin: string;
  api: string;
  apiDocs: string;
  graphql: string;
  health: string;
  /** MailDev inbox; `${mail}/email` lists the caught mails as JSON. */
  mail: string;
  /** `smtp://127.0.0.1:<port>` */
  smtp: string;
  /** Superuser URL of the embedded PostgreSQL (database `postgres`). */
  postgres: string;
}

export interface RunningStack {
  urls: StackUrls;
  adminCredentials: AdminCredentials;
  /** Processes started, gateway included. */
  services: string[];
  /** Rows of the process table skipped because their entry is not built. */
  skipped: string[];
  dataDir: string;
  /** JSON file with this stack's pid and each process's current pid (rewritten on restarts). */
  runFile: string;
  /** URL of a database on the embedded PostgreSQL. */
  databaseUrl(database: string): string;
  /** `127.0.0.1:<port>` of a running service's gRPC server, if it runs. */
  grpcAddress(service: string): string | undefined;
  supervisor: Supervisor;
  /** Pids of every process of the stack (this one, PostgreSQL, the services). */
  pids(): number[];
  /** Stops everything (gateway, services, mail catcher, PostgreSQL). Idempotent. */
  stop(): Promise<void>;
}

/** Environment variables the runtime sets per process; inherited values are dropped. */
const RUNTIME_OWNED = new Set([
  'SERVICE_NAME',
  'DATABASE_URL',
  'BUS_DATABASE_URL',
  'GRPC_PORT',
  'HTTP_PORT',
  'PORT',
  'JWT_SECRET',
  'SERVICE_AUTH_SECRET',
  'BOOTSTRAP_ADMIN_EMAIL',
  'BOOTSTRAP_ADMIN_PASSWORD',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'WEB_DIST',
  'ADMIN_DIST',
  'MEDIA_DIR',
  'GATEWAY_URL',
  'STOREFRONT_URL',
  'TEST_DATABASE_URL',
]);

export function inheritedEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) {
    if (RUNTIME_OWNED.has(key) || key.endsWith('_GRPC_URL') || key.startsWith('npm_')) continue;
    result[key] = value;
  }
  return result;
}

function abortError(): Error {
  const err = new Error('start aborted');
  err.name = 'AbortError';
  return err;
}

interface RunFile {
  pid: number;
  startedAt: string;
  processes: Record<string, { pid: number; entry: string }>;
}

function readRunFile(file: string): RunFile | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RunFile;
  } catch {
    return undefined;
  }
}

/** Refuses to share a data dir with a live stack; stops processes a killed stack left behind. */
async function takeOver(runFile: string, dataDir: string, log: Logger): Promise<void> {
  const previous = readRunFile(runFile);
  if (previous && previous.pid !== process.pid && isAlive(previous.pid)) {
    const cmd = commandLine(previous.pid)?.join(' ') ?? '';
    if (cmd.includes('node')) {
      throw new Error(
        `another stack (pid ${previous.pid}) is running with the data directory ${displayPath(dataDir)}; ` +
          `stop it first (Ctrl-C in its terminal, or kill ${previous.pid})`,
      );
    }
  }
  for (const [name, proc] of Object.entries(previous?.processes ?? {})) {
    if (!isAlive(proc.pid) || !(commandLine(proc.pid) ?? []).includes(proc.entry)) continue;
    log.warn(`${name} (pid ${proc.pid}) was left running by an earlier start; stopping it`);
    try {
      process.kill(-proc.pid, 'SIGTERM');
    } catch {
      process.kill(proc.pid, 'SIGTERM');
    }
    if (!(await waitForExit(proc.pid, 10_000))) {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {
        process.kill(proc.pid, 'SIGKILL');
      }
    }
  }
  await stopLeftoverServer(path.join(dataDir, 'postgres'), log);
}

async function probe(url: string): Promise<string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer().catch(() => undefined);
    return res.ok ? 'ready' : `HTTP ${res.status}`;
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    return cause?.code === 'ECONNREFUSED'
      ? 'not listening'
      : (err as Error).name === 'TimeoutError'
        ? 'no answer in 2 s'
        : (err as Error).message;
  }
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const startedAt = Date.now();
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir());
  const port = options.port ?? DEFAULT_GATEWAY_PORT;
  const pgPort = options.pgPort ?? DEFAULT_PG_PORT;
  const mailSmtpPort = options.mailSmtpPort ?? DEFAULT_MAIL_SMTP_PORT;
  const mailUiPort = options.mailUiPort ?? DEFAULT_MAIL_UI_PORT;
  const portOffset = options.portOffset ?? 0;
  const grpcPortOffset = options.grpcPortOffset ?? portOffset;
  const nodeEnv = options.nodeEnv ?? 'development';
  const baseLog = options.log ?? new Logger();
  const log = options.quiet ? baseLog.withMinLevel(LEVELS.warn) : baseLog;
  const signal = options.signal;
  const table = options.services ?? SERVICES;
  if (pgPort === 5432)
    throw new Error("the embedded PostgreSQL must not use port 5432 (that is the system server's)");

  fs.mkdirSync(path.join(dataDir, 'run'), { recursive: true });
  fs.mkdirSync(path.join(dataDir, 'logs'), { recursive: true });
  const mediaDir = path.join(dataDir, 'media');
  fs.mkdirSync(mediaDir, { recursive: true });
  const runFile = path.join(dataDir, 'run', 'stack.json');
  await takeOver(runFile, dataDir, log);

  const present = table.filter(
    (d) =>
      (!options.only || options.only.includes(d.name)) &&
      fs.existsSync(path.join(repoRoot, d.entry)),
  );
  const skipped = table.filter((d) => !present.includes(d)).map((d) => d.name);
  const services = present.filter((d) => d.name !== GATEWAY && !d.afterGateway);
  const gateway = present.find((d) => d.name === GATEWAY);
  // the storefront server reads through the gateway: started after it, and only with it
  const afterGateway = gateway ? present.filter((d) => d.afterGateway) : [];

  // every port free before anything starts: a clear message instead of a crash loop
  const wanted: [number, string][] = [
    [pgPort, 'embedded PostgreSQL (EMBEDDED_PG_PORT)'],
    [mailSmtpPort, 'mail catcher SMTP (MAIL_SMTP_PORT)'],
    [mailUiPort, 'mail catcher inbox (MAIL_UI_PORT)'],
    ...present.flatMap((d): [number, string][] => {
      const p = portsOf(d, portOffset, port, grpcPortOffset);
      return d.name === GATEWAY
        ? [[p.httpPort, 'gateway (PORT)']]
        : [
            [p.httpPort, `${d.name} HTTP_PORT`],
            ...(p.grpcPort === undefined
              ? []
              : [[p.grpcPort, `${d.name} GRPC_PORT`] as [number, string]]),
          ];
    }),
  ];
  const busy: string[] = [];
  for (const [p, what] of wanted) if (!(await isPortFree(p))) busy.push(`${p} (${what})`);
  if (busy.length > 0) {
    throw new Error(
      `port${busy.length > 1 ? 's' : ''} already in use: ${busy.join(', ')}. Is another stack running? Stop it or choose other ports.`,
    );
  }

  const secrets = loadOrCreateSecrets(dataDir);
  const adminCredentials = loadOrCreateAdminCredentials(dataDir, {
    BOOTSTRAP_ADMIN_EMAIL: options.env?.BOOTSTRAP_ADMIN_EMAIL ?? process.env.BOOTSTRAP_ADMIN_EMAIL,
    BOOTSTRAP_ADMIN_PASSWORD:
      options.env?.BOOTSTRAP_ADMIN_PASSWORD ?? process.env.BOOTSTRAP_ADMIN_PASSWORD,
  });

  let postgres: RunningPostgres | undefined;
  let mail: RunningMailCatcher | undefined;
  const supervisor = new Supervisor({
    log,
    logDir: path.join(dataDir, 'logs'),
    restart: options.restart,
  });
  const entries = new Map(present.map((d) => [d.name, path.join(repoRoot, d.entry)]));
  const writeRunFile = (): void => {
    const processes: RunFile['processes'] = {};
    for (const [name, pid] of Object.entries(supervisor.pids())) {
      processes[name] = { pid, entry: entries.get(name) ?? '' };
    }
    const content: RunFile = {
      pid: process.pid,
      startedAt: new Date(startedAt).toISOString(),
      processes,
    };
    fs.writeFileSync(runFile, JSON.stringify(content, null, 2) + '\n');
  };
  writeRunFile();
  supervisor.on('started', writeRunFile);

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      // the pages' renderer first (it reads through the gateway), then the gateway
      await supervisor.stopAll([afterGateway.map((d) => d.name), [GATEWAY]]);
      await mail
        ?.stop()
        .catch((err: unknown) =>
          log.warn(`mail catcher did not stop cleanly: ${(err as Error).message}`),
        );
      await postgres?.stop();
      fs.rmSync(runFile, { force: true });
    })());

  const check = async (): Promise<void> => {
    if (signal?.aborted) {
      await stop();
      throw abortError();
    }
  };

  try {
    postgres = await startEmbeddedPostgres({
      dir: path.join(dataDir, 'postgres'),
      port: pgPort,
      password: secrets.postgresPassword,
      logFile: path.join(dataDir, 'logs', 'postgres.log'),
      fast: options.fastPostgres ?? nodeEnv === 'test',
      log: log.child('postgres'),
    });
    await check();
    const pg = postgres;
    const created: string[] = [];
    for (const db of databasesFor(present)) if (await pg.ensureDatabase(db)) created.push(db);
    log.info(
      `PostgreSQL ready on 127.0.0.1:${pgPort} (${displayPath(pg.dir)})` +
        (created.length > 0 ? `; created databases ${created.join(', ')}` : ''),
    );
    await check();

    mail = await startMailCatcher({ smtpPort: mailSmtpPort, uiPort: mailUiPort });
    await check();

    const publicUrl = `http://localhost:${port}`;
    const running = present.map((d) => d.name);
    const inherited = inheritedEnvironment(process.env);
    const spawnOne = (d: ServiceDefinition): void => {
      const env = environmentFor(d, {
        nodeEnv,
        logLevel: options.logLevel ?? process.env.LOG_LEVEL ?? 'info',
        gatewayPort: port,
        portOffset,
        grpcPortOffset,
        running,
        databaseUrl: (db) => pg.url(db),
        jwtSecret: secrets.jwtSecret,
        serviceAuthSecret: secrets.serviceAuthSecret,
        adminEmail: adminCredentials.email,
        adminPassword: adminCredentials.password,
        smtpUrl: mail!.smtpUrl,
        mailFrom: '"Saree Boutique" <hello@boutique.local>',
        publicUrl,
        webDist: path.join(repoRoot, 'web', 'dist'),
        adminDist: path.join(repoRoot, 'admin-web', 'dist'),
        mediaDir,
        table,
      });
      const extra: NodeJS.ProcessEnv = {};
      for (const [key, value] of Object.entries(options.env ?? {}))
        if (value !== undefined) extra[key] = value;
      supervisor.start({
        name: d.name,
        command: process.execPath,
        args: ['--enable-source-maps', entries.get(d.name)!],
        cwd: path.join(repoRoot, d.workspace),
        env: { ...inherited, ...env, ...extra },
      });
    };
    log.info(
      `starting ${running.join(', ') || 'no services'}` +
        (skipped.length > 0 ? ` (not built yet, skipped: ${skipped.join(', ')})` : ''),
    );
    for (const d of services) spawnOne(d);
    if (gateway) {
      spawnOne(gateway);
      for (const d of afterGateway) spawnOne(d);
    } else
      log.warn(
        `the gateway is not built (${path.join(repoRoot, 'gateway/dist/src/main.js')}); waiting for the services only`,
      );

    // ready: every service's /health/ready, and the gateway's /api/health
    const readyUrls = new Map(
      [...services, ...afterGateway].map((d) => [
        d.name,
        `http://127.0.0.1:${portsOf(d, portOffset, port).httpPort}/health/ready`,
      ]),
    );
    const healthUrl = `http://127.0.0.1:${port}/api/health`;
    const timeoutMs = options.readyTimeoutMs ?? 120_000;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await check();
      const failed = supervisor.status().find((s) => s.state === 'failed');
      if (failed) {
        throw new Error(
          `${failed.name} keeps crashing (${failed.lastExit ? describeExit(failed.lastExit) : 'no exit information'}); see ${displayPath(path.join(dataDir, 'logs', `${failed.name}.log`))}`,
        );
      }
      const states = await Promise.all(
        [...readyUrls.values(), ...(gateway ? [healthUrl] : [])].map(probe),
      );
      if (states.every((s) => s === 'ready')) break;
      if (Date.now() > deadline) {
        const report: string[] = [];
        for (const [name, url] of readyUrls) {
          const state = await probe(url);
          if (state !== 'ready') report.push(`${name} not ready (GET ${url}: ${state})`);
        }
        if (gateway) report.push(`gateway GET ${healthUrl}: ${await probe(healthUrl)}`);
        throw new Error(
          `the stack was not ready within ${timeoutMs / 1000} s: ${report.join('; ')}. Logs: ${displayPath(path.join(dataDir, 'logs'))}`,
        );
      }
      await sleep(200);
    }
    log.info(`ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  } catch (err) {
    await stop();
    throw err;
  }

  const base = `http://127.0.0.1:${port}`;
  const pg = postgres;
  return {
    urls: {
      base,
      storefront: `${base}/`,
      admin: `${base}/admin`,
      api: `${base}/api`,
      apiDocs: `${base}/api/docs`,
      graphql: `${base}/graphql`,
      health: `${base}/api/health`,
      mail: mail.uiUrl,
      smtp: mail.smtpUrl,
      postgres: pg.url('postgres'),
    },
    adminCredentials,
    services: present.map((d) => d.name),
    skipped,
    dataDir,
    runFile,
    databaseUrl: (database) => pg.url(database),
    grpcAddress: (name) => {
      const d = present.find((p) => p.name === name);
      const grpcPort = d ? portsOf(d, portOffset, port, grpcPortOffset).grpcPort : undefined;
      return grpcPort === undefined ? undefined : `127.0.0.1:${grpcPort}`;
    },
    supervisor,
    pids: () => [process.pid, pg.pid, ...Object.values(supervisor.pids())],
    stop,
  };
}
