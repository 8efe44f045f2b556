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

describe('transactional outbox and relay', () => {
  let dataSource: DataSource;
  let bus: PgBossEventBus;
  let relay: OutboxRelay;
  const urls: string[] = [];
  const outbox = new Outbox('identity');

  before(async () => {
    const [serviceUrl, busUrl] = await Promise.all([
      createTestDatabase('outbox'),
      createTestDatabase('outbox_bus'),
    ]);
    urls.push(serviceUrl, busUrl);
    dataSource = createDataSource({ url: serviceUrl, entities: [], migrations: [] });
    await dataSource.initialize();
    await dataSource.runMigrations();
    await dataSource.query('CREATE TABLE account (id text PRIMARY KEY)');
    bus = new PgBossEventBus({ connectionString: busUrl, logger: pino({ level: 'silent' }) });
    await bus.start();
    relay = new OutboxRelay(dataSource, bus, pino({ level: 'silent' }), 50);
  });

  after(async () => {
    await relay.stop();
    await bus.stop();
    await dataSource.destroy();
    await Promise.all(urls.map(dropTestDatabase));
  });

  it('publishes an event only when its transaction commits, in order', async () => {
    const received: EventEnvelope[] = [];
    await bus.subscribe(
      'notification',
      'user.events.v1',
      async (event) => void received.push(event),
    );

    await assert.rejects(
      dataSource.transaction(async (manager) => {
        await manager.query(`INSERT INTO account (id) VALUES ('rolled-back')`);
        await outbox.add(manager, 'user-registered', 'rolled-back', {
          userId: 'rolled-back',
          email: 'gone@example.com',
          userName: 'Gone',
          registeredAt: new Date().toISOString(),
        });
        throw new Error('registration failed after the event was written');
      }),
    );
    for (const name of ['Asha', 'Bina', 'Chitra']) {
      await dataSource.transaction(async (manager) => {
        await manager.query('INSERT INTO account (id) VALUES ($1)', [name]);
        await outbox.add(manager, 'user-registered', name, {
          userId: name,
          email: `${name.toLowerCase()}@example.com`,
          userName: name,
          registeredAt: new Date().toISOString(),
        });
      });
    }
    relay.start();
    await waitFor(() => received.length === 3, { what: 'three events' });
    assert.deepEqual(
      received.map((event) => (event.data as { userName: string }).userName),
      ['Asha', 'Bina', 'Chitra'],
    );
    assert.equal(received[0].type, 'user-registered');
    assert.equal(received[0].source, 'identity');
    assert.equal(received[0].dataschema, 'boutique.identity.events.v1.UserRegistered/v1');
    const pending = await dataSource.query<
      {
        n: number;
      }[]
    >('SELECT count(*)::int AS n FROM outbox_event WHERE published_at IS NULL');
    assert.equal(pending[0].n, 0);
  });

  it('refuses to write an event outside a transaction', async () => {
    await assert.rejects(
      outbox.add(dataSource.manager, 'user-registered', 'x', {
        userId: 'x',
        email: 'x@example.com',
        userName: 'x',
        registeredAt: '',
      }),
      /must run inside the transaction/,
    );
  });

  it('prunes published events past their retention, never unpublished or recent ones', async () => {
    const add = (subject: string) =>
      dataSource.transaction((manager) =>
        outbox.add(manager, 'user-deleted', subject, { userId: subject, deletedBy: 'admin' }),
      );
    for (const subject of ['old-published', 'recent-published', 'old-unpublished']) {
      await add(subject);
    }
    await dataSource.query(
      `UPDATE outbox_event SET published_at = now() - interval '8 days' WHERE subject = 'old-published'`,
    );
    await dataSource.query(
      `UPDATE outbox_event SET published_at = now() WHERE subject = 'recent-published'`,
    );
    await dataSource.query(
      `UPDATE outbox_event SET published_at = NULL, created_at = now() - interval '9 days'
        WHERE subject = 'old-unpublished'`,
    );
    const pruner = new OutboxRelay(dataSource, bus, pino({ level: 'silent' }));
    assert.equal(await pruner.prune(7, 1), 1);
    const left = await dataSource.query<{ subject: string }[]>(
      `SELECT subject FROM outbox_event WHERE subject IN ('old-published', 'recent-published', 'old-unpublished') ORDER BY subject`,
    );
    assert.deepEqual(
      left.map((r) => r.subject),
      ['old-unpublished', 'recent-published'],
    );
  });

  it('forgets handled events after 30 days, never sooner', async () => {
    const consumer = `prune-${Date.now()}`;
    await dataSource.query(
      `INSERT INTO processed_event (consumer, event_id, event_type, processed_at) VALUES
         ($1, gen_random_uuid(), 'user-deleted', now() - interval '31 days'),
         ($1, gen_random_uuid(), 'user-deleted', now() - interval '32 days'),
         ($1, gen_random_uuid(), 'user-deleted', now() - interval '29 days'),
         ($1, gen_random_uuid(), 'user-deleted', now())`,
      [consumer],
    );
    const pruner = new OutboxRelay(dataSource, bus, pino({ level: 'silent' }));
    assert.equal(await pruner.pruneProcessed(30, 1), 2);
    const [{ left }] = await dataSource.query<{ left: number }[]>(
      `SELECT count(*)::int AS left FROM processed_event WHERE consumer = $1`,
      [consumer],
    );
    assert.equal(left, 2);
  });
});
