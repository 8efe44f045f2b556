import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase, dropTestDatabase, waitFor } from '@boutique/testing';
import pg from 'pg';
import { pino } from 'pino';
import type { EventEnvelope } from '../src/events/envelope.js';
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

function envelope(type: string, subject: string): EventEnvelope {
  return {
    specversion: '1.0',
    id: randomUUID(),
    type,
    source: 'routing-test',
    time: new Date().toISOString(),
    subject,
    datacontenttype: 'application/json',
    dataschema: 'boutique.test.v1.RoutingTested/v1',
    data: {},
  };
}

describe('pg-boss bus: routing by event type', () => {
  let url: string;
  let db: pg.Client;
  const silent = pino({ level: 'silent' });
  const jobsOf = async (queue: string) =>
    (
      await db.query<{ type: string }>(
        `SELECT data->'envelope'->>'type' AS type FROM pgboss.job WHERE name = $1
          ORDER BY created_on, data->>'seq'`,
        [queue],
      )
    ).rows.map((row) => row.type);

  before(async () => {
    url = await createTestDatabase('bus_routing');
    db = new pg.Client({ connectionString: url });
    await db.connect();
  });
  after(async () => {
    await db?.end();
    if (url) await dropTestDatabase(url);
  });

  it('makes no job for a group that does not handle the type, also for a group that took every type before', async () => {
    const topic = 'order.events.v1';
    // an earlier version of payment took every type of the topic
    const earlier = new PgBossEventBus({ connectionString: url, logger: silent });
    await earlier.start();
    await earlier.subscribe('payment', topic, async () => undefined);
    await earlier.stop();

    const bus = new PgBossEventBus({ connectionString: url, logger: silent });
    await bus.start();
    const got = { cart: [] as string[], payment: [] as string[] };
    try {
      await bus.subscribe('cart', topic, async (e) => void got.cart.push(e.type), {
        types: ['order-paid'],
      });
      await bus.subscribe('payment', topic, async (e) => void got.payment.push(e.type), {
        types: ['order-cancelled', 'order-payment-refused'],
      });
      for (const type of ['order-created', 'order-paid', 'order-status-changed', 'order-cancelled'])
        await bus.publish(topic, envelope(type, 'order-1'));
      await waitFor(() => got.cart.length === 1 && got.payment.length === 1, {
        what: 'deliveries',
      });
      assert.deepEqual(await jobsOf(PgBossEventBus.queueName('cart', topic)), ['order-paid']);
      assert.deepEqual(await jobsOf(PgBossEventBus.queueName('payment', topic)), [
        'order-cancelled',
      ]);
      assert.deepEqual(got, { cart: ['order-paid'], payment: ['order-cancelled'] });

      // unsubscribed (its handlers became broadcasts): no job for any type any more
      await bus.unsubscribe('cart', topic);
      const before = await jobsOf(PgBossEventBus.queueName('cart', topic));
      await bus.publish(topic, envelope('order-paid', 'order-2'));
      assert.deepEqual(await jobsOf(PgBossEventBus.queueName('cart', topic)), before);
    } finally {
      await bus.stop();
    }
  });
});

describe('pg-boss bus: keys in parallel, each key in order', () => {
  let url: string;
  before(async () => {
    url = await createTestDatabase('bus_lanes');
  });
  after(async () => {
    if (url) await dropTestDatabase(url);
  });

  it('an event of one order does not wait for a slow event of another', async () => {
    const topic = 'payment.events.v1';
    const silent = pino({ level: 'silent' });
    // the group's queue exists and the three events wait in it, so one fetch takes them all
    const publisher = new PgBossEventBus({ connectionString: url, logger: silent });
    await publisher.start();
    await publisher.subscribe('order', topic, async () => undefined);
    await publisher.stop();
    const writer = new PgBossEventBus({ connectionString: url, logger: silent });
    await writer.start();
    await writer.publish(topic, envelope('first', 'order-a'));
    await writer.publish(topic, envelope('second', 'order-a'));
    await writer.publish(topic, envelope('first', 'order-b'));
    await writer.stop();

    const bus = new PgBossEventBus({ connectionString: url, logger: silent });
    await bus.start();
    const handled: string[] = [];
    // order-a's first event is held until order-b's event has been handled: handled one
    // after the other, order-b would only come once the wait below ran out
    let release!: () => void;
    const bHandled = new Promise<void>((resolve) => (release = resolve));
    try {
      await bus.subscribe('order', topic, async (event) => {
        if (event.subject === 'order-a' && event.type === 'first') {
          await Promise.race([bHandled, new Promise((r) => setTimeout(r, 4_000))]);
        }
        handled.push(`${event.subject}:${event.type}`);
        if (event.subject === 'order-b') release();
      });
      await waitFor(() => handled.length === 3, { timeoutMs: 10_000, what: 'three events' });
      // order-b went past the slow event of order-a; order-a's own events kept their order
      assert.deepEqual(handled, ['order-b:first', 'order-a:first', 'order-a:second']);
    } finally {
      await bus.stop();
    }
  });
});
