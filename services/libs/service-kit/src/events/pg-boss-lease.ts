import { createRequire } from 'node:module';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/**
 * How a consumer that dies holding events gives them back within seconds, while a slow
 * handler keeps its events (pg-boss's own answer is expireInSeconds, 60 by default here,
 * checked by its maintenance every 2 minutes: up to 3 minutes, and a handler slower than
 * the expiry had its events handed to a second worker while it still ran).
 *
 *   - lease: a fetched job expires `leaseSeconds` after it was started (the queue's
 *     expireInSeconds), and the worker holding it pushes the expiry on every
 *     `leaseSeconds / 3` while its handler runs (heartbeat). A slow handler is never
 *     given away; a dead one stops beating and its jobs expire a lease later.
 *   - sweep: every second, each bus with subscriptions looks for expired leases (a partial
 *     index over active jobs makes this one cheap probe) and, if any, runs pg-boss's own
 *     expiry statement, which puts them back for another worker (or parks them in the
 *     dead-letter queue after the queue's retryLimit) and wakes the workers.
 *
 * A worker whose event loop is blocked longer than a lease could see its events handed to
 * another; consumers are idempotent (processed_event), so that costs a duplicate attempt,
 * never a duplicate effect.
 */
export const DEFAULT_LEASE_SECONDS = 5;
export const SWEEP_INTERVAL_MS = 1_000;

type PgBossPlans = {
  locked(schema: string, query: string): string;
  failJobsByTimeout(schema: string): string;
};

/** pg-boss 10's statements (src/plans.js), to run its own expiry with its own lock. */
const plans = createRequire(import.meta.url)('pg-boss/src/plans') as PgBossPlans;

export interface LeaseWorkerOptions {
  boss: PgBoss;
  schema: string;
  queue: string;
  batchSize: number;
  pollingIntervalMs: number;
  leaseSeconds: number;
  logger: Logger;
  /** Handles a batch; throwing fails the whole batch (pg-boss retries it). */
  onJobs: (jobs: PgBoss.JobWithMetadata<object>[]) => Promise<void>;
}

/**
 * One sequential worker of one queue: fetch a batch (up to batchSize) in created order,
 * hand it to onJobs while beating its lease, complete it with one statement. A full batch
 * means more may wait: fetch again at once. A short one emptied the queue as of the fetch:
 * sleep for the polling interval unless woken (a publish on the topic since the fetch
 * started, a sweep, a replay), so a quiet queue costs one fetch and one complete per
 * batch, not a third statement to find it empty.
 */
export class LeaseWorker {
  private stopping = false;
  private running?: Promise<void>;
  private woken = false;
  private wakeUp?: () => void;
  private held: string[] = [];

  constructor(private readonly options: LeaseWorkerOptions) {}

  start() {
    this.running ??= this.loop();
  }

  wake() {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * Stops fetching and waits up to `timeoutMs` for the batch in hand; a batch still
   * running then is failed, so another worker gets it at once.
   */
  async stop(timeoutMs: number) {
    this.stopping = true;
    this.wake();
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      this.running?.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ]);
    clearTimeout(timer);
    if (!finished && this.held.length > 0) {
      const { boss, queue } = this.options;
      // the consumer stopped while handling them
      await boss.fail(queue, this.held).catch(() => undefined);
    }
  }

  private async loop() {
    const { boss, queue, batchSize, logger } = this.options;
    while (!this.stopping) {
      this.woken = false;
      let jobs: PgBoss.JobWithMetadata<object>[] = [];
      try {
        jobs = await boss.fetch<object>(queue, { batchSize, includeMetadata: true });
      } catch (error) {
        logger.warn({ err: error, queue }, 'event bus fetch failed');
      }
      if (this.stopping) {
        if (jobs.length > 0)
          await boss
            .fail(
              queue,
              jobs.map((j) => j.id),
            )
            .catch(() => undefined);
        break;
      }
      if (jobs.length === 0) {
        await this.sleep(this.options.pollingIntervalMs);
        continue;
      }
      await this.handle(jobs);
      if (jobs.length < batchSize) await this.sleep(this.options.pollingIntervalMs);
    }
  }

  private async handle(jobs: PgBoss.JobWithMetadata<object>[]) {
    const { boss, queue, logger } = this.options;
    const ids = jobs.map((job) => job.id);
    this.held = ids;
    const heartbeat = setInterval(
      () => void this.extend(ids),
      Math.max(200, (this.options.leaseSeconds * 1000) / 3),
    );
    try {
      await this.options.onJobs(jobs);
      await boss.complete(queue, ids);
    } catch (error) {
      logger.error({ err: error, queue }, 'event batch failed; pg-boss retries it');
      await boss.fail(queue, ids).catch(() => undefined);
      // put back for a retry at once (the queue's retryDelay is 0): fetch them again
      this.woken = true;
    } finally {
      clearInterval(heartbeat);
      this.held = [];
    }
  }

  /** Pushes the lease of jobs still held: expires `leaseSeconds` from now. */
  private async extend(ids: string[]) {
    const { boss, schema, queue, leaseSeconds, logger } = this.options;
    try {
      await boss.getDb().executeSql(
        `UPDATE ${schema}.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
          WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,
        [queue, ids, leaseSeconds],
      );
    } catch (error) {
      logger.warn({ err: error, queue }, 'event lease heartbeat failed');
    }
  }

  private sleep(ms: number) {
    if (this.woken || this.stopping) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = undefined;
        done();
      };
    });
  }
}

/**
 * Runs pg-boss's expiry of active jobs whose lease ran out, every SWEEP_INTERVAL_MS.
 * Cheap when nothing expired: one probe on the partial index of active jobs.
 */
export class LeaseSweeper {
  private timer?: NodeJS.Timeout;
  private sweeping = false;

  constructor(
    private readonly boss: PgBoss,
    private readonly schema: string,
    private readonly logger: Logger,
    /** Called when the sweep put jobs back (wake the workers). */
    private readonly onExpired: () => Promise<void>,
    private readonly intervalMs = SWEEP_INTERVAL_MS,
  ) {}

  /** The partial index the probe uses (created once per bus database; harmless to repeat). */
  static async ensureIndex(boss: PgBoss, schema: string) {
    const db = boss.getDb();
    const { rows } = await db.executeSql(
      `SELECT 1 FROM pg_indexes WHERE schemaname = $1 AND indexname = 'job_active_lease'`,
      [schema],
    );
    if (rows.length > 0) return;
    try {
      await db.executeSql(
        `CREATE INDEX IF NOT EXISTS job_active_lease ON ${schema}.job (name, started_on)
          WHERE state = 'active'`,
        [],
      );
    } catch (error) {
      // another process created it at the same moment
      const code = (error as { code?: string }).code;
      if (code !== '42P07' && code !== '23505') throw error;
    }
  }

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep(), this.intervalMs);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One sweep; answers whether leases had expired. */
  async sweep(): Promise<boolean> {
    if (this.sweeping) return false;
    this.sweeping = true;
    try {
      const db = this.boss.getDb();
      const { rows } = await db.executeSql(
        `SELECT 1 FROM ${this.schema}.job
          WHERE state = 'active' AND started_on + expire_in < now() LIMIT 1`,
        [],
      );
      if (rows.length === 0) return false;
      await db.executeSql(plans.locked(this.schema, plans.failJobsByTimeout(this.schema)), []);
      this.logger.warn('event leases expired (a consumer died holding events); redelivering');
      await this.onExpired();
      return true;
    } catch (error) {
      this.logger.warn({ err: error }, 'event lease sweep failed');
      return false;
    } finally {
      this.sweeping = false;
    }
  }
}
