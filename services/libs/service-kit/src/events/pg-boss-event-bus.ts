import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DeadLetter, EnvelopeHandler, EventBus, SubscribeOptions } from './event-bus.js';
import { isEnvelope, type EventEnvelope } from './envelope.js';
import { deliver, resolvePolicy } from './retry.js';
import { trackConsumers, untrackConsumers, type ConsumerStats } from '../metrics/metrics.js';

export interface PgBossEventBusOptions {
  connectionString: string;
  logger: Logger;
  /** Schema holding pg-boss's tables. */
  schema?: string;
  /** How often an idle consumer polls (pg-boss allows 0.5 s at least; default 2 s, publishes wake it sooner). */
  pollingIntervalSeconds?: number;
  /** How long a delivered event may stay unacknowledged before pg-boss redelivers it. */
  expireInSeconds?: number;
}

type DeadLetterJobData = Omit<DeadLetter, 'id'>;

/**
 * The channel a publish notifies with its topic: consumers of the topic in every process
 * wake their worker at once instead of waiting for the next poll.
 */
export const BUS_WAKE_CHANNEL = 'boutique_bus_wake';

/** Wake-ups of one topic arriving within this window are served by one fetch. */
const WAKE_COALESCE_MS = 10;

/**
 * The embedded default: a Postgres-backed bus on pg-boss. A topic fans out to one queue
 * per consumer group (pg-boss publish/subscribe). Each group's queue is worked by one
 * sequential worker, fetching in publish order, and failed handling is retried in place,
 * so events of one key arrive in order. Events that fail every attempt go to the group's
 * dead-letter queue. An event whose worker died before acknowledging it is redelivered
 * after `expireInSeconds`.
 */
export class PgBossEventBus implements EventBus {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private started = false;
  private readonly schema: string;
  /** Worker ids by topic, woken when a publish on the topic is notified. */
  private readonly workers = new Map<string, string[]>();
  private listener?: pg.Client;
  /** Topics with a wake-up already on its way (at most one per WAKE_COALESCE_MS). */
  private readonly waking = new Set<string>();
  /** This process's subscriptions, reported on /metrics (consumer lag, dead letters). */
  private readonly subscriptions: { group: string; topic: string }[] = [];

  constructor(private readonly options: PgBossEventBusOptions) {
    this.schema = options.schema ?? 'pgboss';
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: this.schema,
      max: 4,
    });
    this.boss.on('error', (error) => options.logger.error({ err: error }, 'event bus error'));
  }

  static queueName(group: string, topic: string) {
    return `${group}.${topic}`;
  }

  static deadLetterQueueName(group: string, topic: string) {
    return `${group}.${topic}.dead-letter`;
  }

  async start() {
    await this.boss.start();
    this.started = true;
  }

  async publish(topic: string, envelope: EventEnvelope) {
    // One job per subscribed group queue. pg-boss fetches a batch in created_on order but
    // returns it unordered, so each job also carries this publisher's sequence number:
    // a key is only ever published by one service, whose relay publishes in order.
    const job: BusJob = { envelope, seq: nextSequence() };
    await this.boss.publish(topic, job);
    await this.boss.getDb().executeSql('SELECT pg_notify($1, $2)', [BUS_WAKE_CHANNEL, topic]);
  }

  async subscribe(
    group: string,
    topic: string,
    handler: EnvelopeHandler,
    options?: SubscribeOptions,
  ) {
    const policy = resolvePolicy(options?.retry);
    const queue = PgBossEventBus.queueName(group, topic);
    const deadLetterQueue = PgBossEventBus.deadLetterQueueName(group, topic);
    await this.ensureQueue(deadLetterQueue, {});
    await this.ensureQueue(queue, {
      retryLimit: 3,
      retryDelay: 1,
      retryBackoff: true,
      expireInSeconds: this.options.expireInSeconds ?? 60,
      deadLetter: deadLetterQueue,
    });
    await this.boss.subscribe(topic, queue);
    const log = this.options.logger;
    const workerId = await this.boss.work<object>(
      queue,
      {
        batchSize: 25,
        includeMetadata: true,
        // the fallback: publishes wake the workers at once through LISTEN/NOTIFY
        pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
      },
      async (jobs) => {
        const ordered = [...jobs].sort(
          (a, b) => a.createdOn.getTime() - b.createdOn.getTime() || compareSeq(a.data, b.data),
        );
        for (const job of ordered) {
          const envelope = (job.data as Partial<BusJob>).envelope;
          if (!isEnvelope(envelope)) {
            log.error({ jobId: job.id, queue }, 'dropping a message that is not an event envelope');
            continue;
          }
          const deadLetter = await deliver(handler, envelope, {
            group,
            topic,
            policy,
            logger: log,
          });
          if (deadLetter) await this.boss.send(deadLetterQueue, deadLetter);
        }
      },
    );
    this.workers.set(topic, [...(this.workers.get(topic) ?? []), workerId]);
    this.subscriptions.push({ group, topic });
    trackConsumers(this);
    await this.listen();
  }

  /**
   * Per subscription of this process: jobs of its queue not yet completed (created, retry,
   * active) and jobs waiting in its dead-letter queue.
   */
  async consumerStats(): Promise<ConsumerStats[]> {
    if (!this.started || this.subscriptions.length === 0) return [];
    const names = this.subscriptions.flatMap(({ group, topic }) => [
      PgBossEventBus.queueName(group, topic),
      PgBossEventBus.deadLetterQueueName(group, topic),
    ]);
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT name, count(*)::int AS count FROM ${this.schema}.job
        WHERE name = ANY($1::text[])
          AND (state < 'completed' AND name NOT LIKE '%.dead-letter'
               OR state = 'created' AND name LIKE '%.dead-letter')
        GROUP BY name`,
      [names],
    );
    const counts = new Map(
      (rows as { name: string; count: number }[]).map((r) => [r.name, r.count]),
    );
    return this.subscriptions.map(({ group, topic }) => ({
      group,
      topic,
      waiting: counts.get(PgBossEventBus.queueName(group, topic)) ?? 0,
      deadLetters: counts.get(PgBossEventBus.deadLetterQueueName(group, topic)) ?? 0,
    }));
  }

  /**
   * Wakes the topic's workers, coalescing the wake-ups of a burst: under load one fetch
   * takes a batch of events instead of one fetch per event.
   */
  private wake(topic: string) {
    const workers = this.workers.get(topic);
    if (!workers || this.waking.has(topic)) return;
    this.waking.add(topic);
    setTimeout(() => {
      this.waking.delete(topic);
      for (const id of workers) this.boss.notifyWorker(id);
    }, WAKE_COALESCE_MS).unref();
  }

  /**
   * One connection per process LISTENs for publishes and wakes the workers of the
   * published topic, so an event is handled within milliseconds rather than a poll later.
   * Polling stays as the fallback (a lost notification only costs the poll interval).
   */
  private async listen() {
    if (this.listener) return;
    const client = new pg.Client({ connectionString: this.options.connectionString });
    this.listener = client;
    client.on('notification', (message) => this.wake(message.payload ?? ''));
    client.on('error', (error) => {
      this.options.logger.warn({ err: error }, 'event bus wake-up listener failed; polling only');
      if (this.listener === client) this.listener = undefined;
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${BUS_WAKE_CHANNEL}`);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'event bus wake-up listener failed; polling only');
      this.listener = undefined;
      await client.end().catch(() => undefined);
    }
  }

  async deadLetters(group: string, limit = 100): Promise<DeadLetter[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT id, data FROM ${this.schema}.job
        WHERE name LIKE $1 AND name LIKE '%.dead-letter' AND state = 'created'
        ORDER BY created_on, id LIMIT $2`,
      [`${escapeLike(group)}.%`, limit],
    );
    return (rows as { id: string; data: DeadLetterJobData }[]).map(({ id, data }) => ({
      id,
      ...data,
    }));
  }

  async replayDeadLetters(group: string, ids?: string[]) {
    const letters = await this.deadLetters(group, 10_000);
    let replayed = 0;
    for (const letter of letters) {
      if (ids && !ids.includes(letter.id)) continue;
      const job: BusJob = { envelope: letter.envelope, seq: nextSequence() };
      await this.boss.send(PgBossEventBus.queueName(group, letter.topic), job);
      await this.boss.deleteJob(PgBossEventBus.deadLetterQueueName(group, letter.topic), letter.id);
      replayed += 1;
    }
    return replayed;
  }

  async isReady() {
    if (!this.started) return false;
    try {
      await this.boss.getDb().executeSql('SELECT 1', []);
      return true;
    } catch {
      return false;
    }
  }

  async stop() {
    untrackConsumers(this);
    if (!this.started) return;
    this.started = false;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  /**
   * Creates the queue unless it exists. Two processes creating queues at the same time on
   * a fresh bus database (catalogue and the gateway both consume catalogue events) can
   * deadlock inside pg-boss's create_queue; PostgreSQL aborts one of them, which tries again.
   */
  private async ensureQueue(name: string, options: Omit<PgBoss.Queue, 'name'>) {
    for (let attempt = 1; ; attempt += 1) {
      if (await this.boss.getQueue(name)) return;
      try {
        await this.boss.createQueue(name, { name, ...options });
        return;
      } catch (error) {
        // Created by another process in the meantime.
        if (await this.boss.getQueue(name)) return;
        const deadlock = (error as { code?: unknown }).code === '40P01';
        if (!deadlock || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
  }
}

interface BusJob {
  envelope: EventEnvelope;
  /** Publisher-local, strictly increasing: orders jobs created in the same millisecond. */
  seq: string;
}

let lastSequence = 0n;
function nextSequence(): string {
  const now = BigInt(Date.now()) * 1_000_000n;
  lastSequence = now > lastSequence ? now : lastSequence + 1n;
  return lastSequence.toString().padStart(24, '0');
}

function compareSeq(a: object, b: object) {
  const left = (a as Partial<BusJob>).seq ?? '';
  const right = (b as Partial<BusJob>).seq ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}
