import { randomUUID } from 'node:crypto';
import os from 'node:os';
import {
  Kafka,
  logLevel,
  type Admin,
  type Consumer,
  type ConsumerConfig,
  type KafkaConfig,
  type Producer,
} from 'kafkajs';
import type { Logger } from 'pino';
import { BroadcastSubscription } from './broadcast.js';
import type {
  BroadcastOptions,
  DeadLetter,
  EnvelopeHandler,
  EventBus,
  SubscribeOptions,
} from './event-bus.js';
import { isEnvelope, type EventEnvelope } from './envelope.js';
import { deliver, resolvePolicy } from './retry.js';
import { trackConsumers, untrackConsumers, type ConsumerStats } from '../metrics/metrics.js';

export interface KafkaEventBusOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /** Partitions for topics this bus creates. */
  partitions?: number;
  /** TLS and SASL of a managed cluster (kafkaConnectionOptions in kafka-options.ts). */
  connection?: Pick<KafkaConfig, 'ssl' | 'sasl'>;
  /**
   * How long the group coordinator waits for a silent consumer before it hands its
   * partitions to another (redelivering what it had not committed). Default 6 s, the
   * smallest a broker allows by default (group.min.session.timeout.ms).
   */
  sessionTimeoutMs?: number;
  /** How often a consumer heartbeats, also while a handler runs; default 1 s. */
  heartbeatIntervalMs?: number;
}

type DeadLetterRecord = Omit<DeadLetter, 'id'> & { kind: 'dead-letter'; id: string };
type ReplayedRecord = { kind: 'replayed'; id: string };

/**
 * The production adapter: Apache Kafka through kafkajs. Messages are keyed by the
 * envelope's subject, so one aggregate's events share a partition and keep their order.
 * Each (group, topic) subscription is its own consumer group `<group>--<topic>`;
 * handling is retried in place and an event that fails every attempt is written to the
 * group's dead-letter topic `<group>.dead-letter.v1`. Offsets are committed after the
 * handler returns, so a consumer that dies before that sees the event again: its
 * partitions go to another member once its session times out (6 s), and a consumer keeps
 * heartbeating while a slow handler runs, so it keeps its partitions meanwhile.
 *
 * A broadcast subscription is a consumer group of its own per process instance
 * (`<group>--<topic>--broadcast--<host>-<pid>-<random>`) that starts at the latest offset
 * and commits nothing: a group without offsets is forgotten by the broker once its member
 * is gone, so dead instances leave nothing behind. Each time it joins (start, rebalance,
 * reconnect) the projection resyncs, as the offset it resumes from is the latest again.
 */
export class KafkaEventBus implements EventBus {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private producer?: Producer;
  private admin?: Admin;
  private readonly consumers: Consumer[] = [];
  private readonly knownTopics = new Set<string>();
  /** This process's subscriptions, reported on /metrics (consumer lag, dead letters). */
  private readonly subscriptions: { group: string; topic: string }[] = [];
  /** Parked letters per group and topic, read again only when the dead-letter topic grew. */
  private readonly parked = new Map<string, { ends: string; byTopic: Map<string, number> }>();

  constructor(private readonly options: KafkaEventBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      ...options.connection,
      logLevel: logLevel.WARN,
      logCreator:
        () =>
        ({ namespace, log }) =>
          options.logger.warn({ namespace, kafka: log.message }, 'kafka'),
    });
  }

  /** The Kafka consumer group of one (group, topic) subscription. */
  static groupId(group: string, topic: string) {
    return `${group}--${topic}`;
  }

  static deadLetterTopic(group: string) {
    return `${group}.dead-letter.v1`;
  }

  async start() {
    this.admin = this.kafka.admin();
    await this.admin.connect();
    this.producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    await this.producer.connect();
  }

  async publish(topic: string, envelope: EventEnvelope) {
    await this.ensureTopic(topic);
    await this.requireProducer().send({
      topic,
      messages: [
        {
          key: envelope.subject,
          value: JSON.stringify(envelope),
          headers: {
            'ce-id': envelope.id,
            'ce-type': envelope.type,
            'content-type': 'application/cloudevents+json',
          },
        },
      ],
    });
  }

  async subscribe(
    group: string,
    topic: string,
    handler: EnvelopeHandler,
    options?: SubscribeOptions,
  ) {
    const policy = resolvePolicy(options?.retry);
    const types = options?.types ? new Set(options.types) : undefined;
    await this.ensureTopic(topic);
    await this.ensureTopic(KafkaEventBus.deadLetterTopic(group));
    const consumer = this.kafka.consumer(this.consumerConfig(KafkaEventBus.groupId(group, topic)));
    this.consumers.push(consumer);
    this.subscriptions.push({ group, topic });
    trackConsumers(this);
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    const log = this.options.logger;
    await consumer.run({
      autoCommit: true,
      partitionsConsumedConcurrently: 1,
      eachMessage: async ({ message, heartbeat }) => {
        const parsed = safeParse(message.value?.toString());
        if (!isEnvelope(parsed)) {
          log.error(
            { topic, offset: message.offset },
            'dropping a message that is not an event envelope',
          );
          return;
        }
        // another group's type on a shared topic: Kafka routes by topic only
        if (types && !types.has(parsed.type)) return;
        const deadLetter = await this.beating(heartbeat, () =>
          deliver(handler, parsed, { group, topic, policy, logger: log }),
        );
        if (deadLetter) {
          const record: DeadLetterRecord = { kind: 'dead-letter', id: randomUUID(), ...deadLetter };
          await this.requireProducer().send({
            topic: KafkaEventBus.deadLetterTopic(group),
            messages: [{ key: parsed.subject, value: JSON.stringify(record) }],
          });
        }
      },
    });
  }

  async subscribeBroadcast(
    group: string,
    topic: string,
    handler: EnvelopeHandler,
    options: BroadcastOptions = {},
  ) {
    await this.ensureTopic(topic);
    const log = this.options.logger;
    const subscription = new BroadcastSubscription(group, topic, handler, options, log);
    const groupId = `${KafkaEventBus.groupId(group, topic)}--broadcast--${instanceId()}`;
    const consumer = this.kafka.consumer(this.consumerConfig(groupId));
    this.consumers.push(consumer);
    // After each join the consumer resumes from the latest offset (nothing is committed):
    // once its first fetch has fixed that offset, re-read the projection.
    let joined = false;
    consumer.on(consumer.events.GROUP_JOIN, () => {
      joined = true;
    });
    consumer.on(consumer.events.FETCH, () => {
      if (!joined) return;
      joined = false;
      void subscription.resync('joined the broadcast group');
    });
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: false });
    await consumer.run({
      autoCommit: false,
      partitionsConsumedConcurrently: 1,
      eachMessage: async ({ message, heartbeat }) => {
        const parsed = safeParse(message.value?.toString());
        if (!isEnvelope(parsed)) return;
        await this.beating(heartbeat, () => subscription.deliver(parsed));
      },
    });
    log.info({ topic, group, groupId }, 'broadcast subscription');
  }

  async unsubscribe(group: string, topic: string) {
    // Only an empty group can be deleted: while older replicas still consume it, it stays
    // (and is deleted by a later start, or forgotten by the broker with its offsets).
    await this.admin
      ?.deleteGroups([KafkaEventBus.groupId(group, topic)])
      .catch((error: unknown) =>
        this.options.logger.info(
          { err: error, group, topic },
          'consumer group not deleted (in use, or already gone)',
        ),
      );
  }

  private consumerConfig(groupId: string): ConsumerConfig {
    return {
      groupId,
      sessionTimeout: this.options.sessionTimeoutMs ?? 6_000,
      heartbeatInterval: this.options.heartbeatIntervalMs ?? 1_000,
    };
  }

  /** Runs a handler while heartbeating, so a slow one does not lose its partitions. */
  private async beating<T>(heartbeat: () => Promise<void>, run: () => Promise<T>): Promise<T> {
    const timer = setInterval(
      () =>
        void heartbeat().catch((error: unknown) =>
          // a rebalance is under way: the consumer rejoins after this message
          this.options.logger.debug({ err: error }, 'kafka heartbeat during a handler failed'),
        ),
      this.options.heartbeatIntervalMs ?? 1_000,
    );
    try {
      return await run();
    } finally {
      clearInterval(timer);
    }
  }

  /**
   * Per subscription of this process: the consumer group's lag (end offset minus committed
   * offset, summed over partitions; the whole partition before a first commit) and the
   * letters parked in the group's dead-letter topic (read again only when it grew).
   */
  async consumerStats(): Promise<ConsumerStats[]> {
    const admin = this.admin;
    if (!admin || this.subscriptions.length === 0) return [];
    const stats: ConsumerStats[] = [];
    for (const { group, topic } of this.subscriptions) {
      const ends = await admin.fetchTopicOffsets(topic);
      const [committed] = await admin.fetchOffsets({
        groupId: KafkaEventBus.groupId(group, topic),
        topics: [topic],
      });
      const at = new Map(committed?.partitions.map((p) => [p.partition, Number(p.offset)]) ?? []);
      let waiting = 0;
      for (const end of ends) {
        const offset = at.get(end.partition) ?? -1;
        waiting += Math.max(0, Number(end.high) - (offset >= 0 ? offset : Number(end.low)));
      }
      const parked = await this.parkedByTopic(group);
      stats.push({ group, topic, waiting, deadLetters: parked.get(topic) ?? 0 });
    }
    return stats;
  }

  private async parkedByTopic(group: string): Promise<Map<string, number>> {
    const topic = KafkaEventBus.deadLetterTopic(group);
    await this.ensureTopic(topic);
    const ends = JSON.stringify(
      (await this.admin!.fetchTopicOffsets(topic)).map((p) => [p.partition, p.high]),
    );
    const cached = this.parked.get(group);
    if (cached?.ends === ends) return cached.byTopic;
    const byTopic = new Map<string, number>();
    for (const letter of await this.deadLetters(group, Number.MAX_SAFE_INTEGER))
      byTopic.set(letter.topic, (byTopic.get(letter.topic) ?? 0) + 1);
    this.parked.set(group, { ends, byTopic });
    return byTopic;
  }

  async deadLetters(group: string, limit = 100): Promise<DeadLetter[]> {
    const records = await this.readTopic(KafkaEventBus.deadLetterTopic(group));
    const replayed = new Set(
      records.filter((r): r is ReplayedRecord => r.kind === 'replayed').map((r) => r.id),
    );
    return records
      .filter((r): r is DeadLetterRecord => r.kind === 'dead-letter' && !replayed.has(r.id))
      .slice(0, limit)
      .map(({ kind: _kind, ...letter }) => letter);
  }

  async replayDeadLetters(group: string, ids?: string[]) {
    const letters = await this.deadLetters(group, Number.MAX_SAFE_INTEGER);
    let replayed = 0;
    for (const letter of letters) {
      if (ids && !ids.includes(letter.id)) continue;
      // Consumers are idempotent, so other groups ignore the second copy.
      await this.publish(letter.topic, letter.envelope);
      const marker: ReplayedRecord = { kind: 'replayed', id: letter.id };
      await this.requireProducer().send({
        topic: KafkaEventBus.deadLetterTopic(group),
        messages: [{ key: letter.envelope.subject, value: JSON.stringify(marker) }],
      });
      replayed += 1;
    }
    return replayed;
  }

  async isReady() {
    try {
      await this.admin?.listTopics();
      return Boolean(this.admin && this.producer);
    } catch {
      return false;
    }
  }

  async stop() {
    untrackConsumers(this);
    await Promise.allSettled(this.consumers.map((consumer) => consumer.disconnect()));
    await this.producer?.disconnect();
    await this.admin?.disconnect();
  }

  private requireProducer(): Producer {
    if (!this.producer) throw new Error('Kafka event bus is not started');
    return this.producer;
  }

  private async ensureTopic(topic: string) {
    if (this.knownTopics.has(topic) || !this.admin) return;
    const existing = await this.admin.listTopics();
    if (!existing.includes(topic)) {
      await this.admin.createTopics({
        waitForLeaders: true,
        topics: [{ topic, numPartitions: this.options.partitions ?? 3 }],
      });
    }
    this.knownTopics.add(topic);
  }

  /** Reads a whole topic from the beginning up to its current end. */
  private async readTopic(topic: string): Promise<(DeadLetterRecord | ReplayedRecord)[]> {
    if (!this.admin) throw new Error('Kafka event bus is not started');
    await this.ensureTopic(topic);
    const ends = await this.admin.fetchTopicOffsets(topic);
    const remaining = new Map(
      ends.filter((p) => Number(p.high) > Number(p.low)).map((p) => [p.partition, Number(p.high)]),
    );
    if (remaining.size === 0) return [];
    const records: {
      offset: number;
      partition: number;
      value: DeadLetterRecord | ReplayedRecord;
    }[] = [];
    const reader = this.kafka.consumer({ groupId: `dead-letter-reader-${randomUUID()}` });
    await reader.connect();
    try {
      await reader.subscribe({ topic, fromBeginning: true });
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out reading ${topic}`)), 30_000);
        reader
          .run({
            eachMessage: ({ partition, message }) => {
              const value = safeParse(message.value?.toString()) as
                DeadLetterRecord | ReplayedRecord | undefined;
              if (value) records.push({ offset: Number(message.offset), partition, value });
              const end = remaining.get(partition);
              if (end !== undefined && Number(message.offset) + 1 >= end)
                remaining.delete(partition);
              if (remaining.size === 0) {
                clearTimeout(timer);
                resolve();
              }
              return Promise.resolve();
            },
          })
          .catch(reject);
      });
    } finally {
      await reader.disconnect();
    }
    return records
      .sort((a, b) => a.partition - b.partition || a.offset - b.offset)
      .map((r) => r.value);
  }
}

/** This process among the replicas: host, pid and a random part (a restart is a new one). */
function instanceId(): string {
  return `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
}

function safeParse(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
