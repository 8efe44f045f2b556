import { createTestDatabase, dropTestDatabase } from '@boutique/testing';
import { pino } from 'pino';
import { PgBossEventBus } from '../src/events/pg-boss-event-bus.js';
import { eventBusContract } from './event-bus.contract.js';

eventBusContract('Postgres-backed (pg-boss)', async () => {
  const url = await createTestDatabase('bus');
  const bus = new PgBossEventBus({ connectionString: url, logger: pino({ level: 'silent' }) });
  await bus.start();
  return {
    bus,
    close: async () => {
      await bus.stop();
      await dropTestDatabase(url);
    },
  };
});
