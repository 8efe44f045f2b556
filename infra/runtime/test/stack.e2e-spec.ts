// startStack with dummy services on a real embedded PostgreSQL and MailDev: start,
// environment, readiness, crash restart, clean stop, restart with data kept, and recovery
// after the supervisor was killed.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { Logger } from '../src/log.js';
import { isAlive, sleep } from '../src/process-utils.js';
import { startStack, type StackOptions } from '../src/stack.js';
import { dummyServices } from './fixtures/dummy-stack.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-spec-'));
const base = 29400;
const lines: string[] = [];
const options: StackOptions = {
  dataDir,
  port: base + 80,
  pgPort: 54388,
  mailSmtpPort: base + 25,
  mailUiPort: base + 81,
  services: dummyServices(base),
  restart: { initialDelayMs: 100 },
  readyTimeoutMs: 30_000,
  log: new Logger({ format: 'json', write: (t) => lines.push(...t.trimEnd().split('\n')) }),
};

after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function json(url: string): Promise<Record<string, string>> {
  const res = await fetch(url);
  assert.equal(res.status, 200, url);
  return (await res.json()) as Record<string, string>;
}

describe('startStack', () => {
  let adminPassword = '';

  it('starts PostgreSQL, the mail catcher, the built services and the gateway, and waits for /api/health', async () => {
    const stack = await startStack(options);
    try {
      assert.deepEqual(stack.services, ['identity', 'notification', 'gateway', 'storefront']);
      assert.deepEqual(stack.skipped, ['catalogue']);
      assert.equal(stack.urls.base, `http://127.0.0.1:${base + 80}`);
      assert.equal(stack.adminCredentials.created, true);
      adminPassword = stack.adminCredentials.password;
      assert.equal((await fetch(stack.urls.health)).status, 200);

      const identity = await json(`http://127.0.0.1:${base + 1}/env`);
      assert.equal(identity.SERVICE_NAME, 'identity');
      assert.equal(identity.NODE_ENV, 'development');
      assert.match(
        identity.DATABASE_URL,
        /^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:54388\/identity$/,
      );
      assert.match(identity.BUS_DATABASE_URL, /\/boutique_bus$/);
      assert.equal(identity.BOOTSTRAP_ADMIN_PASSWORD, adminPassword);
      assert.ok(identity.JWT_SECRET.length >= 32);
      const gateway = await json(`http://127.0.0.1:${base + 80}/env`);
      assert.equal(gateway.PORT, String(base + 80));
      assert.equal(gateway.IDENTITY_GRPC_URL, `127.0.0.1:${base + 51}`);
      assert.equal(gateway.JWT_SECRET, identity.JWT_SECRET);
      assert.equal(gateway.MEDIA_DIR, path.join(dataDir, 'media'));
      // the storefront server reads through the gateway, which forwards pages to it and
      // whose readiness never asks it
      assert.equal(gateway.STOREFRONT_URL, `http://127.0.0.1:${base + 8}`);
      assert.doesNotMatch(gateway.SERVICE_HEALTH_URLS, /storefront/);
      const storefront = await json(`http://127.0.0.1:${base + 8}/env`);
      assert.equal(storefront.GATEWAY_URL, `http://127.0.0.1:${base + 80}`);
      assert.equal(storefront.HTTP_PORT, String(base + 8));
      assert.equal(storefront.DATABASE_URL, undefined);
      const notification = await json(`http://127.0.0.1:${base + 7}/env`);
      assert.equal(notification.SMTP_URL, `smtp://127.0.0.1:${base + 25}`);

      const client = new pg.Client(stack.databaseUrl('identity'));
      await client.connect();
      await client.query('CREATE TABLE kept (note text)');
      await client.query("INSERT INTO kept VALUES ('silk saree')");
      const dbs = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database ORDER BY datname',
      );
      await client.end();
      assert.deepEqual(
        dbs.rows.map((r) => r.datname).filter((d) => !d.startsWith('template')),
        ['boutique_bus', 'identity', 'notification', 'postgres'],
      );
      assert.equal((await fetch(`${stack.urls.mail}/email`)).status, 200);

      // a crash is logged with its reason and the service comes back
      const before = stack.supervisor.pids().identity;
      await fetch(`http://127.0.0.1:${base + 1}/crash`);
      const deadline = Date.now() + 10_000;
      while (!stack.supervisor.pids().identity || stack.supervisor.pids().identity === before) {
        assert.ok(Date.now() < deadline, 'identity restarted');
        await sleep(50);
      }
      assert.ok(
        lines.some((l) => /identity exited with code 7 .*asked to crash.*restarting it/.test(l)),
      );
    } finally {
      const pids = stack.pids().filter((p) => p !== process.pid);
      await stack.stop();
      for (const pid of pids) assert.equal(isAlive(pid), false, `pid ${pid} stopped`);
    }
  });

  it('keeps data, secrets and the admin on the next start, and prints nothing new', async () => {
    const stack = await startStack(options);
    try {
      assert.equal(stack.adminCredentials.created, false);
      assert.equal(stack.adminCredentials.password, adminPassword);
      const client = new pg.Client(stack.databaseUrl('identity'));
      await client.connect();
      const rows = await client
        .query<{ note: string }>('SELECT note FROM kept')
        .finally(() => client.end());
      assert.deepEqual(rows.rows, [{ note: 'silk saree' }]);
    } finally {
      await stack.stop();
    }
  });

  it('names the service that keeps crashing and stops everything it started', async () => {
    const started = Date.now();
    await assert.rejects(
      startStack({
        ...options,
        env: { DUMMY_MODE_NOTIFICATION: 'crash' },
        restart: { initialDelayMs: 20, maxQuickCrashes: 2 },
      }),
      /notification keeps crashing \(exited with code 3 .*cannot start \(dummy crash\)/,
    );
    assert.ok(Date.now() - started < 20_000);
    // nothing left behind: the same ports start again at once
    const stack = await startStack(options);
    await stack.stop();
  });

  it('refuses busy ports with a clear message', async () => {
    const stack = await startStack(options);
    try {
      await assert.rejects(
        startStack({ ...options, dataDir: path.join(dataDir, 'other'), pgPort: 54387 }),
        /already in use: .*\(mail catcher SMTP \(MAIL_SMTP_PORT\)\)/,
      );
    } finally {
      await stack.stop();
    }
  });

  it('stops cleanly on SIGINT, and recovers the processes of a killed supervisor', async () => {
    const child = (): {
      proc: ReturnType<typeof spawn>;
      ready: Promise<number[]>;
      exited: Promise<number | null>;
    } => {
      const proc = spawn(
        process.execPath,
        [
          path.join(here, 'fixtures', 'stack-child.js'),
          JSON.stringify({ ...options, services: undefined, log: undefined, base }),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let out = '';
      const ready = new Promise<number[]>((resolve, reject) => {
        proc.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /READY (.*)\n/.exec(out);
          if (match) resolve((JSON.parse(match[1]) as { pids: number[] }).pids);
        });
        proc.once('exit', () => reject(new Error(`stack child exited early:\n${out}`)));
      });
      const exited = new Promise<number | null>((resolve) =>
        proc.once('exit', (code) => resolve(code)),
      );
      return { proc, ready, exited };
    };

    const first = child();
    const pids = await first.ready;
    first.proc.kill('SIGINT');
    assert.equal(await first.exited, 0);
    for (const pid of pids) assert.equal(isAlive(pid), false, `pid ${pid} stopped on SIGINT`);

    const killed = child();
    const orphans = (await killed.ready).slice(1);
    killed.proc.kill('SIGKILL');
    await killed.exited;
    assert.ok(
      orphans.every((pid) => isAlive(pid)),
      'services and PostgreSQL outlive a SIGKILLed supervisor',
    );
    lines.length = 0;
    const stack = await startStack(options);
    try {
      assert.ok(
        orphans.every((pid) => !isAlive(pid)),
        'the next start stops what was left',
      );
      assert.ok(lines.some((l) => /left running by an earlier start/.test(l)));
      assert.equal((await fetch(stack.urls.health)).status, 200);
    } finally {
      await stack.stop();
    }
  });
});
