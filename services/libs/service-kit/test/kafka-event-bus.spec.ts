import { describe, it } from 'node:test';
import { pino } from 'pino';
import { KafkaEventBus } from '../src/events/kafka-event-bus.js';
import { eventBusContract } from './event-bus.contract.js';

const brokers = process.env.KAFKA_BROKERS;

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
    it(
      'runs where KAFKA_BROKERS is set',
      { skip: 'KAFKA_BROKERS is not set: no Kafka broker on this machine' },
      () => {},
    );
  });
}
