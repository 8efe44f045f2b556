// Broadcast subscriptions (subscribeBroadcast, @HandlesEvent(type, { broadcast: true })):
// every process of a service gets every event, for state held per process (catalogue's
// search index, the gateway's in-memory cache). Two bus instances on one bus stand for
// two replicas; a third publishes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { waitFor } from '@boutique/testing';
import pg from 'pg';
import { BroadcastSubscription } from '../src/events/broadcast.js';
import type { EventEnvelope } from '../src/events/envelope.js';
import type { EventBus } from '../src/events/event-bus.js';
import { PgBossEventBus } from '../src/events/pg-boss-event-bus.js';
import { busKinds, envelope, silent, unique } from './bus-fixtures.js';

/** One replica's projection: what it saw, and how often it was rebuilt. */
class Projection {
  readonly seen = new Map<string, unknown>();
  resyncs = 0;
  failing = false;
  readonly handle = async (event: EventEnvelope) => {
    if (this.failing) throw new Error('projection store unavailable');
    this.seen.set(event.subject, event.data);
  };
  readonly resync = async () => {
    this.resyncs += 1;
  };
}

for (const kind of busKinds()) {
  describe(`broadcast subscriptions: ${kind.name}`, { skip: kind.skip }, () => {
    const buses: EventBus[] = [];
    let publisher: EventBus;
    let env: Record<string, string> = {};
    const sql = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
      const client = new pg.Client({ connectionString: env.BUS_DATABASE_URL });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as T[];
      } finally {
        await client.end();
      }
    };

    const replica = async (
      group: string,
      topic: string,
      options: { leaseSeconds?: number } = {},
    ) => {
      const bus = kind.make(options);
      buses.push(bus);
      await bus.start();
      const projection = new Projection();
      await bus.subscribeBroadcast(group, topic, projection.handle, {
        resync: projection.resync,
        retry: { maxAttempts: 2, initialDelayMs: 10, maxDelayMs: 20 },
      });
      // live once its first resync ran (Kafka: after the group join fixed the offset)
      await waitFor(() => projection.resyncs >= 1, { what: 'the first resync', timeoutMs: 30_000 });
      return { bus, projection };
    };

    before(async () => {
      env = await kind.setUp();
      publisher = kind.make();
      buses.push(publisher);
      await publisher.start();
    });

    after(async () => {
      await Promise.all(buses.map((bus) => bus.stop()));
      await kind.tearDown();
    });

    it('an edit published once reaches both replicas within a second', async () => {
      const topic = unique('catalogue.events.v1');
      const [first, second] = [
        await replica('catalogue', topic),
        await replica('catalogue', topic),
      ];
      const sent = envelope('product-1', { title: 'Kanjivaram' });
      const published = Date.now();
      await publisher.publish(topic, sent);
      await waitFor(
        () => first.projection.seen.has('product-1') && second.projection.seen.has('product-1'),
        { what: 'the edit on both replicas', timeoutMs: 5_000 },
      );
      const elapsed = Date.now() - published;
      assert.ok(elapsed <= 1_000, `both replicas had the edit after ${elapsed} ms`);
      assert.deepEqual(second.projection.seen.get('product-1'), { title: 'Kanjivaram' });
    });

    it('resyncs the projection when a delivery fails every attempt', async () => {
      const topic = unique('catalogue.events.v1');
      const { projection } = await replica('catalogue', topic);
      projection.failing = true;
      await publisher.publish(topic, envelope('product-2'));
      await waitFor(() => projection.resyncs >= 2, { what: 'a resync after the failure' });
      projection.failing = false;
      await publisher.publish(topic, envelope('product-3'));
      await waitFor(() => projection.seen.has('product-3'), { what: 'the next event' });
      assert.equal(projection.seen.has('product-2'), false);
    });

    if (kind.name !== 'pg-boss') return;

    it('resyncs after the listener lost its connection, and receives again', async () => {
      const topic = unique('catalogue.events.v1');
      const { projection } = await replica('catalogue', topic);
      const cut = await sql(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'boutique-bus-listener' AND datname = current_database()`,
      );
      assert.ok(cut.length >= 1, 'a listener connection was cut');
      await waitFor(() => projection.resyncs >= 2, { what: 'the resync after the reconnect' });
      await publisher.publish(topic, envelope('product-4'));
      await waitFor(() => projection.seen.has('product-4'), {
        what: 'an event after the reconnect',
      });
    });

    it('resyncs instead when an event is too big to broadcast', async () => {
      const topic = unique('catalogue.events.v1');
      const { projection } = await replica('catalogue', topic);
      await publisher.publish(topic, envelope('product-5', { description: 'x'.repeat(10_000) }));
      await waitFor(() => projection.resyncs >= 2, { what: 'a resync for the big event' });
      assert.equal(projection.seen.has('product-5'), false);
    });

    it('a group unsubscribed from a topic stops collecting its events, and drops those waiting', async () => {
      const topic = unique('catalogue.events.v1');
      const bus = kind.make();
      buses.push(bus);
      await bus.start();
      let handled = 0;
      await bus.subscribe('catalogue', topic, async () => void (handled += 1));
      await publisher.publish(topic, envelope('product-6'));
      await waitFor(() => handled === 1, { what: 'the group delivery' });
      // the group's last consumer goes; an event waits for it
      await bus.stop();
      await publisher.publish(topic, envelope('product-7'));
      const waiting = async () =>
        (
          await sql<{ count: number }>(
            `SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1 AND state = 'created'`,
            [PgBossEventBus.queueName('catalogue', topic)],
          )
        )[0].count;
      assert.equal(await waiting(), 1);
      // a new version of the service broadcasts the topic instead
      const next = kind.make();
      buses.push(next);
      await next.start();
      await next.unsubscribe('catalogue', topic);
      await publisher.publish(topic, envelope('product-8'));
      assert.equal(await waiting(), 0);
      assert.equal(handled, 1);
    });
  });
}

describe('BroadcastSubscription', () => {
  it('runs deliveries and resyncs one at a time, in arrival order, joining queued resyncs', async () => {
    const log: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const subscription = new BroadcastSubscription(
      'catalogue',
      'catalogue.events.v1',
      async (event) => {
        log.push(`start ${event.subject}`);
        if (event.subject === 'slow') await gate;
        log.push(`end ${event.subject}`);
      },
      { resync: async () => void log.push('resync') },
      silent,
    );
    const slow = subscription.deliver(envelope('slow'));
    const first = subscription.resync('test');
    const second = subscription.resync('test again');
    const next = subscription.deliver(envelope('next'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(log, ['start slow']);
    release();
    await Promise.all([slow, first, second, next]);
    assert.equal(first, second);
    assert.deepEqual(log, ['start slow', 'end slow', 'resync', 'start next', 'end next']);
  });
});
