// startProdlike(): the production shape on this machine without Docker. The same built
// processes as `npm start`, with NODE_ENV=production and the production configuration
// path: nginx in front (the web image's site file), gateway x2, storefront server x2 (pages
// rendered on the server), catalogue x2, order x2 and one of every other service, on the real PostgreSQL server with one role per service, the
// real Redis, an S3-compatible media store and an SMTP mail catcher. Kafka and Meilisearch
// cannot run here: events use the PostgreSQL-backed bus, search the in-process index of
// each catalogue replica (`notes` says so).
import fs from 'node:fs';
import path from 'node:path';
import { startMailCatcher, type RunningMailCatcher } from '@boutique/testing';
import { LEVELS, Logger } from '../log.js';
import { defaultDataDir, displayPath, repoRoot } from '../paths.js';
import { isPortFree, sleep } from '../process-utils.js';
import {
  loadOrCreateAdminCredentials,
  loadOrCreateSecrets,
  type AdminCredentials,
} from '../secrets.js';
import { GATEWAY, SERVICES, STOREFRONT, environmentFor, grpcUrlVariable } from '../services.js';
import { inheritedEnvironment } from '../stack.js';
import { Supervisor, describeExit } from '../supervisor.js';
import { findNginx, mainConfig, NGINX_SITE, templateSite } from './nginx.js';
import { startObjectStore, type RunningObjectStore } from './object-store.js';
import { provisionDatabases, type ProvisionedDatabases } from './postgres-roles.js';
import { grpcTargets, prodlikePorts, prodlikeReplicas, type Replica } from './topology.js';

export const DEFAULT_PRODLIKE_PORT = 8400;

export interface ProdlikeOptions {
  /** nginx's port; every other port of the run is just above it (default 8400). */
  port?: number;
  /** Folder for secrets, logs, nginx's files, the media store (default `<DATA_DIR>/prodlike`). */
  dataDir?: string;
  /** Superuser URL of the PostgreSQL server, used only to create the roles (default the local 5432). */
  postgresAdminUrl?: string;
  /** Prefix of the roles and databases (default `boutique`). */
  databasePrefix?: string;
  /** The Redis server (default redis://127.0.0.1:6379). */
  redisUrl?: string;
  /** Prefix of every Redis key of the run (default `boutique:prodlike:`); its keys are cleared at start. */
  redisPrefix?: string;
  /** Drop the run's databases and start empty (tests). */
  fresh?: boolean;
  /** Extra environment for every process, applied last. */
  env?: Record<string, string | undefined>;
  log?: Logger;
  quiet?: boolean;
  readyTimeoutMs?: number;
  signal?: AbortSignal;
}

/** `<dataDir>/run.json`: the run's processes, kept current across restarts. */
export interface ProdlikeRunFile {
  pid: number;
  processes: Record<string, { service: string; pid: number; grpcPort?: number; httpPort: number }>;
  nginx: { pid: number; port: number };
}

export interface RunningProdlike {
  /** `<dataDir>/run.json` (ProdlikeRunFile). */
  runFile: string;
  /** nginx's origin: `http://127.0.0.1:<port>`. */
  base: string;
  mail: string;
  adminCredentials: AdminCredentials;
  replicas: Replica[];
  databases: ProvisionedDatabases;
  supervisor: Supervisor;
  dataDir: string;
  /** What differs from a real production deployment, for the banner. */
  notes: string[];
  /** Base URL of a replica's health/metrics port (`catalogue-2`), or of a gateway replica. */
  replicaUrl(id: string): string;
  /** `host:port,host:port` of a service's gRPC replicas. */
  grpcTarget(service: string): string;
  stop(): Promise<void>;
}

async function probe(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Copies the built frontends where nginx serves them (storefront at /, admin under /admin/). */
function stageFrontends(root: string): void {
  const web = path.join(repoRoot, 'web', 'dist');
  const admin = path.join(repoRoot, 'admin-web', 'dist');
  for (const [folder, what] of [
    [web, 'the storefront (web/dist)'],
    [admin, 'the admin console (admin-web/dist)'],
  ] as const)
    if (!fs.existsSync(path.join(folder, 'index.html')))
      throw new Error(`${what} is not built; run npm run build`);
  fs.rmSync(root, { recursive: true, force: true });
  fs.cpSync(web, root, { recursive: true });
  fs.cpSync(admin, path.join(root, 'admin'), { recursive: true });
}

async function clearRedisPrefix(url: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export async function startProdlike(options: ProdlikeOptions = {}): Promise<RunningProdlike> {
  const startedAt = Date.now();
  const basePort = options.port ?? DEFAULT_PRODLIKE_PORT;
  const ports = prodlikePorts(basePort);
  const dataDir = path.resolve(options.dataDir ?? path.join(defaultDataDir(), 'prodlike'));
  const baseLog = options.log ?? new Logger();
  const log = options.quiet ? baseLog.withMinLevel(LEVELS.warn) : baseLog;
  const adminUrl = options.postgresAdminUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const prefix = options.databasePrefix ?? 'boutique';
  const redisUrl = options.redisUrl ?? 'redis://127.0.0.1:6379';
  const redisPrefix = options.redisPrefix ?? 'boutique:prodlike:';
  const nginxBinary = findNginx();
  if (!nginxBinary)
    throw new Error(
      'nginx is not installed (apt-get install nginx); the production-like run puts it in front',
    );

  const present = SERVICES.filter((d) => fs.existsSync(path.join(repoRoot, d.entry)));
  const missing = SERVICES.filter((d) => !present.includes(d)).map((d) => d.name);
  if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')}; run npm run build`);
  const replicas = prodlikeReplicas(basePort, present);

  const wanted: [number, string][] = [
    [ports.nginx, 'nginx'],
    [ports.mailSmtp, 'mail catcher SMTP'],
    [ports.mailUi, 'mail catcher inbox'],
    [ports.objectStore, 'object store'],
    ...replicas.flatMap((r): [number, string][] => [
      [r.httpPort, `${r.id} HTTP`],
      ...(r.grpcPort === undefined ? [] : [[r.grpcPort, `${r.id} gRPC`] as [number, string]]),
    ]),
  ];
  const busy: string[] = [];
  for (const [p, what] of wanted) if (!(await isPortFree(p))) busy.push(`${p} (${what})`);
  if (busy.length > 0)
    throw new Error(
      `ports already in use: ${busy.join(', ')}. Is another production-like run going?`,
    );

  fs.mkdirSync(path.join(dataDir, 'logs'), { recursive: true });
  const nginxDir = path.join(dataDir, 'nginx');
  fs.mkdirSync(nginxDir, { recursive: true });
  const secrets = loadOrCreateSecrets(dataDir);
  const adminCredentials = loadOrCreateAdminCredentials(dataDir, {
    BOOTSTRAP_ADMIN_EMAIL: options.env?.BOOTSTRAP_ADMIN_EMAIL ?? process.env.BOOTSTRAP_ADMIN_EMAIL,
    BOOTSTRAP_ADMIN_PASSWORD:
      options.env?.BOOTSTRAP_ADMIN_PASSWORD ?? process.env.BOOTSTRAP_ADMIN_PASSWORD,
  });

  const supervisor = new Supervisor({ log, logDir: path.join(dataDir, 'logs') });
  // the processes of the run and their current pids (rewritten on every restart): the
  // system spec signals replicas through it
  const runFile = path.join(dataDir, 'run.json');
  const writeRunFile = (): void => {
    const pids = supervisor.pids();
    const content: ProdlikeRunFile = {
      pid: process.pid,
      processes: Object.fromEntries(
        replicas.map((r) => [
          r.id,
          {
            service: r.definition.name,
            pid: pids[r.id] ?? 0,
            grpcPort: r.grpcPort,
            httpPort: r.httpPort,
          },
        ]),
      ),
      nginx: { pid: pids.nginx ?? 0, port: ports.nginx },
    };
    fs.writeFileSync(runFile, JSON.stringify(content, null, 2) + '\n');
  };
  supervisor.on('started', writeRunFile);
  let mail: RunningMailCatcher | undefined;
  let objectStore: RunningObjectStore | undefined;
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> =>
    (stopping ??= (async () => {
      const ids = (name: string) =>
        replicas.filter((r) => r.definition.name === name).map((r) => r.id);
      await supervisor.stopAll([['nginx'], ids(STOREFRONT), ids(GATEWAY)]);
      await mail?.stop().catch(() => undefined);
      await objectStore?.stop().catch(() => undefined);
    })());
  const check = async () => {
    if (options.signal?.aborted) {
      await stop();
      const error = new Error('start aborted');
      error.name = 'AbortError';
      throw error;
    }
  };

  try {
    const serviceNames = present.filter((d) => d.database).map((d) => d.name);
    const databases = await provisionDatabases({
      adminUrl,
      prefix,
      services: serviceNames,
      busUsers: present.filter((d) => d.usesBus).map((d) => d.name),
      fresh: options.fresh,
    });
    log.info(
      `PostgreSQL ${new URL(adminUrl).host}: roles ${databases.roles.join(', ')} (no superuser), each owning its database; event bus in ${databases.busDatabase}`,
    );
    await clearRedisPrefix(redisUrl, redisPrefix);
    await check();

    mail = await startMailCatcher({ smtpPort: ports.mailSmtp, uiPort: ports.mailUi });
    objectStore = await startObjectStore({
      port: ports.objectStore,
      directory: path.join(dataDir, 'object-store'),
    });
    await check();

    const publicUrl = `http://localhost:${ports.nginx}`;
    const running = present.map((d) => d.name);
    const inherited = inheritedEnvironment(process.env);
    // a staging shop: the payment sandbox on purpose, in production mode
    const shared: Record<string, string> = {
      PAYMENT_SANDBOX: 'true',
      // eleven processes share one server (max_connections 100 by default): each service
      // replica holds at most 5 + 2 connections, as an operator sizes pools per replica
      DATABASE_POOL_SIZE: '5',
      BUS_POOL_SIZE: '2',
    };
    for (const replica of replicas) {
      const d = replica.definition;
      const env = environmentFor(
        { ...d, grpcPort: replica.grpcPort, httpPort: replica.httpPort },
        {
          nodeEnv: 'production',
          logLevel: process.env.LOG_LEVEL ?? 'info',
          gatewayPort: replica.httpPort,
          portOffset: 0,
          running,
          databaseUrl: (database) => databases.databaseUrl(database),
          jwtSecret: secrets.jwtSecret,
          serviceAuthSecret: secrets.serviceAuthSecret,
          adminEmail: adminCredentials.email,
          adminPassword: adminCredentials.password,
          smtpUrl: mail.smtpUrl,
          mailFrom: '"Saree Boutique" <hello@boutique.local>',
          publicUrl,
          webDist: path.join(repoRoot, 'web', 'dist'),
          adminDist: path.join(repoRoot, 'admin-web', 'dist'),
          mediaDir: path.join(dataDir, 'media'),
        },
      );
      if (d.usesBus) env.BUS_DATABASE_URL = databases.busUrl(d.name);
      Object.assign(env, grpcTargets(replicas, d.calls));
      if (d.name === STOREFRONT) {
        // through nginx, the one balancer over the gateways here (a k8s Service elsewhere)
        env.GATEWAY_URL = `http://127.0.0.1:${ports.nginx}`;
      }
      if (d.name === GATEWAY) {
        // nginx sends the pages to the storefront replicas itself
        delete env.STOREFRONT_URL;
        env.SERVICE_HEALTH_URLS = replicas
          .filter((r) => r.definition.name !== GATEWAY && !r.definition.afterGateway)
          .map((r) => `${r.id}=http://127.0.0.1:${r.httpPort}/health/ready`)
          .join(',');
        env.TRUST_PROXY = '1';
        // below nginx's upstream keepalive_timeout (5 s in nginx.conf): a draining gateway
        // leaves idle connections for nginx to close instead of racing it
        env.PROXY_KEEPALIVE_TIMEOUT_MS = '5000';
        env.REDIS_URL = redisUrl;
        env.REDIS_KEY_PREFIX = redisPrefix;
        env.CATALOGUE_CACHE_PREFIX = `${redisPrefix}catalogue:`;
      }
      if (d.name === 'content') {
        env.S3_ENDPOINT = objectStore.endpoint;
        env.S3_BUCKET = objectStore.bucket;
        env.S3_ACCESS_KEY_ID = objectStore.accessKeyId;
        env.S3_SECRET_ACCESS_KEY = objectStore.secretAccessKey;
      }
      const extra: NodeJS.ProcessEnv = {};
      for (const [key, value] of Object.entries(options.env ?? {}))
        if (value !== undefined) extra[key] = value;
      supervisor.start({
        name: replica.id,
        command: process.execPath,
        args: ['--enable-source-maps', path.join(repoRoot, d.entry)],
        cwd: path.join(repoRoot, d.workspace),
        env: { ...inherited, ...env, ...shared, ...extra },
      });
    }

    // nginx last: the site file as shipped, with this machine's addresses
    const root = path.join(dataDir, 'html');
    stageFrontends(root);
    const sitePath = path.join(nginxDir, 'site.conf');
    fs.writeFileSync(
      sitePath,
      templateSite(fs.readFileSync(NGINX_SITE, 'utf8'), {
        listen: ports.nginx,
        gateways: replicas
          .filter((r) => r.definition.name === GATEWAY)
          .map((r) => `127.0.0.1:${r.httpPort}`),
        storefronts: replicas
          .filter((r) => r.definition.name === STOREFRONT)
          .map((r) => `127.0.0.1:${r.httpPort}`),
        objectStore: objectStore.endpoint,
        root,
      }),
    );
    const confPath = path.join(nginxDir, 'nginx.conf');
    fs.writeFileSync(confPath, mainConfig(nginxDir, sitePath));
    supervisor.start({
      name: 'nginx',
      command: nginxBinary,
      args: ['-p', nginxDir, '-e', path.join(nginxDir, 'error.log'), '-c', confPath],
      cwd: nginxDir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    });

    const readyUrls = new Map<string, string>(
      replicas.map((r) => [r.id, `http://127.0.0.1:${r.httpPort}/health/ready`]),
    );
    readyUrls.set('nginx → gateway', `http://127.0.0.1:${ports.nginx}/api/health`);
    const timeoutMs = options.readyTimeoutMs ?? 180_000;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await check();
      const failed = supervisor.status().find((s) => s.state === 'failed');
      if (failed)
        throw new Error(
          `${failed.name} keeps crashing (${failed.lastExit ? describeExit(failed.lastExit) : 'no exit information'}); see ${displayPath(path.join(dataDir, 'logs', `${failed.name}.log`))}`,
        );
      const states = await Promise.all(
        [...readyUrls].map(async ([id, url]) => [id, await probe(url)] as const),
      );
      if (states.every(([, ok]) => ok)) break;
      if (Date.now() > deadline)
        throw new Error(
          `not ready within ${timeoutMs / 1000} s: ${states
            .filter(([, ok]) => !ok)
            .map(([id]) => id)
            .join(', ')}. Logs: ${displayPath(path.join(dataDir, 'logs'))}`,
        );
      await sleep(300);
    }
    log.info(`production-like run ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

    const base = `http://127.0.0.1:${ports.nginx}`;
    return {
      runFile,
      base,
      mail: mail.uiUrl,
      adminCredentials,
      replicas,
      databases,
      supervisor,
      dataDir,
      notes: [
        'Kafka cannot run here: events go through the PostgreSQL-backed bus (pg-boss) in ' +
          `${databases.busDatabase}, the same adapter interface as Kafka`,
        'Meilisearch cannot run here: each catalogue replica searches its own in-process index',
        'the payment sandbox runs on purpose (PAYMENT_SANDBOX=true, as a staging shop)',
      ],
      replicaUrl: (id) => {
        const replica = replicas.find((r) => r.id === id);
        if (!replica) throw new Error(`no replica ${id}`);
        return `http://127.0.0.1:${replica.httpPort}`;
      },
      grpcTarget: (service) => grpcTargets(replicas, [service])[grpcUrlVariable(service)] ?? '',
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
