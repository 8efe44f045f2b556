// `npm test`: the one test command. Builds (if stale; always under CI), starts a fresh
// embedded PostgreSQL for the tests, runs every backend workspace's tests, the frontends'
// unit tests, then starts the whole stack on test ports for the system and browser specs,
// and prints one line per step and `N passed, M failed`.
//   npm test -- --only identity          one step (plus the PostgreSQL or stack it needs)
//   npm test -- --only e2e:web,system:gateway
//   npm test -- --list                   the steps
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  startEmbeddedPostgres,
  stopLeftoverServer,
  type RunningPostgres,
} from '../embedded-postgres.js';
import { Logger } from '../log.js';
import { loadPrepare, type WorkspaceInfo } from '../prepare.js';
import { repoRoot, displayPath } from '../paths.js';
import { commandLine, isAlive, sleep } from '../process-utils.js';
import { startOtlpReceiver, type OtlpReceiver } from '../otlp-receiver.js';
import { startStack, type RunningStack } from '../stack.js';
import { findChromium, type ChromiumLookup } from '../chromium.js';
import {
  killLeftoverProdlike,
  prodlikeUnavailable,
  startProdlikeForTests,
} from './test-prodlike.js';

/**
 * TEST_SLOT=1..8 runs a second test run beside the first (its own folder and ports, +200
 * per slot): two developers, or two changes, testing on one machine at once.
 */
export function testSlot(value = process.env.TEST_SLOT): number {
  const slot = Number(value ?? 0);
  return Number.isInteger(slot) && slot >= 0 && slot <= 8 ? slot : 0;
}
const SLOT = testSlot();
const SHIFT = SLOT * 200;

/** Ports and folders of the test run (a dev stack may run beside it). */
export const TEST_SETTINGS = {
  dir: SLOT === 0 ? '.data/test' : `.data/test-slot${SLOT}`,
  pgPort: 54339 + SHIFT,
  stack: {
    port: 18080 + SHIFT,
    pgPort: 54349 + SHIFT,
    mailSmtpPort: 11025 + SHIFT,
    mailUiPort: 11080 + SHIFT,
    portOffset: 1000 + SHIFT,
    // gRPC on 10051-10057 (+ the slot's shift): below Linux's ephemeral ports (32768-60999),
    // which an outgoing connection of any process may hold when the stack starts
    grpcPortOffset: -40000 + SHIFT,
  },
  /** nginx of the production-like run; its processes use the ports just above. */
  prodlikePort: 18400 + SHIFT,
  stepTimeoutMs: 30 * 60_000,
} as const;

type Need = 'postgres' | 'stack';

export interface Step {
  name: string;
  /** What the step runs, for the log. */
  command: string;
  needs?: Need;
  run: (ctx: RunContext) => Promise<StepOutcome>;
}

export type StepOutcome = { status: 'passed' | 'failed' | 'skipped'; note?: string };

export interface StepResult extends StepOutcome {
  name: string;
  seconds: number;
}

interface RunContext {
  env: NodeJS.ProcessEnv;
  postgres?: RunningPostgres;
  stack?: RunningStack;
  /** Where the stack's processes export their spans (the tracing system spec reads them). */
  otlp?: OtlpReceiver;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const log = new Logger({ name: 'test' });

/**
 * The test stack's environment. Rate limits (gateway/README.md, "Rate limits"): every spec
 * and browser test comes from 127.0.0.1, which no per-client limit counts
 * (RATE_LIMIT_EXEMPT_CLIENTS); a spec poses as other clients with X-Forwarded-For, which the
 * gateway believes for one hop (TRUST_PROXY=1, as behind the production nginx). Windows are
 * scaled to 1% (15 min -> 9 s) so a spec can wait one out, and the API throttle is 60 a
 * minute so a spec reaches it in a few requests. The per-e-mail limits stay as in production.
 */
export const TEST_STACK_ENV: Record<string, string> = {
  // The payment sandbox always runs in tests (a developer's Razorpay keys are not used),
  // with a webhook secret the system specs know, so they can sign webhooks as Razorpay.
  RAZORPAY_KEY_ID: '',
  RAZORPAY_KEY_SECRET: '',
  RAZORPAY_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
  TRUST_PROXY: '1',
  RATE_LIMIT_EXEMPT_CLIENTS: '127.0.0.1,::1',
  RATE_LIMIT_WINDOW_SCALE: '0.01',
  RATE_LIMIT_API_PER_CLIENT: '60',
  // A pincode the shop does not deliver to (Kochi), for the delivery promise's system spec.
  DELIVERY_BLOCKED_PINCODES: '682001',
  // Refunds go to the sandbox within a second (15 s in production), and a refused one is
  // retried after 2 s, so the cancellation and refund specs see them without long waits.
  PAYMENT_REFUND_SWEEP_SECONDS: '1',
  PAYMENT_REFUND_RETRY_SECONDS: '2',
  // A cash-on-delivery order waits 20 s for its e-mail confirmation (the owner's hours in
  // production), so the COD specs see an unconfirmed one cancelled and its stock back.
  COD_CONFIRM_SECONDS: '20',
  ORDER_EXPIRY_SWEEP_SECONDS: '2',
};
let current: ChildProcess | undefined;

/** `@boutique/service-kit` → `service-kit`. */
export function shortName(packageName: string): string {
  return packageName.replace(/^@[^/]+\//, '');
}

export function isFrontend(ws: Pick<WorkspaceInfo, 'pkg'>): boolean {
  return Boolean(ws.pkg.dependencies?.vite ?? ws.pkg.devDependencies?.vite);
}

/** Steps chosen by `--only` (names or prefixes like `e2e`), plus the steps they need. */
export function selectSteps<T extends { name: string; needs?: Need }>(
  plan: T[],
  only: string[] | undefined,
): T[] {
  if (!only || only.length === 0) return plan;
  const wanted = new Set(
    plan
      .filter((s) => only.some((o) => s.name === o || s.name.startsWith(`${o}:`)))
      .map((s) => s.name),
  );
  for (const step of plan.filter((s) => wanted.has(s.name))) {
    if (step.needs === 'postgres') wanted.add('postgres');
    if (step.needs === 'stack') wanted.add('stack');
  }
  return plan.filter((s) => wanted.has(s.name));
}

/** Pure: `N passed, M failed` over the results (skipped steps are not counted). */
export function summaryLine(results: Pick<StepResult, 'status'>[]): string {
  const passed = results.filter((r) => r.status === 'passed').length;
  const failed = results.filter((r) => r.status === 'failed').length;
  return `${passed} passed, ${failed} failed`;
}

export function summaryTable(results: StepResult[]): string {
  const width = Math.max(4, ...results.map((r) => r.name.length));
  const rows = results.map(
    (r) =>
      `  ${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${r.seconds.toFixed(1).padStart(7)}${r.note ? `  ${r.note}` : ''}`,
  );
  return [
    `  ${'step'.padEnd(width)}  ${'result'.padEnd(7)}  ${'seconds'.padStart(7)}`,
    ...rows,
  ].join('\n');
}

/** Runs a command in its own process group with inherited output; kills it on timeout. */
function runCommand(
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<StepOutcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env,
      stdio: 'inherit',
      detached: true,
    });
    current = child;
    let timedOut = false;
    const timeoutMs = options.timeoutMs ?? TEST_SETTINGS.stepTimeoutMs;
    const timer = setTimeout(() => {
      timedOut = true;
      log.error(
        `${command} ${args.join(' ')} ran longer than ${timeoutMs / 60_000} min; stopping it`,
      );
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ status: 'failed', note: err.message });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = undefined;
      if (timedOut) resolve({ status: 'failed', note: 'timed out' });
      else if (code === 0) resolve({ status: 'passed' });
      else
        resolve({ status: 'failed', note: signal ? `killed by ${signal}` : `exit code ${code}` });
    });
  });
}

/** node's test runner over compiled spec files, one file at a time (they share a running system). */
function runNodeTests(
  files: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv },
): Promise<StepOutcome> {
  return runCommand(
    process.execPath,
    [
      '--enable-source-maps',
      '--test',
      '--test-reporter=spec',
      '--test-force-exit',
      '--test-concurrency=1',
      ...files,
    ],
    options,
  );
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // gone
  }
}

function findFiles(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (folder: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(full);
      else if (pattern.test(entry.name)) found.push(full);
    }
  };
  walk(dir);
  return found.sort();
}

function stackEnv(ctx: RunContext): NodeJS.ProcessEnv {
  const stack = ctx.stack!;
  return {
    ...ctx.env,
    BASE_URL: stack.urls.base,
    MAIL_URL: stack.urls.mail,
    ADMIN_EMAIL: stack.adminCredentials.email,
    ADMIN_PASSWORD: stack.adminCredentials.password,
    RAZORPAY_WEBHOOK_SECRET: TEST_STACK_ENV.RAZORPAY_WEBHOOK_SECRET,
    // The stack's process table (name -> pid), kept current across restarts: the saga
    // restart spec stops and kills the order service through it.
    STACK_RUN_FILE: stack.runFile,
    // The spans every process of the stack exported, one JSON line each (otlp-receiver.ts).
    ...(ctx.otlp ? { OTLP_SPANS_FILE: ctx.otlp.file } : {}),
  };
}

/**
 * The browser steps (`e2e:*`): with a Chromium (../chromium.ts: CHROMIUM_PATH, PATH, or
 * Playwright's own install), each runs the workspace's browser tests with CHROMIUM_PATH set
 * to it; without one, each is skipped by name with the reason, needs no stack, and the run
 * does not fail for it.
 */
export function browserStep(ws: Pick<WorkspaceInfo, 'name'>, chromium: ChromiumLookup): Step {
  const name = `e2e:${shortName(ws.name)}`;
  const command = `npm run test:e2e -w ${ws.name}`;
  if (!chromium.found) {
    return {
      name,
      command: `${command} (skipped: no Chromium)`,
      run: () => Promise.resolve({ status: 'skipped', note: chromium.reason }),
    };
  }
  return {
    name,
    command: `${command} (Chromium from ${chromium.source}: ${chromium.path})`,
    needs: 'stack',
    run: (ctx) =>
      runCommand(npm, ['run', 'test:e2e', '-w', ws.name], {
        env: { ...stackEnv(ctx), CHROMIUM_PATH: chromium.path },
      }),
  };
}

export async function buildPlan(ci: boolean): Promise<Step[]> {
  const prepare = await loadPrepare();
  const workspaces = prepare.readWorkspaces();
  const backend = workspaces.filter((ws) => !isFrontend(ws) && ws.pkg.scripts?.test);
  const frontends = workspaces.filter((ws) => isFrontend(ws));
  const plan: Step[] = [];

  plan.push({
    name: 'build',
    command: ci
      ? 'npm run build'
      : 'npm run build -- --stale (what is stale, and what depends on it)',
    run: async (ctx) => {
      if (!ci && prepare.staleWorkspaces().length === 0)
        return { status: 'passed', note: 'up to date' };
      return runCommand(npm, ['run', 'build', ...(ci ? [] : ['--', '--stale'])], {
        env: { ...ctx.env, NODE_ENV: process.env.NODE_ENV },
      });
    },
  });

  // The house rules, enforced: type-aware ESLint over every workspace and Prettier's check
  // (`npm run lint`). A rule broken anywhere fails the run like a failing test.
  plan.push({
    name: 'lint',
    command: 'npm run lint (eslint ., prettier --check ., import cycles)',
    run: (ctx) => runCommand(npm, ['run', 'lint'], { env: ctx.env }),
  });

  // The gRPC and event contracts: buf's lint rules, and no breaking change against main
  // (on main itself that compares main with itself; on a branch it guards the contracts).
  plan.push({
    name: 'proto',
    command: "buf lint proto && buf breaking proto --against '.git#branch=main,subdir=proto'",
    run: async (ctx) => {
      const buf = path.join(repoRoot, 'node_modules', '.bin', 'buf');
      const lint = await runCommand(buf, ['lint', 'proto'], { env: ctx.env });
      if (lint.status !== 'passed') return { ...lint, note: `buf lint: ${lint.note ?? ''}` };
      if (!fs.existsSync(path.join(repoRoot, '.git')))
        return { status: 'passed', note: 'buf lint; no git checkout to compare with main' };
      const breaking = await runCommand(
        buf,
        ['breaking', 'proto', '--against', '.git#branch=main,subdir=proto'],
        { env: ctx.env },
      );
      return breaking.status === 'passed'
        ? { status: 'passed', note: 'buf lint, buf breaking against main' }
        : { ...breaking, note: `buf breaking against main: ${breaking.note ?? ''}` };
    },
  });

  plan.push({
    name: 'postgres',
    command: `embedded PostgreSQL for tests on 127.0.0.1:${TEST_SETTINGS.pgPort}`,
    run: async (ctx) => {
      ctx.postgres = await startEmbeddedPostgres({
        dir: path.join(repoRoot, TEST_SETTINGS.dir, 'postgres'),
        port: TEST_SETTINGS.pgPort,
        password: randomBytes(18).toString('base64url'),
        logFile: path.join(repoRoot, TEST_SETTINGS.dir, 'logs', 'postgres.log'),
        fast: true,
        log: log.child('postgres'),
      });
      ctx.env.TEST_DATABASE_URL = ctx.postgres.url('postgres');
      return { status: 'passed', note: `TEST_DATABASE_URL on port ${TEST_SETTINGS.pgPort}` };
    },
  });

  for (const ws of backend) {
    plan.push({
      name: shortName(ws.name),
      command: `npm test -w ${ws.name}`,
      needs: 'postgres',
      run: (ctx) => runCommand(npm, ['test', '-w', ws.name], { env: ctx.env }),
    });
  }
  for (const ws of frontends.filter((f) => f.pkg.scripts?.test)) {
    plan.push({
      name: shortName(ws.name),
      command: `npm test -w ${ws.name}`,
      run: (ctx) => runCommand(npm, ['test', '-w', ws.name], { env: ctx.env }),
    });
  }

  const systemSteps: Step[] = workspaces
    .filter((ws) => !isFrontend(ws) && fs.existsSync(path.join(ws.dir, 'test', 'system')))
    .map((ws) => ({
      name: `system:${shortName(ws.name)}`,
      command: `node --test ${path.relative(repoRoot, ws.dir) || '.'}/dist/test/system/*.system-spec.js`,
      needs: 'stack' as const,
      run: async (ctx: RunContext): Promise<StepOutcome> => {
        // SYSTEM_SPEC_FILTER (parts of file names, comma-separated) runs only those specs,
        // while working on them.
        const only = process.env.SYSTEM_SPEC_FILTER?.split(',').filter(Boolean);
        const files = findFiles(
          path.join(ws.dir, 'dist', 'test', 'system'),
          /\.system-spec\.js$/,
        ).filter((file) => !only || only.some((part) => path.basename(file).includes(part)));
        if (files.length === 0) return { status: 'skipped', note: 'no compiled system specs' };
        return runNodeTests(files, { cwd: ws.dir, env: stackEnv(ctx) });
      },
    }));
  const browserWorkspaces = frontends.filter((ws) => ws.pkg.scripts?.['test:e2e']);
  const chromium = browserWorkspaces.length > 0 ? await findChromium() : undefined;
  const e2eSteps: Step[] = chromium ? browserWorkspaces.map((ws) => browserStep(ws, chromium)) : [];

  if (systemSteps.length + e2eSteps.length > 0) {
    const s = TEST_SETTINGS.stack;
    plan.push({
      name: 'stack',
      command: `startStack on 127.0.0.1:${s.port} (mail ${s.mailUiPort}, health +${s.portOffset}, gRPC ${s.grpcPortOffset})`,
      run: async (ctx) => {
        // Tracing runs in the test stack as in production with a collector: every process
        // exports to this receiver (up before the first one starts), in batches of 200 ms.
        ctx.otlp = await startOtlpReceiver({
          file: path.join(repoRoot, TEST_SETTINGS.dir, 'otlp', 'spans.jsonl'),
        });
        ctx.stack = await startStack({
          dataDir: path.join(repoRoot, TEST_SETTINGS.dir, 'stack'),
          ...s,
          nodeEnv: 'test',
          quiet: true,
          log: new Logger({ name: 'stack' }),
          env: {
            ...TEST_STACK_ENV,
            OTEL_EXPORTER_OTLP_ENDPOINT: ctx.otlp.url,
            OTEL_BSP_SCHEDULE_DELAY: '200',
          },
        });
        if (!ctx.stack.services.includes('gateway')) {
          return { status: 'failed', note: 'the gateway is not built (gateway/dist/src/main.js)' };
        }
        return { status: 'passed', note: `${ctx.stack.services.length} processes` };
      },
    });
    // The fuzz step runs last, after the browser tests: its admin requests leave junk
    // products, banners and orders in the stack.
    const fuzz = (step: Step) => step.name === 'system:fuzz';
    plan.push(...systemSteps.filter((s) => !fuzz(s)), ...e2eSteps, ...systemSteps.filter(fuzz));
  }

  // Last: the production shape (nginx, replicas, the PostgreSQL and Redis servers of this
  // machine), after the embedded stack is stopped so both do not share the two cores.
  const prodlikeSpecs = path.join(repoRoot, 'infra', 'runtime', 'dist', 'test', 'prodlike');
  plan.push({
    name: 'system:prodlike',
    command: `npm run prodlike on 127.0.0.1:${TEST_SETTINGS.prodlikePort}, then node --test infra/runtime/dist/test/prodlike/*.prodlike-spec.js`,
    run: async (ctx) => {
      const unavailable = await prodlikeUnavailable();
      if (unavailable) return { status: 'skipped', note: unavailable };
      const files = findFiles(prodlikeSpecs, /\.prodlike-spec\.js$/);
      if (files.length === 0) return { status: 'skipped', note: 'no compiled prodlike specs' };
      await ctx.stack?.stop();
      ctx.stack = undefined;
      const { run, env, note } = await startProdlikeForTests({
        slot: SLOT,
        dir: TEST_SETTINGS.dir,
        port: TEST_SETTINGS.prodlikePort,
      });
      log.info(`production-like run ${note}`);
      try {
        const outcome = await runNodeTests(files, { env: { ...ctx.env, ...env } });
        return { ...outcome, note: outcome.note ? `${outcome.note}; ${note}` : note };
      } finally {
        await run.stop();
      }
    },
  });
  return plan;
}

function parseArgs(args: string[]): { only?: string[]; list: boolean } {
  const only: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--only') only.push(...(args[++i] ?? '').split(','));
    else if (arg.startsWith('--only=')) only.push(...arg.slice('--only='.length).split(','));
  }
  return {
    only: only.filter(Boolean).length > 0 ? only.filter(Boolean) : undefined,
    list: args.includes('--list'),
  };
}

/** Stops a test run that was killed before it could clean up, then empties `.data/test`. */
async function resetTestDir(testDir: string): Promise<void> {
  const pidFile = `${testDir}.pid`;
  let pid = 0;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  } catch {
    // no earlier run
  }
  if (
    pid > 0 &&
    pid !== process.pid &&
    isAlive(pid) &&
    (commandLine(pid) ?? []).some((a) => a.includes('test'))
  ) {
    throw new Error(`another npm test is running (pid ${pid}); wait for it or stop it first`);
  }
  fs.mkdirSync(path.dirname(testDir), { recursive: true });
  fs.writeFileSync(pidFile, `${process.pid}\n`);
  const quietLog = log.withMinLevel(40);
  await stopLeftoverServer(path.join(testDir, 'postgres'), quietLog);
  await stopLeftoverServer(path.join(testDir, 'stack', 'postgres'), quietLog);
  const runFile = path.join(testDir, 'stack', 'run', 'stack.json');
  try {
    const previous = JSON.parse(fs.readFileSync(runFile, 'utf8')) as {
      processes?: Record<string, { pid: number }>;
    };
    for (const proc of Object.values(previous.processes ?? {})) {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    await sleep(200);
  } catch {
    // no earlier stack
  }
  killLeftoverProdlike(path.join(testDir, 'prodlike'));
  fs.rmSync(testDir, { recursive: true, force: true });
}

export async function main(args: string[] = []): Promise<void> {
  const { only, list } = parseArgs(args);
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  const fullPlan = await buildPlan(ci);
  if (list) {
    for (const step of fullPlan) console.log(`${step.name.padEnd(24)} ${step.command}`);
    return;
  }
  let plan = selectSteps(fullPlan, only);
  if (only) plan = plan.filter((s) => s.name !== 'build' || only.includes('build'));
  if (plan.length === 0) {
    log.error(
      `no step matches --only ${only?.join(',')}; steps: ${fullPlan.map((s) => s.name).join(', ')}`,
    );
    process.exit(1);
  }

  const testDir = path.join(repoRoot, TEST_SETTINGS.dir);
  await resetTestDir(testDir);
  const ctx: RunContext = { env: { ...process.env, NODE_ENV: 'test' } };
  delete ctx.env.TEST_DATABASE_URL;
  // The Redis adapters' contract tests run against a local Redis when one answers (this
  // machine kind has one on 6379); without it they are skipped, by name.
  if (!ctx.env.TEST_REDIS_URL && (await redisAnswers('127.0.0.1', 6379))) {
    ctx.env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
  }
  const results: StepResult[] = [];
  const started = Date.now();

  let cleaning: Promise<void> | undefined;
  const cleanup = (): Promise<void> =>
    (cleaning ??= (async () => {
      await ctx.stack
        ?.stop()
        .catch((err: unknown) => log.error(`stack stop: ${(err as Error).message}`));
      await ctx.otlp?.stop();
      await ctx.postgres
        ?.stop()
        .catch((err: unknown) => log.error(`postgres stop: ${(err as Error).message}`));
      fs.rmSync(`${testDir}.pid`, { force: true });
    })());
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (interrupted) return;
    interrupted = true;
    log.warn(`${signal}: stopping the current step and everything the tests started`);
    if (current) killGroup(current, 'SIGTERM');
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  for (const step of plan) {
    const stepStart = Date.now();
    let outcome: StepOutcome;
    let ran = false;
    if (interrupted) {
      outcome = { status: 'skipped', note: 'interrupted' };
    } else if (step.needs === 'postgres' && !ctx.postgres) {
      outcome = { status: 'skipped', note: 'test PostgreSQL did not start' };
    } else if (step.needs === 'stack' && !ctx.stack?.services.includes('gateway')) {
      outcome = { status: 'skipped', note: 'the stack did not start' };
    } else {
      console.log(`\n━━ ${step.name}: ${step.command}`);
      ran = true;
      try {
        outcome = await step.run(ctx);
      } catch (err) {
        log.error(`${step.name}: ${(err as Error).message}`);
        outcome = { status: 'failed', note: (err as Error).message.split('\n')[0].slice(0, 120) };
      }
    }
    const result: StepResult = {
      name: step.name,
      ...outcome,
      seconds: (Date.now() - stepStart) / 1000,
    };
    results.push(result);
    // A step that ran says how it ended, a skip included (with its reason: no Chromium, ...).
    if (ran) {
      console.log(
        `━━ ${step.name}: ${result.status} in ${result.seconds.toFixed(1)} s${result.note ? ` (${result.note})` : ''}`,
      );
    }
  }

  await cleanup();
  console.log(
    `\nTest steps (${((Date.now() - started) / 1000).toFixed(0)} s in all; logs of the stack in ${displayPath(path.join(testDir, 'stack', 'logs'))}):`,
  );
  console.log(summaryTable(results));
  console.log(summaryLine(results));
  const failed = results.some((r) => r.status === 'failed');
  process.exit(interrupted ? 130 : failed ? 1 : 0);
}

/** True when a Redis server answers PING on host:port within half a second. */
function redisAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
