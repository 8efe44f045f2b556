import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { EventBus } from '../events/event-bus.js';
import type { EventEnvelope } from '../events/envelope.js';
import { describeError } from '../events/retry.js';
import { outboxBacklog } from '../metrics/metrics.js';

interface PendingRow {
  seq: string;
  topic: string;
  envelope: EventEnvelope;
}

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

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly intervalMs = 200,
    private readonly batchSize = 100,
  ) {}

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Publishes what is pending now; returns how many rows were published. */
  async flush(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
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
        try {
          await this.bus.publish(row.topic, row.envelope);
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
      }
      const [{ count }] = await manager.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM outbox_event WHERE published_at IS NULL',
      );
      outboxBacklog.set(count);
      return published;
    });
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.flush()
        .then((published) => this.schedule(published > 0 ? 0 : this.intervalMs))
        .catch((error: unknown) => {
          if (!this.stopped) this.logger.error({ err: error }, 'outbox relay tick failed');
          this.schedule(this.intervalMs * 5);
        });
    }, delay);
  }
}
