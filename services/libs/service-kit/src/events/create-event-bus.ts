import type { Logger } from 'pino';
import type { EventBus } from './event-bus.js';
import { KafkaEventBus } from './kafka-event-bus.js';
import { kafkaConnectionOptions, type KafkaConnectionConfig } from './kafka-options.js';
import { PgBossEventBus } from './pg-boss-event-bus.js';

export interface EventBusConfig extends KafkaConnectionConfig {
  SERVICE_NAME: string;
  KAFKA_BROKERS?: string;
  BUS_DATABASE_URL?: string;
  /** Connections of the PostgreSQL-backed bus's pool (default 4). */
  BUS_POOL_SIZE?: number;
}

/**
 * KAFKA_BROKERS set means Kafka (with KAFKA_SASL_* and KAFKA_SSL*, checked here too:
 * a ConfigError); otherwise the Postgres-backed bus on BUS_DATABASE_URL.
 */
export function createEventBus(config: EventBusConfig, logger: Logger): EventBus {
  if (config.KAFKA_BROKERS) {
    return new KafkaEventBus({
      brokers: config.KAFKA_BROKERS.split(',')
        .map((b) => b.trim())
        .filter(Boolean),
      clientId: config.SERVICE_NAME,
      connection: kafkaConnectionOptions(config),
      logger,
    });
  }
  if (!config.BUS_DATABASE_URL) {
    throw new Error(
      'Configuration error: BUS_DATABASE_URL is missing (needed when KAFKA_BROKERS is unset)',
    );
  }
  return new PgBossEventBus({
    connectionString: config.BUS_DATABASE_URL,
    poolSize: config.BUS_POOL_SIZE,
    logger,
  });
}
