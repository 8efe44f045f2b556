import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { Logger } from '../src/log.js';
import { isAlive, sleep } from '../src/process-utils.js';
import {
  DEFAULT_RESTART_POLICY,
  Supervisor,
  decideRestart,
  describeExit,
} from '../src/supervisor.js';

const dummy = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'dummy-service.js',
);

function capture(): { log: Logger; lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    log: new Logger({ format: 'json', write: (t) => lines.push(...t.trimEnd().split('\n')) }),
  };
}

const messages = (lines: string[]): string[] =>
  lines.map((l) => (JSON.parse(l) as { msg: string }).msg);

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
}

describe('decideRestart', () => {
  const policy = {
    ...DEFAULT_RESTART_POLICY,
    initialDelayMs: 100,
    maxDelayMs: 1000,
    maxQuickCrashes: 4,
  };
  it('backs off exponentially on quick crashes and gives up after the limit', () => {
    assert.deepEqual(decideRestart(policy, 0, 50), {
      restart: true,
      delayMs: 100,
      quickCrashes: 1,
    });
    assert.deepEqual(decideRestart(policy, 1, 50), {
      restart: true,
      delayMs: 200,
      quickCrashes: 2,
    });
    assert.deepEqual(decideRestart(policy, 2, 50), {
      restart: true,
      delayMs: 400,
      quickCrashes: 3,
    });
    assert.deepEqual(decideRestart(policy, 3, 50), { restart: false, delayMs: 0, quickCrashes: 4 });
  });
  it('starts counting afresh after a long run', () => {
    assert.deepEqual(decideRestart(policy, 3, 60_000), {
      restart: true,
      delayMs: 100,
      quickCrashes: 0,
    });
  });
  it('caps the delay', () => {
    assert.equal(decideRestart({ ...policy, maxQuickCrashes: 99 }, 10, 1).delayMs, 1000);
  });
});

describe('describeExit', () => {
  it('says how it ended and the last error line', () => {
    assert.equal(
      describeExit({
        code: 1,
        signal: null,
        uptimeMs: 2300,
        lastError: 'Error: DATABASE_URL is required',
      }),
      'exited with code 1 after 2.3 s; last error: "Error: DATABASE_URL is required"',
    );
    assert.equal(
      describeExit({ code: null, signal: 'SIGKILL', uptimeMs: 500 }),
      'was killed by SIGKILL after 0.5 s; no error output',
    );
  });
});

describe('Supervisor', () => {
  it('restarts a crashed process and logs which one died, how, and its last stderr line', async () => {
    const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-spec-'));
    const { log, lines } = capture();
    const sup = new Supervisor({ log, logDir, restart: { initialDelayMs: 100 } });
    sup.start({
      name: 'flaky',
      command: process.execPath,
      args: [dummy],
      env: {
        ...process.env,
        SERVICE_NAME: 'flaky',
        HTTP_PORT: '29311',
        DUMMY_MODE: 'crash-once',
        DUMMY_MARKER: path.join(logDir, 'marker'),
      },
    });
    await until(() => messages(lines).some((m) => m.startsWith('listening')));
    const crash = messages(lines).find((m) => m.startsWith('flaky exited'));
    assert.ok(crash, 'a line about the crash');
    assert.match(
      crash,
      /^flaky exited with code 2 after [\d.]+ s; last error: "Error: flaky crashed on purpose once"; restarting it in 0\.1 s \(restart 1\)$/,
    );
    assert.equal(sup.status()[0].restarts, 1);
    const res = await fetch('http://127.0.0.1:29311/health/ready');
    assert.equal(res.status, 200);
    await sup.stopAll();
    assert.equal(sup.status()[0].state, 'stopped');
    assert.match(fs.readFileSync(path.join(logDir, 'flaky.log'), 'utf8'), /listening/);
    fs.rmSync(logDir, { recursive: true, force: true });
  });

  it('stops restarting after repeated quick crashes', async () => {
    const { log, lines } = capture();
    const sup = new Supervisor({ log, restart: { initialDelayMs: 20, maxQuickCrashes: 3 } });
    let gaveUp = '';
    sup.on('gave-up', (name) => (gaveUp = name));
    sup.start({
      name: 'broken',
      command: process.execPath,
      args: [dummy],
      env: { ...process.env, SERVICE_NAME: 'broken', DUMMY_MODE: 'crash' },
    });
    await until(() => gaveUp !== '');
    assert.equal(sup.status()[0].state, 'failed');
    assert.equal(sup.status()[0].restarts, 2);
    const last = messages(lines).at(-1)!;
    assert.match(
      last,
      /^broken exited with code 3 .*cannot start \(dummy crash\).*crashed 3 times in a row.*not restarting it again/,
    );
    await sup.stopAll();
  });

  it('sends SIGKILL when a process ignores SIGTERM past the timeout', async () => {
    const { log, lines } = capture();
    const sup = new Supervisor({ log, stopTimeoutMs: 500 });
    sup.start({
      name: 'stubborn',
      command: process.execPath,
      args: [dummy],
      env: {
        ...process.env,
        SERVICE_NAME: 'stubborn',
        HTTP_PORT: '29312',
        DUMMY_MODE: 'ignore-term',
      },
    });
    await until(() => messages(lines).some((m) => m.startsWith('listening')));
    const pid = sup.pids().stubborn;
    const started = Date.now();
    await sup.stopAll();
    assert.ok(Date.now() - started >= 500);
    assert.equal(isAlive(pid), false);
    assert.ok(
      messages(lines).some((m) => /did not stop within 0.5 s of SIGTERM; sending SIGKILL/.test(m)),
    );
    assert.equal(sup.status()[0].lastExit?.signal, 'SIGKILL');
  });

  it('does not restart processes it is stopping', async () => {
    const { log, lines } = capture();
    const sup = new Supervisor({ log });
    sup.start({
      name: 'calm',
      command: process.execPath,
      args: [dummy],
      env: { ...process.env, SERVICE_NAME: 'calm', HTTP_PORT: '29313' },
    });
    await until(() => messages(lines).some((m) => m.startsWith('listening')));
    await sup.stopAll();
    await sleep(300);
    assert.equal(sup.status()[0].state, 'stopped');
    assert.equal(sup.status()[0].restarts, 0);
    assert.ok(!messages(lines).some((m) => /restarting/.test(m)));
  });
});
