import { after, describe, it } from 'node:test';
import { adapterTarget, externalServer } from '@boutique/testing';
import { pino } from 'pino';
import { KafkaEventBus } from '../src/events/kafka-event-bus.js';
import { eventBusContract } from './event-bus.contract.js';

// A Kafka container with TESTCONTAINERS=1 on a Docker host, else KAFKA_BROKERS, else skipped.
const kafka = await adapterTarget(
  'kafka',
  () => externalServer(process.env.KAFKA_BROKERS, 'KAFKA_BROKERS'),
  'KAFKA_BROKERS',
);
after(() => kafka.server?.stop());
const brokers = kafka.server?.url;

if (brokers) {
  eventBusContract('Kafka (kafkajs)', async () => {
    const bus = new KafkaEventBus({
      brokers: brokers.split(','),
      clientId: 'contract-test',
      logger: pino({ level: 'silent' }),
    });
    await bus.start();
    return { bus, close: () => bus.stop() };
  });
} else {
  describe('event bus contract: Kafka (kafkajs)', () => {
    it('runs where KAFKA_BROKERS is set', { skip: kafka.skip }, () => {});
  });
}
