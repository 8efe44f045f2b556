import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase, dropTestDatabase } from '@boutique/testing';
import { pino } from 'pino';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/database.js';
import type { EventBus } from '../src/events/event-bus.js';
import {
  registry,
  trackConsumers,
  untrackConsumers,
  type ConsumerStats,
} from '../src/metrics/metrics.js';
import { OutboxRelay } from '../src/outbox/outbox-relay.js';

/** The value of one sample line of the exposition (`name{labels} value`). */
async function sample(name: string, labels = ''): Promise<number | undefined> {
  const text = await registry.getSingleMetricAsString(name);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}${labels ? `{${labels}` : ''}`) && !l.startsWith('#'));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

describe('consumer gauges (events_consumer_lag, events_dead_letters)', () => {
  it('report what the tracked buses say at scrape time, and nothing once untracked', async () => {
    let calls = 0;
    const source = {
      consumerStats: (): Promise<ConsumerStats[]> => {
        calls += 1;
        return Promise.resolve([
          { group: 'notification', topic: 'order.events.v1', waiting: 7, deadLetters: 2 },
        ]);
      },
    };
    const broken = { consumerStats: () => Promise.reject(new Error('bus down')) };
    trackConsumers(source);
    trackConsumers(broken);
    try {
      const labels = 'group="notification",topic="order.events.v1"';
      assert.equal(await sample('events_consumer_lag', labels), 7);
      assert.equal(await sample('events_dead_letters', labels), 2);
      assert.equal(calls, 1, 'one sample serves both gauges');
    } finally {
      untrackConsumers(source);
      untrackConsumers(broken);
    }
    assert.equal(await sample('events_consumer_lag', 'group="notification"'), undefined);
  });
});

describe('outbox gauges and counter', () => {
  let url: string;
  let dataSource: DataSource;

  before(async () => {
    url = await createTestDatabase('outbox_metrics');
    dataSource = createDataSource({ url, entities: [], migrations: [] });
    await dataSource.initialize();
    await dataSource.runMigrations();
  });

  after(async () => {
    await dataSource?.destroy();
    if (url) await dropTestDatabase(url);
  });

  const insert = (type: string, minutesAgo: number) =>
    dataSource.query(
      `INSERT INTO outbox_event (id, topic, type, subject, envelope, created_at)
       VALUES ($1, 'metrics.events.v1', $2, 's', $3, now() - make_interval(mins => $4))`,
      [
        randomUUID(),
        type,
        JSON.stringify({ id: randomUUID(), type, subject: 's', data: {} }),
        minutesAgo,
      ],
    );

  it('outbox_lag_seconds is the age of the oldest unpublished event; published events are counted by type', async () => {
    let up = false;
    const bus = {
      publish: () => (up ? Promise.resolve() : Promise.reject(new Error('broker down'))),
    } as unknown as EventBus;
    const relay = new OutboxRelay(dataSource, bus, pino({ level: 'silent' }));
    const type = `metrics-tested-${randomUUID().slice(0, 8)}`;
    await insert(type, 5);
    await insert(type, 1);

    assert.equal(await relay.flush(), 0);
    assert.equal(await sample('outbox_backlog'), 2);
    const lag = (await sample('outbox_lag_seconds')) ?? 0;
    assert.ok(lag >= 299 && lag < 360, `lag ${lag}`);
    assert.equal(await sample('outbox_events_published_total', `type="${type}"`), undefined);

    up = true;
    assert.equal(await relay.flush(), 2);
    assert.equal(await sample('outbox_backlog'), 0);
    assert.equal(await sample('outbox_lag_seconds'), 0);
    assert.equal(await sample('outbox_events_published_total', `type="${type}"`), 2);
  });
});
