import type { Logger } from 'pino';
import type { EventBus } from './event-bus.js';
import { KafkaEventBus } from './kafka-event-bus.js';
import { PgBossEventBus } from './pg-boss-event-bus.js';

export interface EventBusConfig {
  SERVICE_NAME: string;
  KAFKA_BROKERS?: string;
  BUS_DATABASE_URL?: string;
}

/** KAFKA_BROKERS set means Kafka; otherwise the Postgres-backed bus on BUS_DATABASE_URL. */
export function createEventBus(config: EventBusConfig, logger: Logger): EventBus {
  if (config.KAFKA_BROKERS) {
    return new KafkaEventBus({
      brokers: config.KAFKA_BROKERS.split(',')
        .map((b) => b.trim())
        .filter(Boolean),
      clientId: config.SERVICE_NAME,
      logger,
    });
  }
  if (!config.BUS_DATABASE_URL) {
    throw new Error(
      'Configuration error: BUS_DATABASE_URL is missing (needed when KAFKA_BROKERS is unset)',
    );
  }
  return new PgBossEventBus({ connectionString: config.BUS_DATABASE_URL, logger });
}
