// Runs each service as its own child process, forwards its log lines, restarts it with
// backoff when it dies, gives up after repeated quick crashes, and stops everything in
// order. Children get their own process group (detached), so a terminal's Ctrl-C reaches
// only the supervisor, which then decides the order of shutdown.
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { LEVELS, Logger, parseLine } from './log.js';
import { sleep } from './process-utils.js';

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env: NodeJS.ProcessEnv;
}

export interface RestartPolicy {
  /** Delay before a restart after a quick crash (doubles with every further one). */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A run shorter than this is a quick crash. */
  quickCrashMs: number;
  /** After this many quick crashes in a row the process is not restarted again. */
  maxQuickCrashes: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 500,
  maxDelayMs: 15_000,
  quickCrashMs: 10_000,
  maxQuickCrashes: 5,
};

export type ProcessState = 'running' | 'backoff' | 'stopping' | 'stopped' | 'failed';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
  uptimeMs: number;
  /** The last line the process wrote to stderr (or its last error-level log line). */
  lastError?: string;
}

export interface ProcessStatus {
  name: string;
  pid?: number;
  state: ProcessState;
  restarts: number;
  lastExit?: ExitInfo;
}

export interface RestartDecision {
  restart: boolean;
  delayMs: number;
  /** Quick crashes in a row, this one included (0 when this run was not quick). */
  quickCrashes: number;
}

/** Pure: what to do after an unexpected exit. */
export function decideRestart(
  policy: RestartPolicy,
  previousQuickCrashes: number,
  uptimeMs: number,
): RestartDecision {
  if (uptimeMs >= policy.quickCrashMs)
    return { restart: true, delayMs: policy.initialDelayMs, quickCrashes: 0 };
  const quickCrashes = previousQuickCrashes + 1;
  if (quickCrashes >= policy.maxQuickCrashes) return { restart: false, delayMs: 0, quickCrashes };
  const delayMs = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (quickCrashes - 1));
  return { restart: true, delayMs, quickCrashes };
}

/** Pure: "exited with code 1 after 2.3 s" / "was killed by SIGKILL after 12.0 s". */
export function describeExit(exit: ExitInfo): string {
  const how = exit.signal
    ? `was killed by ${exit.signal}`
    : `exited with code ${exit.code ?? 'unknown'}`;
  const last = exit.lastError
    ? `; last error: ${JSON.stringify(truncate(exit.lastError, 300))}`
    : '; no error output';
  return `${how} after ${(exit.uptimeMs / 1000).toFixed(1)} s${last}`;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

interface Managed {
  spec: ProcessSpec;
  child?: ChildProcess;
  state: ProcessState;
  restarts: number;
  quickCrashes: number;
  startedAt: number;
  lastStderr?: string;
  lastErrorLog?: string;
  lastExit?: ExitInfo;
  timer?: NodeJS.Timeout;
  logFile?: fs.WriteStream;
  exitWaiters: (() => void)[];
}

export interface SupervisorOptions {
  log: Logger;
  /** Every line each process writes is also appended to `<logDir>/<name>.log`. */
  logDir?: string;
  restart?: Partial<RestartPolicy>;
  /** How long a process gets between SIGTERM and SIGKILL. */
  stopTimeoutMs?: number;
}

export interface SupervisorEvents {
  started: [name: string, pid: number];
  exit: [name: string, info: ExitInfo, willRestart: boolean];
  'gave-up': [name: string, info: ExitInfo];
}

export class Supervisor extends EventEmitter<SupervisorEvents> {
  private readonly processes = new Map<string, Managed>();
  private readonly log: Logger;
  private readonly policy: RestartPolicy;
  private readonly stopTimeoutMs: number;
  private readonly logDir?: string;
  private shuttingDown = false;

  constructor(options: SupervisorOptions) {
    super();
    this.log = options.log;
    this.policy = { ...DEFAULT_RESTART_POLICY, ...options.restart };
    this.stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
    this.logDir = options.logDir;
    if (this.logDir) fs.mkdirSync(this.logDir, { recursive: true });
  }

  /** Starts a process and keeps it running. */
  start(spec: ProcessSpec): void {
    if (this.processes.has(spec.name))
      throw new Error(`process ${spec.name} is already supervised`);
    const managed: Managed = {
      spec,
      state: 'running',
      restarts: 0,
      quickCrashes: 0,
      startedAt: Date.now(),
      exitWaiters: [],
      logFile: this.logDir
        ? fs.createWriteStream(path.join(this.logDir, `${spec.name}.log`), { flags: 'w' })
        : undefined,
    };
    this.processes.set(spec.name, managed);
    this.spawn(managed);
  }

  status(): ProcessStatus[] {
    return [...this.processes.values()].map((m) => ({
      name: m.spec.name,
      pid: m.child?.pid,
      state: m.state,
      restarts: m.restarts,
      lastExit: m.lastExit,
    }));
  }

  /** Pids of the running children, by name. */
  pids(): Record<string, number> {
    const result: Record<string, number> = {};
    for (const m of this.processes.values()) {
      if (m.child?.pid && m.child.exitCode === null && m.child.signalCode === null)
        result[m.spec.name] = m.child.pid;
    }
    return result;
  }

  private spawn(m: Managed): void {
    const { spec } = m;
    m.state = 'running';
    m.startedAt = Date.now();
    m.lastStderr = undefined;
    m.lastErrorLog = undefined;
    let child: ChildProcess;
    try {
      child = spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (err) {
      m.lastStderr = (err as Error).message;
      this.onExit(m, null, null);
      return;
    }
    m.child = child;
    let finished = false;
    const finish = (code: number | null, signal: NodeJS.Signals | null): void => {
      if (finished) return;
      finished = true;
      this.onExit(m, code, signal);
    };
    const wire = (stream: NodeJS.ReadableStream | null, isStderr: boolean): void => {
      if (!stream) return;
      readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        m.logFile?.write(line + '\n');
        if (line.trim() === '') return;
        const parsed = parseLine(line, isStderr ? LEVELS.warn : LEVELS.info);
        if (isStderr) m.lastStderr = line.trim();
        if (parsed.level >= LEVELS.error) {
          const err = parsed.fields.err as { message?: unknown } | undefined;
          m.lastErrorLog =
            parsed.msg +
            (err && typeof err.message === 'string' && err.message !== parsed.msg
              ? `: ${err.message}`
              : '');
        }
        this.log.forward(spec.name, parsed);
      });
    };
    wire(child.stdout, false);
    wire(child.stderr, true);
    child.once('error', (err) => {
      m.lastStderr = err.message;
      finish(null, null);
    });
    child.once('exit', (code, signal) => {
      // give the pipes a moment to deliver the last lines, without waiting on grandchildren
      const timer = setTimeout(() => finish(code, signal), 1_000);
      child.once('close', () => {
        clearTimeout(timer);
        finish(code, signal);
      });
    });
    if (child.pid) this.emit('started', spec.name, child.pid);
  }

  private onExit(m: Managed, code: number | null, signal: NodeJS.Signals | null): void {
    const info: ExitInfo = {
      code,
      signal,
      uptimeMs: Date.now() - m.startedAt,
      lastError: m.lastStderr ?? m.lastErrorLog,
    };
    m.lastExit = info;
    m.child = undefined;
    const waiters = m.exitWaiters.splice(0);
    if (m.state === 'stopping' || this.shuttingDown) {
      m.state = 'stopped';
      waiters.forEach((resolve) => resolve());
      this.emit('exit', m.spec.name, info, false);
      return;
    }
    const decision = decideRestart(this.policy, m.quickCrashes, info.uptimeMs);
    m.quickCrashes = decision.quickCrashes;
    if (!decision.restart) {
      m.state = 'failed';
      this.log.error(
        `${m.spec.name} ${describeExit(info)}. It crashed ${decision.quickCrashes} times in a row within ` +
          `${this.policy.quickCrashMs / 1000} s of starting: not restarting it again (see its log above or in ${this.logPath(m)})`,
      );
      waiters.forEach((resolve) => resolve());
      this.emit('exit', m.spec.name, info, false);
      this.emit('gave-up', m.spec.name, info);
      return;
    }
    m.state = 'backoff';
    m.restarts += 1;
    this.log.error(
      `${m.spec.name} ${describeExit(info)}; restarting it in ${(decision.delayMs / 1000).toFixed(1)} s (restart ${m.restarts})`,
    );
    waiters.forEach((resolve) => resolve());
    this.emit('exit', m.spec.name, info, true);
    m.timer = setTimeout(() => {
      m.timer = undefined;
      if (m.state === 'backoff' && !this.shuttingDown) this.spawn(m);
    }, decision.delayMs);
  }

  private logPath(m: Managed): string {
    return this.logDir ? path.join(this.logDir, `${m.spec.name}.log`) : 'the output';
  }

  private signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
    if (!child.pid) return;
    try {
      process.kill(-child.pid, signal); // the child leads its own process group
    } catch {
      try {
        child.kill(signal);
      } catch {
        // already gone
      }
    }
  }

  private async stopOne(m: Managed): Promise<void> {
    if (m.timer) {
      clearTimeout(m.timer);
      m.timer = undefined;
    }
    const child = m.child;
    if (!child || m.state === 'stopped' || m.state === 'failed') {
      if (m.state !== 'failed') m.state = 'stopped';
      return;
    }
    m.state = 'stopping';
    const exited = new Promise<void>((resolve) => m.exitWaiters.push(resolve));
    this.signalGroup(child, 'SIGTERM');
    const inTime = await Promise.race([
      exited.then(() => true),
      sleep(this.stopTimeoutMs).then(() => false),
    ]);
    if (!inTime) {
      this.log.warn(
        `${m.spec.name} did not stop within ${this.stopTimeoutMs / 1000} s of SIGTERM; sending SIGKILL`,
      );
      this.signalGroup(child, 'SIGKILL');
      await exited;
    }
  }

  /** Stops the named processes (all when omitted) at the same time; no restarts happen. */
  async stop(names?: string[]): Promise<void> {
    const targets = [...this.processes.values()].filter(
      (m) => !names || names.includes(m.spec.name),
    );
    await Promise.all(targets.map((m) => this.stopOne(m)));
  }

  /** Stops everything: groups one after another (e.g. [['gateway'], ['identity', ...]]), then the rest. */
  async stopAll(order: string[][] = []): Promise<void> {
    this.shuttingDown = true;
    for (const group of order) await this.stop(group);
    await this.stop();
    await Promise.all(
      [...this.processes.values()].map(
        (m) => new Promise<void>((resolve) => (m.logFile ? m.logFile.end(resolve) : resolve())),
      ),
    );
  }

  /** SIGKILL to every child at once (a second Ctrl-C). */
  killAll(): void {
    this.shuttingDown = true;
    for (const m of this.processes.values()) {
      if (m.timer) clearTimeout(m.timer);
      if (m.child) this.signalGroup(m.child, 'SIGKILL');
    }
  }
}

export interface SignalHandlers {
  /** Called once on the first SIGINT, SIGTERM or SIGHUP. */
  onStop: (signal: NodeJS.Signals) => Promise<void> | void;
  /** Called on a further signal, sent at least 2 s after the first. */
  onForce?: (signal: NodeJS.Signals) => void;
}

/**
 * Installs shutdown signal handlers; returns a function that removes them. `npm start`
 * forwards the terminal's Ctrl-C to us a second time right after the first, so a repeat
 * within 2 s is ignored; a later one (the person pressing Ctrl-C again) forces.
 */
export function handleShutdownSignals(handlers: SignalHandlers): () => void {
  let firstAt = 0;
  const listener = (signal: NodeJS.Signals): void => {
    const now = Date.now();
    if (firstAt === 0) {
      firstAt = now;
      void handlers.onStop(signal);
      return;
    }
    if (now - firstAt < 2_000) return;
    handlers.onForce?.(signal);
  };
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, listener);
  return () => {
    for (const signal of signals) process.removeListener(signal, listener);
  };
}
