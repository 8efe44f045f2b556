// The `system:prodlike` step of `npm test`: the production-like run (prodlike/prodlike.ts)
// on test ports with its own databases and Redis keys, then the specs of
// infra/runtime/test/prodlike against it through nginx. Skipped by name where nginx, the
// PostgreSQL server on 5432 or the Redis server on 6379 is missing.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Logger } from '../log.js';
import { repoRoot } from '../paths.js';
import { findNginx } from '../prodlike/nginx.js';
import { startProdlike, type ProdlikeRunFile, type RunningProdlike } from '../prodlike/prodlike.js';

export interface ProdlikeStepSettings {
  slot: number;
  dir: string;
  port: number;
}

/** Settings of the processes under test (production values unless a spec needs a window). */
export const PRODLIKE_TEST_ENV: Record<string, string> = {
  // a developer's Razorpay keys are never used: the sandbox on purpose, as a staging shop
  RAZORPAY_KEY_ID: '',
  RAZORPAY_KEY_SECRET: '',
  // the API throttle low enough for a spec to reach it from one client address; the load
  // generator's address (127.0.0.9) is exempt, as a monitor or load test would be
  RATE_LIMIT_API_PER_CLIENT: '300',
  RATE_LIMIT_EXEMPT_CLIENTS: '127.0.0.9',
  LOG_LEVEL: 'warn',
};

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => done(true));
  });
}

/** Why the step cannot run on this machine, or undefined when it can. */
export async function prodlikeUnavailable(): Promise<string | undefined> {
  if (!findNginx()) return 'nginx is not installed (.ci/run installs Debian nginx)';
  if (!(await answers(5432))) return 'no PostgreSQL server answers on 127.0.0.1:5432';
  if (!(await answers(6379))) return 'no Redis server answers on 127.0.0.1:6379';
  return undefined;
}

/**
 * Memory of a process in MB (Linux), 0 when unknown: `Rss` counts the pages shared with
 * the other node processes once per process, `Pss` splits them (what the run really uses).
 */
function memoryMb(pid: number, field: 'Rss' | 'Pss'): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const kb = Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** Stops the processes of a production-like test run that was killed before it cleaned up. */
export function killLeftoverProdlike(dir: string): void {
  try {
    const run = JSON.parse(fs.readFileSync(path.join(dir, 'run.json'), 'utf8')) as ProdlikeRunFile;
    for (const pid of [run.nginx.pid, ...Object.values(run.processes).map((p) => p.pid)]) {
      if (!pid) continue;
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone
        }
      }
    }
  } catch {
    // no earlier run
  }
}

export async function startProdlikeForTests(
  settings: ProdlikeStepSettings,
): Promise<{ run: RunningProdlike; env: NodeJS.ProcessEnv; note: string }> {
  const dataDir = path.join(repoRoot, settings.dir, 'prodlike');
  killLeftoverProdlike(dataDir);
  const started = Date.now();
  const tag = settings.slot === 0 ? '' : String(settings.slot);
  const run = await startProdlike({
    port: settings.port,
    dataDir,
    databasePrefix: `boutique_test${tag}`,
    redisPrefix: `boutique:test${tag}:prodlike:`,
    fresh: true,
    quiet: true,
    log: new Logger({ name: 'prodlike' }),
    env: PRODLIKE_TEST_ENV,
  });
  const seconds = (Date.now() - started) / 1000;
  const pids = Object.values(run.supervisor.pids());
  const sum = (field: 'Rss' | 'Pss') =>
    pids.reduce((total, pid) => total + memoryMb(pid, field), 0);
  const note = `ready in ${seconds.toFixed(1)} s; ${pids.length - 1} node processes + nginx: PSS ${sum('Pss').toFixed(0)} MB (RSS ${sum('Rss').toFixed(0)} MB)`;
  const env: NodeJS.ProcessEnv = {
    PRODLIKE_BASE_URL: run.base,
    PRODLIKE_MAIL_URL: run.mail,
    PRODLIKE_RUN_FILE: run.runFile,
    PRODLIKE_DB_PREFIX: `boutique_test${tag}`,
    PRODLIKE_POSTGRES_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
    ADMIN_EMAIL: run.adminCredentials.email,
    ADMIN_PASSWORD: run.adminCredentials.password,
  };
  return { run, env, note };
}
