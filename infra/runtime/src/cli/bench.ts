// `npm run bench -- startup` (or `npm run bench` for every bench): figures, never asserted.
//   startup: seconds from `npm start` (installed and built) to GET /api/health 200; resident
//   memory of every process of the stack once idle; GET /api/auth/check-auth through the
//   gateway with 50 connections beside a bare node:http server measured in the same run,
//   with the load generator on one core and the servers on the other (taskset).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result as LoadResult } from 'autocannon';
import { repoRoot } from '../paths.js';
import { commandLine, memoryOf, processTree, sleep } from '../process-utils.js';
import { catalogueBench } from './bench-catalogue.js';
import { checkoutBench } from './bench-checkout.js';
import { dashboardBench } from './bench-dashboard.js';
import { fuzzBench } from './bench-fuzz.js';
import { busCostBench } from './bench-bus-cost.js';
import { webBench } from './bench-web.js';

const SETTINGS = {
  dataDir: '.data/bench',
  port: 18180,
  pgPort: 54369,
  mailSmtpPort: 12025,
  mailUiPort: 12080,
  portOffset: 2000,
  barePort: 18190,
  idleSeconds: 10,
  warmupSeconds: 2,
  loadSeconds: 10,
  connections: 50,
};

export type Row = [metric: string, value: string];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return os.availableParallelism() >= 2;
  } catch {
    return false;
  }
}

/** Moves every thread of a process to the given CPU. */
function pin(pid: number, cpu: number): void {
  try {
    execFileSync('taskset', ['-a', '-cp', String(cpu), String(pid)], { stdio: 'ignore' });
  } catch {
    // the process ended meanwhile
  }
}

export interface StartedStack {
  child: ChildProcess;
  seconds: number;
  stop(): Promise<void>;
}

/** Runs `npm start` on the bench ports and data dir; resolves when /api/health answers 200. */
async function startNpmStart(
  logFile: string,
  extraEnv: Record<string, string> = {},
): Promise<StartedStack> {
  const out = fs.openSync(logFile, 'w');
  const started = performance.now();
  // --no-build: a source edited meanwhile must not put a build into the timing
  const child = spawn(npm, ['start', '--', '--no-build'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      DATA_DIR: SETTINGS.dataDir,
      PORT: String(SETTINGS.port),
      EMBEDDED_PG_PORT: String(SETTINGS.pgPort),
      MAIL_SMTP_PORT: String(SETTINGS.mailSmtpPort),
      MAIL_UI_PORT: String(SETTINGS.mailUiPort),
      SERVICE_PORT_OFFSET: String(SETTINGS.portOffset),
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      // The benches' load comes from this machine: no per-client rate limit counts it.
      RATE_LIMIT_EXEMPT_CLIENTS: '127.0.0.1,::1',
      ...extraEnv,
    },
  });
  fs.closeSync(out);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${SETTINGS.port}/api/health`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`npm start exited before it was ready; see ${logFile}`);
    if (Date.now() > deadline)
      throw new Error(`npm start was not ready within 180 s; see ${logFile}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (res.status === 200) break;
    } catch {
      // not yet
    }
    await sleep(50);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    child,
    seconds,
    stop: async () => {
      if (exited) return;
      process.kill(-child.pid!, 'SIGINT'); // what Ctrl-C in a terminal does
      await Promise.race([exit, sleep(60_000)]);
      if (!exited) process.kill(-child.pid!, 'SIGKILL');
    },
  };
}

function processName(pid: number): string {
  const cmd = commandLine(pid) ?? [];
  const joined = cmd.join(' ');
  const service = /(services\/([\w-]+)|gateway)\/dist\/src\/main\.js/.exec(joined);
  if (service) return service[2] ?? 'gateway';
  if (/postgres/.test(cmd[0] ?? '')) return 'postgresql';
  if (joined.includes('bin/start.mjs')) return 'runtime (supervisor, MailDev)';
  if (/\bnpm\b/.test(joined) || joined.includes('npm-cli')) return 'npm';
  return path.basename(cmd[0] ?? String(pid));
}

function memoryRows(rootPid: number): Row[] {
  const pids = processTree(rootPid);
  const groups = new Map<string, { count: number; rss: number; pss: number }>();
  let rss = 0;
  let pss = 0;
  for (const pid of pids) {
    const mem = memoryOf(pid);
    rss += mem.rssKiB;
    pss += mem.pssKiB;
    const name = processName(pid);
    const group = groups.get(name) ?? { count: 0, rss: 0, pss: 0 };
    group.count += 1;
    group.rss += mem.rssKiB;
    group.pss += mem.pssKiB;
    groups.set(name, group);
  }
  const mib = (kib: number): string => (kib / 1024).toFixed(0);
  return [
    [`memory idle, RSS of all ${pids.length} processes (MiB)`, mib(rss)],
    [`memory idle, PSS of all ${pids.length} processes (MiB, shared pages split)`, mib(pss)],
    ...[...groups.entries()]
      .sort((a, b) => b[1].rss - a[1].rss)
      .map(([name, g]): Row => [
        `  ${name}${g.count > 1 ? ` (${g.count} processes)` : ''} RSS / PSS`,
        `${mib(g.rss)} / ${mib(g.pss)}`,
      ]),
  ];
}

async function api(
  pathname: string,
  body: unknown,
  token?: string,
): Promise<Record<string, unknown>> {
  const res = await fetch(`http://127.0.0.1:${SETTINGS.port}/api${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${pathname} answered ${res.status}: ${JSON.stringify(json)}`);
  return json;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  await autocannon({
    url,
    headers,
    connections: SETTINGS.connections,
    duration: SETTINGS.warmupSeconds,
  });
  return autocannon({
    url,
    headers,
    connections: SETTINGS.connections,
    duration: SETTINGS.loadSeconds,
  });
}

async function startBareServer(pinned: boolean): Promise<ChildProcess> {
  const code = `require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"success":true,"user":{"id":"1","role":"user"}}');
  }).listen(${SETTINGS.barePort}, '127.0.0.1', () => console.log('listening'));`;
  const args = ['-e', code];
  const child = pinned
    ? spawn('taskset', ['-c', '1', process.execPath, ...args], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
    : spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (c) => reject(new Error(`bare server exited (${c})`)));
  });
  return child;
}

async function startupBench(): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = path.join(repoRoot, SETTINGS.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'npm-start.log');
  const pinned = hasTaskset();

  if (!fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))) {
    console.log(
      'startup: first start with an empty data directory (creates the cluster and databases) ...',
    );
    const first = await startNpmStart(logFile);
    rows.push([
      'first start, empty data dir: npm start to /api/health 200 (s)',
      first.seconds.toFixed(2),
    ]);
    await first.stop();
  }

  console.log('startup: timing npm start ...');
  const stack = await startNpmStart(logFile);
  rows.push(['startup: npm start to /api/health 200 (s)', stack.seconds.toFixed(2)]);
  try {
    console.log(`startup: idle for ${SETTINGS.idleSeconds} s, then reading memory ...`);
    await sleep(SETTINGS.idleSeconds * 1000);
    rows.push(...memoryRows(stack.child.pid!));

    const email = `bench-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
    const password = `Bench-${randomBytes(9).toString('base64url')}1a`;
    await api('/auth/register', { userName: 'Bench Shopper', email, password });
    const login = await api('/auth/login', { email, password });
    const token = login.accessToken;
    if (typeof token !== 'string') throw new Error('login answered no accessToken');
    await api('/auth/check-auth', undefined, token);

    if (pinned) {
      pin(process.pid, 0);
      for (const pid of processTree(stack.child.pid!)) pin(pid, 1);
    }
    console.log(
      `startup: load, ${SETTINGS.connections} connections, ${SETTINGS.warmupSeconds} s warm-up + ${SETTINGS.loadSeconds} s` +
        (pinned
          ? ' (load generator on CPU 0, servers on CPU 1)'
          : ' (not pinned: taskset or a second CPU is missing)'),
    );
    const gateway = await load(`http://127.0.0.1:${SETTINGS.port}/api/auth/check-auth`, {
      authorization: `Bearer ${token}`,
    });
    const bare = await startBareServer(pinned);
    let plain: LoadResult;
    try {
      plain = await load(`http://127.0.0.1:${SETTINGS.barePort}/`);
    } finally {
      bare.kill('SIGTERM');
    }
    const bad = gateway.non2xx + gateway.errors + gateway.timeouts;
    rows.push(
      ['GET /api/auth/check-auth via gateway (requests/s)', gateway.requests.average.toFixed(0)],
      ['  p99 latency (ms)', String(gateway.latency.p99)],
      ...(bad > 0
        ? [
            [
              '  non-2xx, errors, timeouts',
              `${gateway.non2xx}, ${gateway.errors}, ${gateway.timeouts}`,
            ] as Row,
          ]
        : []),
      ['bare node:http server, same run (requests/s)', plain.requests.average.toFixed(0)],
      ['  p99 latency (ms)', String(plain.latency.p99)],
      ['gateway / bare', (gateway.requests.average / plain.requests.average).toFixed(2)],
      ['CPU pinning', pinned ? 'load generator CPU 0, servers CPU 1' : 'none'],
    );
  } finally {
    await stack.stop();
  }
  return rows;
}

const BENCHES: Record<string, () => Promise<Row[]>> = {
  startup: startupBench,
  catalogue: () => catalogueBench({ startNpmStart, pin, hasTaskset, settings: SETTINGS }),
  checkout: () => checkoutBench({ startNpmStart, pin, hasTaskset, settings: SETTINGS }),
  dashboard: () => dashboardBench({ startNpmStart, pin, hasTaskset, settings: SETTINGS }),
  fuzz: () => fuzzBench({ startNpmStart, pin, hasTaskset, settings: SETTINGS }),
  bus: busCostBench,
  web: () => webBench({ startNpmStart, pin, hasTaskset, settings: SETTINGS }),
};

function printTable(title: string, rows: Row[]): void {
  const width = Math.max(6, ...rows.map((r) => r[0].length));
  console.log(`\n${title}\n  ${'metric'.padEnd(width)}  value`);
  for (const [metric, value] of rows) console.log(`  ${metric.padEnd(width)}  ${value}`);
}

export async function main(args: string[] = []): Promise<void> {
  const names = args.filter((a) => !a.startsWith('-'));
  const unknown = names.filter((n) => !BENCHES[n]);
  if (unknown.length > 0) {
    console.error(`unknown bench ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(1);
  }
  for (const name of names.length > 0 ? names : Object.keys(BENCHES)) {
    const rows = await BENCHES[name]();
    printTable(`bench ${name} (${os.cpus().length} CPUs, Node ${process.versions.node})`, rows);
  }
}
