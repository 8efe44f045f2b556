// The buses the broadcast and redelivery specs run on: pg-boss on a fresh test database,
// and Kafka where KAFKA_BROKERS is set. Each spec makes several bus instances (processes
// of one service, replicas) on one bus.
import { randomUUID } from 'node:crypto';
import { createTestDatabase, dropTestDatabase } from '@boutique/testing';
import { pino } from 'pino';
import type { EventEnvelope } from '../src/events/envelope.js';
import type { EventBus } from '../src/events/event-bus.js';
import { KafkaEventBus, type KafkaEventBusOptions } from '../src/events/kafka-event-bus.js';
import { PgBossEventBus, type PgBossEventBusOptions } from '../src/events/pg-boss-event-bus.js';

export const silent = pino({ level: 'silent' });

export interface BusKind {
  name: 'pg-boss' | 'kafka';
  /** Why the suite cannot run here, if it cannot. */
  skip?: string;
  /** Prepares the shared bus (a database); answers the child process's environment. */
  setUp(): Promise<Record<string, string>>;
  /** A new bus instance, as one more process would have (not started). */
  make(options?: { leaseSeconds?: number; sessionTimeoutMs?: number }): EventBus;
  tearDown(): Promise<void>;
}

export function busKinds(): BusKind[] {
  let url = '';
  const pgBoss: BusKind = {
    name: 'pg-boss',
    setUp: async () => {
      url = await createTestDatabase('bus_topology');
      return { BUS_DATABASE_URL: url };
    },
    make: (options = {}) =>
      new PgBossEventBus({
        connectionString: url,
        logger: silent,
        leaseSeconds: options.leaseSeconds,
      } satisfies PgBossEventBusOptions),
    tearDown: async () => {
      if (url) await dropTestDatabase(url);
    },
  };
  const brokers = process.env.KAFKA_BROKERS;
  const kafka: BusKind = {
    name: 'kafka',
    skip: brokers ? undefined : 'KAFKA_BROKERS is not set: no Kafka broker on this machine',
    setUp: () => Promise.resolve({ KAFKA_BROKERS: brokers ?? '' }),
    make: (options = {}) =>
      new KafkaEventBus({
        brokers: (brokers ?? '').split(','),
        clientId: `topology-${randomUUID().slice(0, 8)}`,
        logger: silent,
        sessionTimeoutMs: options.sessionTimeoutMs,
      } satisfies KafkaEventBusOptions),
    tearDown: () => Promise.resolve(),
  };
  return [pgBoss, kafka];
}

export const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

export function envelope(
  subject: string,
  data: unknown = {},
  type = 'topology-tested',
): EventEnvelope {
  return {
    specversion: '1.0',
    id: randomUUID(),
    type,
    source: 'topology-test',
    time: new Date().toISOString(),
    subject,
    datacontenttype: 'application/json',
    dataschema: 'boutique.test.v1.TopologyTested/v1',
    data,
  };
}
