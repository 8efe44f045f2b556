// An event committed to the outbox reaches its consumer without waiting for the relay's
// tick or the consumer's poll: the commit notifies the relay and the publish notifies the
// consumers (PostgreSQL LISTEN/NOTIFY). Here the relay ticks once a minute and the
// consumer polls every 30 s, so only the wake-ups can deliver within the wait below.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase, dropTestDatabase, waitFor } from '@boutique/testing';
import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/database.js';
import type { EventEnvelope } from '../src/events/envelope.js';
import { PgBossEventBus } from '../src/events/pg-boss-event-bus.js';
import { Outbox } from '../src/outbox/outbox.js';
import { OutboxRelay } from '../src/outbox/outbox-relay.js';

describe('outbox and bus wake-ups', () => {
  let dataSource: DataSource;
  let publisher: PgBossEventBus;
  let consumer: PgBossEventBus;
  let relay: OutboxRelay;
  const urls: string[] = [];
  const outbox = new Outbox('order');
  const silent = pino({ level: 'silent' });

  before(async () => {
    const [serviceUrl, busUrl] = await Promise.all([
      createTestDatabase('wake'),
      createTestDatabase('wake_bus'),
    ]);
    urls.push(serviceUrl, busUrl);
    dataSource = createDataSource({ url: serviceUrl, entities: [], migrations: [] });
    await dataSource.initialize();
    await dataSource.runMigrations();
    // two processes' buses on one bus database: the publisher's and the consumer's
    publisher = new PgBossEventBus({ connectionString: busUrl, logger: silent });
    consumer = new PgBossEventBus({
      connectionString: busUrl,
      logger: silent,
      pollingIntervalSeconds: 30,
    });
    await Promise.all([publisher.start(), consumer.start()]);
    relay = new OutboxRelay(dataSource, publisher, silent, 60_000);
  });

  after(async () => {
    await relay.stop();
    await Promise.all([publisher.stop(), consumer.stop()]);
    await dataSource.destroy();
    await Promise.all(urls.map(dropTestDatabase));
  });

  it('delivers committed events within seconds although nobody polls sooner than 30 s', async () => {
    const received: EventEnvelope[] = [];
    await consumer.subscribe('catalogue', 'order.events.v1', async (e) => void received.push(e));
    relay.start();
    // let the first (idle) tick pass, so the relay sleeps for its minute and the
    // consumer's worker has made its first empty fetch and sleeps for its 30 s
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    for (const orderId of ['o-1', 'o-2']) {
      await dataSource.transaction((manager) =>
        outbox.add(manager, 'order-cancelled', orderId, {
          orderId,
          userId: 'u',
          reason: 'expired',
        }),
      );
    }
    await waitFor(() => received.length === 2, { what: 'both events', timeoutMs: 8_000 });
    assert.deepEqual(
      received.map((e) => e.subject),
      ['o-1', 'o-2'],
    );
  });
});
