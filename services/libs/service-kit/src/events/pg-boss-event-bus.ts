import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { createHash } from 'node:crypto';
import { BroadcastSubscription } from './broadcast.js';
import type {
  BroadcastOptions,
  DeadLetter,
  EnvelopeHandler,
  EventBus,
  SubscribeOptions,
} from './event-bus.js';
import { isEnvelope, type EventEnvelope } from './envelope.js';
import { DEFAULT_LEASE_SECONDS, LeaseSweeper, LeaseWorker } from './pg-boss-lease.js';
import { PgListener } from './pg-listener.js';
import { deliver, resolvePolicy } from './retry.js';
import { trackConsumers, untrackConsumers, type ConsumerStats } from '../metrics/metrics.js';

export interface PgBossEventBusOptions {
  connectionString: string;
  /** Connections of pg-boss's pool (default 4). */
  poolSize?: number;
  logger: Logger;
  /** Schema holding pg-boss's tables. */
  schema?: string;
  /** How often an idle consumer polls (pg-boss allows 0.5 s at least; default 2 s, publishes wake it sooner). */
  pollingIntervalSeconds?: number;
  /**
   * The lease of a delivered event: a consumer that stops beating it (died) gives it back
   * this long after its last beat (pg-boss-lease.ts); default 5 s.
   */
  leaseSeconds?: number;
}

type DeadLetterJobData = Omit<DeadLetter, 'id'>;

/**
 * The channel a publish notifies with its topic: consumers of the topic in every process
 * wake their worker at once instead of waiting for the next poll.
 */
export const BUS_WAKE_CHANNEL = 'boutique_bus_wake';

/** Wake-ups of one topic arriving within this window are served by one fetch. */
const WAKE_COALESCE_MS = 10;

/** The wake-up payload that wakes every worker (expired leases were put back). */
const WAKE_ALL = '*';

/** NOTIFY payloads must stay under 8000 bytes. */
const MAX_BROADCAST_PAYLOAD = 7_900;

/** The channel a topic's broadcasts are NOTIFYed on (at most 63 bytes, a PostgreSQL name). */
export function broadcastChannel(topic: string): string {
  const channel = `boutique_bus:${topic}`;
  if (Buffer.byteLength(channel) <= 63) return channel;
  return `boutique_bus:${createHash('sha256').update(topic).digest('hex').slice(0, 40)}`;
}

/** What a broadcast NOTIFY carries: the envelope, or its id when it is too big to carry. */
type BroadcastPayload = { envelope: EventEnvelope } | { id: string; type: string; subject: string };

/**
 * The embedded default: a Postgres-backed bus on pg-boss. A topic fans out to one queue
 * per consumer group, and only to the groups that handle the event's type (publish). Each
 * group's queue is worked by one worker, fetching in publish order and handling each key's
 * events one after the other (keys at once), and failed handling is retried in place,
 * so events of one key arrive in order. Events that fail every attempt go to the group's
 * dead-letter queue. An event whose worker died before acknowledging it is redelivered
 * within seconds (a lease the worker beats while it handles: pg-boss-lease.ts).
 *
 * Broadcasts (subscribeBroadcast) travel as PostgreSQL NOTIFY on one channel per topic,
 * carrying the envelope: every listening process gets them and nothing is stored, so no
 * queue is left behind when a process goes away. A notification sent while a process had
 * no connection is lost to it, so every (re)connection of its listener resyncs.
 */
export class PgBossEventBus implements EventBus {
  readonly kind = 'pg-boss' as const;
  private readonly boss: PgBoss;
  private started = false;
  private readonly schema: string;
  /** Workers by topic, woken when a publish on the topic is notified. */
  private readonly workers = new Map<string, LeaseWorker[]>();
  /** Broadcast subscriptions of this process by channel. */
  private readonly broadcasts = new Map<string, BroadcastSubscription[]>();
  private sweeper?: LeaseSweeper;
  private listener?: PgListener;
  /** Topics with a wake-up already on its way (at most one per WAKE_COALESCE_MS). */
  private readonly waking = new Set<string>();
  /** This process's subscriptions, reported on /metrics (consumer lag, dead letters). */
  private readonly subscriptions: { group: string; topic: string }[] = [];

  constructor(private readonly options: PgBossEventBusOptions) {
    this.schema = options.schema ?? 'pgboss';
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: this.schema,
      max: options.poolSize ?? 4,
    });
    this.boss.on('error', (error) => options.logger.error({ err: error }, 'event bus error'));
  }

  static queueName(group: string, topic: string) {
    return `${group}.${topic}`;
  }

  static deadLetterQueueName(group: string, topic: string) {
    return `${group}.${topic}.dead-letter`;
  }

  /**
   * The subscription event of one type of a topic: a group that handles only some types
   * of a topic subscribes its queue to these, and a publish makes a job only for the queues
   * subscribed to its type (or to the whole topic, for a group that takes every type).
   */
  static typeEvent(topic: string, type: string) {
    return `${topic}#${type}`;
  }

  async start() {
    await this.boss.start();
    await LeaseSweeper.ensureIndex(this.boss, this.schema);
    this.started = true;
  }

  /**
   * One statement: a job for each group queue subscribed to the event's type (or to its
   * whole topic), the wake-up of the topic's workers when it made any, and the broadcast.
   * pg-boss fetches a batch in created_on order but returns it unordered, so each job also
   * carries this publisher's sequence number: a key is only ever published by one service,
   * whose relay publishes in order.
   */
  async publish(topic: string, envelope: EventEnvelope) {
    const job: BusJob = { envelope, seq: nextSequence() };
    await this.boss
      .getDb()
      .executeSql(this.publishStatement, [
        topic,
        PgBossEventBus.typeEvent(topic, envelope.type),
        JSON.stringify(job),
        BUS_WAKE_CHANNEL,
        broadcastChannel(topic),
        broadcastPayload(envelope),
      ]);
  }

  /**
   * pg-boss's publish reads the subscriptions, then inserts one job per queue, each its own
   * statement (and drops a failed insert silently). This is the same insert, with the
   * queue's settings as pg-boss applies them, for every routed queue at once. A queue with
   * typed subscriptions keeps its plain topic subscription for publishers of an earlier
   * version (they route by topic only); here the typed ones decide for it.
   */
  private get publishStatement() {
    const s = this.schema;
    return `
      WITH routed AS (
        SELECT DISTINCT sub.name FROM ${s}.subscription sub
         WHERE sub.event = $2
            OR sub.event = $1 AND NOT EXISTS (
                 SELECT 1 FROM ${s}.subscription typed
                  WHERE typed.name = sub.name AND starts_with(typed.event, $1 || '#'))
      ), jobs AS (
        INSERT INTO ${s}.job (name, data, dead_letter, expire_in, keep_until, retry_limit,
                              retry_delay, retry_backoff, policy)
        SELECT q.name, $3::jsonb, q.dead_letter,
               COALESCE(q.expire_seconds * interval '1s', interval '15 minutes'),
               now() + COALESCE(q.retention_minutes * interval '1 minute', interval '14 days'),
               COALESCE(q.retry_limit, 2),
               CASE WHEN COALESCE(q.retry_backoff, false)
                    THEN GREATEST(COALESCE(q.retry_delay, 0), 1)
                    ELSE COALESCE(q.retry_delay, 0) END,
               COALESCE(q.retry_backoff, false), q.policy
          FROM routed JOIN ${s}.queue q ON q.name = routed.name
        RETURNING 1
      )
      SELECT CASE WHEN EXISTS (SELECT 1 FROM jobs) THEN pg_notify($4, $1) END,
             pg_notify($5, $6)`;
  }

  /**
   * Points the queue's subscriptions at the topic, or at the given types of it (plus the
   * plain topic, for publishers of an earlier version), dropping the ones no longer wanted
   * (a handler removed, a group that took every type and now declares its types).
   */
  private async route(queue: string, topic: string, types?: readonly string[]) {
    const events = [topic, ...(types ?? []).map((type) => PgBossEventBus.typeEvent(topic, type))];
    await this.boss.getDb().executeSql(
      `WITH gone AS (
         DELETE FROM ${this.schema}.subscription WHERE name = $1 AND event <> ALL($2::text[])
       )
       INSERT INTO ${this.schema}.subscription (event, name)
       SELECT unnest($2::text[]), $1 ON CONFLICT DO NOTHING`,
      [queue, events],
    );
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
    const leaseSeconds = this.options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
    await this.ensureQueue(queue, {
      // redeliveries after a consumer died (its lease ran out) before the dead-letter queue
      retryLimit: 3,
      // at once: the redelivered events come before the later ones of their keys
      retryDelay: 0,
      retryBackoff: false,
      expireInSeconds: leaseSeconds,
      deadLetter: deadLetterQueue,
    });
    await this.route(queue, topic, options?.types);
    const log = this.options.logger;
    const worker = new LeaseWorker({
      boss: this.boss,
      schema: this.schema,
      queue,
      batchSize: 25,
      // the fallback: publishes wake the workers at once through LISTEN/NOTIFY
      pollingIntervalMs: (this.options.pollingIntervalSeconds ?? 2) * 1000,
      leaseSeconds,
      logger: log,
      onJobs: async (jobs) => {
        const ordered = [...jobs].sort(
          (a, b) => a.createdOn.getTime() - b.createdOn.getTime() || compareSeq(a.data, b.data),
        );
        // One lane per key (the envelope's subject), in publish order: a key's events are
        // handled one after the other (retries in place keep it so), different keys at
        // once, so ten payments of ten orders do not wait for each other.
        const lanes = new Map<string, EventEnvelope[]>();
        for (const job of ordered) {
          const envelope = (job.data as Partial<BusJob>).envelope;
          if (!isEnvelope(envelope)) {
            log.error({ jobId: job.id, queue }, 'dropping a message that is not an event envelope');
            continue;
          }
          const lane = lanes.get(envelope.subject);
          if (lane) lane.push(envelope);
          else lanes.set(envelope.subject, [envelope]);
        }
        const settled = await Promise.allSettled(
          [...lanes.values()].map(async (lane) => {
            for (const envelope of lane) {
              const deadLetter = await deliver(handler, envelope, {
                group,
                topic,
                policy,
                logger: log,
              });
              if (deadLetter) await this.boss.send(deadLetterQueue, deadLetter);
            }
          }),
        );
        // the batch fails (and comes back) only once every lane has stopped
        const failed = settled.find((result) => result.status === 'rejected');
        if (failed) throw failed.reason;
      },
    });
    this.workers.set(topic, [...(this.workers.get(topic) ?? []), worker]);
    worker.start();
    this.startSweeper();
    this.subscriptions.push({ group, topic });
    trackConsumers(this);
    await this.ensureListener().listen(BUS_WAKE_CHANNEL);
  }

  async subscribeBroadcast(
    group: string,
    topic: string,
    handler: EnvelopeHandler,
    options: BroadcastOptions = {},
  ) {
    const channel = broadcastChannel(topic);
    const subscription = new BroadcastSubscription(
      group,
      topic,
      handler,
      options,
      this.options.logger,
    );
    this.broadcasts.set(channel, [...(this.broadcasts.get(channel) ?? []), subscription]);
    // A new connection resyncs every subscription (onConnected); one added to a live
    // connection catches up here, after its LISTEN, so nothing falls between.
    if ((await this.ensureListener().listen(channel)) === 'added')
      await subscription.resync('subscribed');
    this.options.logger.info({ topic, group }, 'broadcast subscription');
  }

  async unsubscribe(group: string, topic: string) {
    const queue = PgBossEventBus.queueName(group, topic);
    await this.boss
      .getDb()
      .executeSql(`DELETE FROM ${this.schema}.subscription WHERE name = $1`, [queue]);
    // what it collected meanwhile would wait for nobody (the group's older replicas, still
    // working it during a rolling update, are on their way out)
    if (await this.boss.getQueue(queue)) await this.boss.purgeQueue(queue);
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
    const workers =
      topic === WAKE_ALL ? [...this.workers.values()].flat() : this.workers.get(topic);
    if (!workers || this.waking.has(topic)) return;
    this.waking.add(topic);
    setTimeout(() => {
      this.waking.delete(topic);
      for (const worker of workers) worker.wake();
    }, WAKE_COALESCE_MS).unref();
  }

  /**
   * One connection per process LISTENs for publishes, to wake the workers of the published
   * topic (an event is handled within milliseconds rather than a poll later), and for the
   * broadcasts of the topics this process subscribed to. It reconnects when it breaks;
   * polling is the fallback for wake-ups meanwhile, and every broadcast projection is
   * resynced once it is back.
   */
  private ensureListener(): PgListener {
    this.listener ??= new PgListener({
      connectionString: this.options.connectionString,
      logger: this.options.logger,
      onNotification: (channel, payload) => this.onNotification(channel, payload),
      onConnected: () => {
        this.wake(WAKE_ALL);
        for (const subscription of [...this.broadcasts.values()].flat())
          void subscription.resync('bus listener connected');
      },
    });
    return this.listener;
  }

  private onNotification(channel: string, payload: string) {
    if (channel === BUS_WAKE_CHANNEL) return this.wake(payload);
    const subscriptions = this.broadcasts.get(channel);
    if (!subscriptions) return;
    let message: Partial<BroadcastPayload> | undefined;
    try {
      message = JSON.parse(payload) as Partial<BroadcastPayload>;
    } catch {
      message = undefined;
    }
    const envelope = message && 'envelope' in message ? message.envelope : undefined;
    for (const subscription of subscriptions) {
      if (isEnvelope(envelope)) void subscription.deliver(envelope);
      // too big for a notification: the projection re-reads everything instead
      else void subscription.resync('an event too big to broadcast');
    }
  }

  async deadLetters(group: string, limit = 100): Promise<DeadLetter[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT id, name, data, output, retry_limit, created_on FROM ${this.schema}.job
        WHERE name LIKE $1 AND name LIKE '%.dead-letter' AND state = 'created'
        ORDER BY created_on, id LIMIT $2`,
      [`${escapeLike(group)}.%`, limit],
    );
    return (
      rows as {
        id: string;
        name: string;
        data: Partial<DeadLetterJobData> & Partial<BusJob>;
        output: { value?: { message?: string } } | null;
        retry_limit: number;
        created_on: Date;
      }[]
    ).map((row) => {
      if (row.data.group) return { id: row.id, ...(row.data as DeadLetterJobData) };
      // Parked by pg-boss itself: every lease of it ran out (the consumer died holding it,
      // retryLimit times: an event that crashes its consumer). The queue names the topic.
      const topic = row.name.slice(group.length + 1, -'.dead-letter'.length);
      return {
        id: row.id,
        group,
        topic,
        envelope: row.data.envelope!,
        error: `the consumer died while handling it (${row.output?.value?.message ?? 'lease expired'})`,
        attempts: row.retry_limit + 1,
        failedAt: new Date(row.created_on).toISOString(),
      };
    });
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
    // the workers of the replayed topics, wherever they run, fetch them now
    for (const topic of new Set(
      letters.filter((l) => !ids || ids.includes(l.id)).map((l) => l.topic),
    ))
      await this.boss.getDb().executeSql('SELECT pg_notify($1, $2)', [BUS_WAKE_CHANNEL, topic]);
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
    this.sweeper?.stop();
    await Promise.all([...this.workers.values()].flat().map((worker) => worker.stop(5000)));
    const listener = this.listener;
    this.listener = undefined;
    await listener?.stop();
    await Promise.all([...this.broadcasts.values()].flat().map((b) => b.idle()));
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  /** Starts this process's lease sweep (pg-boss-lease.ts) with its first subscription. */
  private startSweeper() {
    this.sweeper ??= new LeaseSweeper(this.boss, this.schema, this.options.logger, async () => {
      // put back for whichever process works the queues: wake every worker everywhere
      await this.boss.getDb().executeSql('SELECT pg_notify($1, $2)', [BUS_WAKE_CHANNEL, WAKE_ALL]);
    });
    this.sweeper.start();
  }

  /**
   * Creates the queue unless it exists, or brings an existing one to `options` (a queue
   * made by an earlier version kept a 60 s expiry and a retry delay). Two processes
   * creating queues at the same time on a fresh bus database (catalogue and the gateway
   * both consume catalogue events) can deadlock inside pg-boss's create_queue;
   * PostgreSQL aborts one of them, which tries again.
   */
  /**
   * pg-boss's create_queue takes locks on its shared tables in an order that deadlocks when
   * many processes create queues at once (eleven replicas starting together on a fresh bus
   * database did, and a process crashed after five aborted tries). Creation is rare (a
   * process's first start), so it is serialised across processes with a session-level
   * advisory lock on a connection of its own.
   */
  private async createQueueAlone(name: string, options: Omit<PgBoss.Queue, 'name'>) {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [CREATE_QUEUE_LOCK]);
      if (!(await this.boss.getQueue(name)))
        await this.boss.createQueue(name, { name, ...options });
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private async ensureQueue(name: string, options: Omit<PgBoss.Queue, 'name'>) {
    for (let attempt = 1; ; attempt += 1) {
      const existing = await this.boss.getQueue(name);
      if (existing) {
        const stale = (Object.keys(options) as (keyof typeof options)[]).some(
          (key) => options[key] !== existing[key],
        );
        if (stale) await this.boss.updateQueue(name, { name, ...options });
        return;
      }
      try {
        await this.createQueueAlone(name, options);
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

/** Advisory lock key under which processes create pg-boss queues one at a time. */
const CREATE_QUEUE_LOCK = 0x62757371; // 'busq'

function broadcastPayload(envelope: EventEnvelope): string {
  const whole = JSON.stringify({ envelope } satisfies BroadcastPayload);
  if (Buffer.byteLength(whole) <= MAX_BROADCAST_PAYLOAD) return whole;
  const { id, type, subject } = envelope;
  return JSON.stringify({ id, type, subject } satisfies BroadcastPayload);
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
