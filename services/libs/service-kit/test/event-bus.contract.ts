import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase, dropTestDatabase, waitFor } from '@boutique/testing';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/database.js';
import type { EventEnvelope } from '../src/events/envelope.js';
import type { EventBus } from '../src/events/event-bus.js';
import { idempotent } from '../src/events/idempotent-consumer.js';

export interface BusFixture {
  bus: EventBus;
  close(): Promise<void>;
}

function envelope(subject: string, data: unknown, type = 'contract-tested'): EventEnvelope {
  return {
    specversion: '1.0',
    id: randomUUID(),
    type,
    source: 'contract-test',
    time: new Date().toISOString(),
    subject,
    datacontenttype: 'application/json',
    dataschema: 'boutique.test.v1.ContractTested/v1',
    data,
  };
}

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

/**
 * The one contract every EventBus adapter passes: delivery, idempotent effects across
 * redelivery and crashes, dead-lettering with the error, replay, and per-key order.
 */
export function eventBusContract(adapter: string, makeBus: () => Promise<BusFixture>) {
  describe(`event bus contract: ${adapter}`, () => {
    let fixture: BusFixture;
    let databaseUrl: string;
    let dataSource: DataSource;

    const effects = async (consumer: string) =>
      (
        await dataSource.query<unknown[]>('SELECT event_id FROM effect WHERE consumer = $1', [
          consumer,
        ])
      ).length;

    /** A consumer whose effect is one row in `effect`, recorded with the processed id. */
    const effectHandler = (consumer: string, hooks?: Parameters<typeof idempotent>[3]) =>
      idempotent(
        dataSource,
        consumer,
        async (event, manager) => {
          await manager.query('INSERT INTO effect (consumer, event_id) VALUES ($1, $2)', [
            consumer,
            event.id,
          ]);
        },
        hooks,
      );

    before(async () => {
      databaseUrl = await createTestDatabase('bus_contract');
      dataSource = createDataSource({ url: databaseUrl, entities: [], migrations: [] });
      await dataSource.initialize();
      await dataSource.runMigrations();
      await dataSource.query(
        'CREATE TABLE effect (consumer text NOT NULL, event_id uuid NOT NULL)',
      );
      fixture = await makeBus();
    });

    after(async () => {
      await fixture?.close();
      await dataSource?.destroy();
      if (databaseUrl) await dropTestDatabase(databaseUrl);
    });

    it('delivers a published event to a subscribed group', async () => {
      const topic = unique('orders.events.v1');
      const received: EventEnvelope[] = [];
      await fixture.bus.subscribe(unique('group'), topic, async (event) => {
        received.push(event);
      });
      const sent = envelope('order-1', { total: 4999 });
      await fixture.bus.publish(topic, sent);
      await waitFor(() => received.length === 1, { what: 'delivery' });
      assert.equal(received[0].id, sent.id);
      assert.deepEqual(received[0].data, { total: 4999 });
      assert.equal(received[0].subject, 'order-1');
    });

    it('delivers every event to each group', async () => {
      const topic = unique('user.events.v1');
      const first: string[] = [];
      const second: string[] = [];
      await fixture.bus.subscribe(
        unique('first'),
        topic,
        async (event) => void first.push(event.id),
      );
      await fixture.bus.subscribe(
        unique('second'),
        topic,
        async (event) => void second.push(event.id),
      );
      const sent = envelope('user-1', {});
      await fixture.bus.publish(topic, sent);
      await waitFor(() => first.length === 1 && second.length === 1, { what: 'fan-out' });
      assert.deepEqual(first, [sent.id]);
      assert.deepEqual(second, [sent.id]);
    });

    it('delivers to a group only the event types it declared, and every type to a group that declared none', async () => {
      const topic = unique('order.events.v1');
      const picky: string[] = [];
      const all: string[] = [];
      await fixture.bus.subscribe(
        unique('cart'),
        topic,
        async (event) => void picky.push(event.type),
        { types: ['order-paid'] },
      );
      await fixture.bus.subscribe(
        unique('audit'),
        topic,
        async (event) => void all.push(event.type),
      );
      await fixture.bus.publish(topic, envelope('order-7', {}, 'order-created'));
      await fixture.bus.publish(topic, envelope('order-7', {}, 'order-paid'));
      await fixture.bus.publish(topic, envelope('order-7', {}, 'order-status-changed'));
      await waitFor(() => all.length === 3 && picky.length === 1, { what: 'deliveries' });
      assert.deepEqual(all, ['order-created', 'order-paid', 'order-status-changed']);
      assert.deepEqual(picky, ['order-paid']);
    });

    it('retries and parks only the failing event of a batch; the others are handled once', async () => {
      const topic = unique('notification.events.v1');
      const group = unique('notification');
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const handled: string[] = [];
      let badAttempts = 0;
      await fixture.bus.subscribe(
        group,
        topic,
        async (event) => {
          const { name } = event.data as { name: string };
          if (name === 'gate') await gate;
          if (name === 'bad') {
            badAttempts += 1;
            throw new Error('mail server refused it');
          }
          handled.push(name);
        },
        { retry: { maxAttempts: 3, initialDelayMs: 5, maxDelayMs: 20 } },
      );
      // the gate holds the consumer while the next three wait together (one fetch)
      await fixture.bus.publish(topic, envelope('mail-0', { name: 'gate' }));
      const bad = envelope('mail-1', { name: 'bad' });
      await fixture.bus.publish(topic, envelope('mail-2', { name: 'before' }));
      await fixture.bus.publish(topic, bad);
      await fixture.bus.publish(topic, envelope('mail-3', { name: 'after' }));
      release();
      const letters = await waitFor(
        async () => {
          const found = await fixture.bus.deadLetters(group);
          return found.length > 0 && handled.length === 3 ? found : undefined;
        },
        { what: 'the batch handled and the bad event parked' },
      );
      assert.deepEqual([...handled].sort(), ['after', 'before', 'gate']);
      assert.equal(badAttempts, 3);
      assert.deepEqual(
        letters.map((l) => [l.envelope.id, l.attempts]),
        [[bad.id, 3]],
      );
      const stats = async () =>
        (await fixture.bus.consumerStats()).find((s) => s.group === group && s.topic === topic);
      await waitFor(async () => (await stats())?.waiting === 0, { what: 'nothing left waiting' });
      assert.equal(handled.length, 3, 'nothing handled twice');
      assert.equal(badAttempts, 3);
      assert.equal((await stats())?.deadLetters, 1);
    });

    it('applies a redelivered event once', async () => {
      const topic = unique('cart.events.v1');
      const consumer = unique('cart');
      let deliveries = 0;
      const handler = effectHandler(consumer);
      await fixture.bus.subscribe(consumer, topic, async (event) => {
        deliveries += 1;
        await handler(event);
      });
      const sent = envelope('cart-1', {});
      await fixture.bus.publish(topic, sent);
      await fixture.bus.publish(topic, sent); // the same event again (at-least-once delivery)
      await waitFor(() => deliveries === 2, { what: 'both deliveries' });
      assert.equal(await effects(consumer), 1);
    });

    it('does not apply the effect twice when the consumer dies after its effect but before acknowledging', async () => {
      const topic = unique('payment.events.v1');
      const consumer = unique('payment');
      let crashes = 0;
      let deliveries = 0;
      const handler = effectHandler(consumer, {
        afterCommit: () => {
          if (crashes === 0) {
            crashes += 1;
            throw new Error('consumer died before acknowledging');
          }
        },
      });
      await fixture.bus.subscribe(
        consumer,
        topic,
        async (event) => {
          deliveries += 1;
          await handler(event);
        },
        { retry: { maxAttempts: 3, initialDelayMs: 10, maxDelayMs: 50 } },
      );
      await fixture.bus.publish(topic, envelope('payment-1', {}));
      await waitFor(() => deliveries >= 2, { what: 'redelivery after the crash' });
      await waitFor(async () => (await effects(consumer)) === 1, { what: 'one effect' });
      assert.equal(crashes, 1);
      assert.equal(await effects(consumer), 1);
      assert.deepEqual(await fixture.bus.deadLetters(consumer), []);
    });

    it('parks an event that fails every attempt in the dead-letter stream with its error, and replays it', async () => {
      const topic = unique('catalogue.events.v1');
      const group = unique('catalogue');
      let attempts = 0;
      let healthy = false;
      const handled: string[] = [];
      await fixture.bus.subscribe(
        group,
        topic,
        async (event) => {
          if (!healthy) {
            attempts += 1;
            throw new Error(`stock service unreachable (attempt ${attempts})`);
          }
          handled.push(event.id);
        },
        { retry: { maxAttempts: 3, initialDelayMs: 10, maxDelayMs: 50 } },
      );
      const sent = envelope('product-9', { sku: 'KORA-01' });
      await fixture.bus.publish(topic, sent);
      const letters = await waitFor(
        async () => {
          const found = await fixture.bus.deadLetters(group);
          return found.length > 0 ? found : undefined;
        },
        { what: 'dead letter' },
      );
      assert.equal(attempts, 3);
      assert.equal(letters.length, 1);
      assert.equal(letters[0].envelope.id, sent.id);
      assert.equal(letters[0].attempts, 3);
      assert.equal(letters[0].topic, topic);
      assert.match(letters[0].error, /stock service unreachable \(attempt 3\)/);

      healthy = true;
      assert.equal(await fixture.bus.replayDeadLetters(group), 1);
      await waitFor(() => handled.length === 1, { what: 'replayed delivery' });
      assert.deepEqual(handled, [sent.id]);
      await waitFor(async () => (await fixture.bus.deadLetters(group)).length === 0, {
        what: 'empty dead-letter stream',
      });
    });

    it('reports the events waiting for a group and the letters it parked (consumer lag, dead letters)', async () => {
      const topic = unique('content.events.v1');
      const group = unique('content');
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const started: string[] = [];
      let failing = true;
      await fixture.bus.subscribe(
        group,
        topic,
        async (event) => {
          started.push(event.id);
          if (failing && (event.data as { fail?: boolean }).fail) throw new Error('unhandled');
          await gate;
        },
        { retry: { maxAttempts: 1, initialDelayMs: 1, maxDelayMs: 1 } },
      );
      const stats = async () =>
        (await fixture.bus.consumerStats()).find((s) => s.group === group && s.topic === topic);
      assert.deepEqual(await stats(), { group, topic, waiting: 0, deadLetters: 0 });

      await fixture.bus.publish(topic, envelope('media-1', { fail: true }));
      await waitFor(async () => (await stats())?.deadLetters === 1, { what: 'one parked letter' });
      // The next event blocks its handler; the two after it wait.
      for (let n = 0; n < 3; n += 1) await fixture.bus.publish(topic, envelope('media-1', {}));
      await waitFor(() => started.length === 2, { what: 'the blocked delivery' });
      const blocked = await waitFor(
        async () => {
          const found = await stats();
          return found && found.waiting >= 2 ? found : undefined;
        },
        { what: 'lag while the handler is blocked' },
      );
      assert.ok(blocked.waiting <= 3, `waiting ${blocked.waiting}`);
      release();
      await waitFor(async () => (await stats())?.waiting === 0, { what: 'no lag once handled' });
      assert.equal((await stats())?.deadLetters, 1);
      failing = false;
      assert.equal(await fixture.bus.replayDeadLetters(group), 1);
      await waitFor(async () => (await stats())?.deadLetters === 0, { what: 'no parked letter' });
    });

    it('keeps the order of events with the same key, also across retries', async () => {
      const topic = unique('order.events.v1');
      const group = unique('order');
      const seen = new Map<string, number[]>();
      const failedOnce = new Set<string>();
      await fixture.bus.subscribe(
        group,
        topic,
        async (event) => {
          const { seq } = event.data as { seq: number };
          // Every fifth event fails once: a retry must not let later events of its key pass.
          if (seq % 5 === 0 && !failedOnce.has(event.id)) {
            failedOnce.add(event.id);
            throw new Error('transient');
          }
          seen.set(event.subject, [...(seen.get(event.subject) ?? []), seq]);
        },
        { retry: { maxAttempts: 3, initialDelayMs: 5, maxDelayMs: 20 } },
      );
      const keys = ['order-a', 'order-b', 'order-c'];
      const total = 30;
      for (let seq = 0; seq < total; seq += 1) {
        await fixture.bus.publish(topic, envelope(keys[seq % keys.length], { seq }));
      }
      await waitFor(() => [...seen.values()].reduce((n, list) => n + list.length, 0) === total, {
        timeoutMs: 30_000,
        what: 'all events',
      });
      for (const [index, key] of keys.entries()) {
        const expected = Array.from(
          { length: total / keys.length },
          (_, i) => i * keys.length + index,
        );
        assert.deepEqual(seen.get(key), expected, `order of ${key}`);
      }
    });
  });
}
