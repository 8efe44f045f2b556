import type { Logger } from 'pino';
import type { DataSource, QueryRunner } from 'typeorm';
import type { EventBus } from '../events/event-bus.js';
import type { EventEnvelope } from '../events/envelope.js';
import { describeError } from '../events/retry.js';
import { outboxBacklog, outboxLag, outboxPublished } from '../metrics/metrics.js';
import { PeriodicTask } from '../tasks/periodic-task.js';
import { publishSpan } from '../tracing/spans.js';
import { endAfter } from '../tracing/tracing.js';
import { OUTBOX_WAKE_CHANNEL } from './outbox.js';

interface PendingRow {
  seq: string;
  topic: string;
  envelope: EventEnvelope;
}

/** How long published events stay in the outbox table. */
const OUTBOX_RETENTION_DAYS = 7;
/**
 * How long a consumer remembers an event it handled (processed_event, its idempotency
 * record): far beyond any redelivery (pg-boss retries within hours, Kafka keeps 7 days).
 */
const PROCESSED_RETENTION_DAYS = 30;

/** Advisory lock key: only one relay per database publishes, so publish order is seq order. */
const RELAY_LOCK = 0x0b0a7;

/**
 * Publishes committed outbox rows in the order they were written, one at a time, and
 * marks them published. A publish that fails stops the batch (later rows wait, keeping
 * per-key order) and is retried on the next tick.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = true;
  /** A tick is running now. */
  private busy = false;
  /** A wake-up came during a tick: run another one right after it. */
  private again = false;
  private listener?: QueryRunner;
  /**
   * Hourly: published rows older than OUTBOX_RETENTION_DAYS and processed-event records
   * older than PROCESSED_RETENTION_DAYS are deleted.
   */
  private readonly housekeeping = new PeriodicTask('outbox housekeeping', 3_600_000, async () => {
    await this.prune();
    await this.pruneProcessed();
  });

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    // the fallback: commits wake the relay at once through LISTEN/NOTIFY
    private readonly intervalMs = 1_000,
    private readonly batchSize = 100,
  ) {}

  start() {
    this.stopped = false;
    this.schedule(0);
    void this.listen();
    this.housekeeping.start();
  }

  /**
   * Deletes published events older than `retentionDays` (kept that long for operators
   * tracing an event), oldest first, in batches; answers how many rows went. Unpublished
   * events are never deleted.
   */
  async prune(retentionDays = OUTBOX_RETENTION_DAYS, batch = 5_000): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await this.dataSource.query<{ seq: string }[]>(
        `DELETE FROM outbox_event WHERE seq IN (
           SELECT seq FROM outbox_event
            WHERE published_at IS NOT NULL AND published_at < now() - make_interval(days => $1)
            ORDER BY seq LIMIT $2)
         RETURNING seq`,
        [retentionDays, batch],
      );
      const count = Array.isArray(rows[0]) ? (rows[0] as unknown[]).length : rows.length;
      deleted += count;
      if (count < batch) return deleted;
    }
  }

  /**
   * Deletes the idempotency records of events handled more than `retentionDays` ago, in
   * batches; answers how many rows went.
   */
  async pruneProcessed(retentionDays = PROCESSED_RETENTION_DAYS, batch = 5_000): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await this.dataSource.query<unknown[]>(
        `DELETE FROM processed_event WHERE ctid IN (
           SELECT ctid FROM processed_event
            WHERE processed_at < now() - make_interval(days => $1) LIMIT $2)
         RETURNING event_id`,
        [retentionDays, batch],
      );
      const count = Array.isArray(rows[0]) ? (rows[0] as unknown[]).length : rows.length;
      deleted += count;
      if (count < batch) return deleted;
    }
  }

  async stop() {
    this.stopped = true;
    await this.housekeeping.stop();
    if (this.timer) clearTimeout(this.timer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.release().catch(() => undefined);
    await this.running;
  }

  /**
   * LISTENs on the outbox channel (one pooled connection held for it): a committed outbox
   * write wakes the relay at once instead of on the next tick. The timer stays as the
   * fallback, so a missed notification only costs `intervalMs`.
   */
  private async listen() {
    if (this.dataSource.options.type !== 'postgres') return;
    try {
      const runner = this.dataSource.createQueryRunner();
      const connection = (await runner.connect()) as {
        on(event: 'notification', listener: () => void): void;
      };
      connection.on('notification', () => this.wake());
      await runner.query(`LISTEN ${OUTBOX_WAKE_CHANNEL}`);
      if (this.stopped) await runner.release();
      else this.listener = runner;
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox wake-up listener failed; polling only');
    }
  }

  /** Runs a tick now, or right after the running one. */
  private wake() {
    if (this.stopped) return;
    if (this.busy) this.again = true;
    else this.schedule(0);
  }

  /** Publishes what is pending now; returns how many rows were published. */
  async flush(): Promise<number> {
    // counted once the rows are marked published (the transaction committed)
    const types: string[] = [];
    const published = await this.dataSource.transaction(async (manager) => {
      const [{ locked }] = await manager.query<
        {
          locked: boolean;
        }[]
      >('SELECT pg_try_advisory_xact_lock($1) AS locked', [RELAY_LOCK]);
      if (!locked) return 0;
      const rows = await manager.query<PendingRow[]>(
        `SELECT seq, topic, envelope FROM outbox_event WHERE published_at IS NULL ORDER BY seq LIMIT $1`,
        [this.batchSize],
      );
      let published = 0;
      for (const row of rows) {
        const span = publishSpan(row.envelope, row.topic, this.bus.kind);
        try {
          await endAfter(span, this.bus.publish(row.topic, row.envelope));
        } catch (error) {
          await manager.query(
            `UPDATE outbox_event SET attempts = attempts + 1, last_error = $2 WHERE seq = $1`,
            [row.seq, describeError(error)],
          );
          this.logger.warn(
            { err: error, eventId: row.envelope.id },
            'outbox publish failed; will retry',
          );
          break;
        }
        await manager.query(
          `UPDATE outbox_event SET published_at = now(), attempts = attempts + 1 WHERE seq = $1`,
          [row.seq],
        );
        published += 1;
        types.push(row.envelope.type);
      }
      const [{ count, age }] = await manager.query<{ count: number; age: number }[]>(
        `SELECT count(*)::int AS count,
                coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS age
           FROM outbox_event WHERE published_at IS NULL`,
      );
      outboxBacklog.set(count);
      outboxLag.set(Math.max(0, age));
      return published;
    });
    for (const type of types) outboxPublished.inc({ type });
    return published;
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.busy = true;
      this.again = false;
      this.running = this.flush()
        .then((published) => {
          this.busy = false;
          this.schedule(published > 0 || this.again ? 0 : this.intervalMs);
        })
        .catch((error: unknown) => {
          this.busy = false;
          if (!this.stopped) this.logger.error({ err: error }, 'outbox relay tick failed');
          this.schedule(this.intervalMs * 5);
        });
    }, delay);
  }
}
