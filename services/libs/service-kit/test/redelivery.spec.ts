// Redelivery in the production shape: a consumer process SIGKILLed while it holds an event
// gives it back within seconds (pg-boss: the lease it no longer beats runs out and the
// sweep puts the event back; Kafka: its session times out and its partitions move), while
// a handler slower than the lease is never handed to a second worker.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { waitFor } from '@boutique/testing';
import PgBoss from 'pg-boss';
import type { EventEnvelope } from '../src/events/envelope.js';
import type { EventBus } from '../src/events/event-bus.js';
import { PgBossEventBus } from '../src/events/pg-boss-event-bus.js';
import { busKinds, envelope, unique } from './bus-fixtures.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/holding-consumer.js', import.meta.url));
/** The promise: an event a dead consumer held is handled again within this. */
const REDELIVERY_WITHIN_MS = 10_000;

/** Starts the holding consumer; resolves once it subscribed. */
async function holdingConsumer(env: Record<string, string>, group: string, topic: string) {
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, ...env, GROUP: group, TOPIC: topic },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await waitFor(() => out.includes('READY'), { what: 'the consumer process', timeoutMs: 30_000 });
  return { child, holding: () => /HOLDING (\S+)/.exec(out)?.[1] };
}

for (const kind of busKinds()) {
  describe(`redelivery: ${kind.name}`, { skip: kind.skip }, () => {
    const buses: EventBus[] = [];
    const children: ChildProcess[] = [];
    let env: Record<string, string> = {};

    const started = async (options: Parameters<typeof kind.make>[0] = {}) => {
      const bus = kind.make(options);
      buses.push(bus);
      await bus.start();
      return bus;
    };

    before(async () => {
      env = await kind.setUp();
    });

    after(async () => {
      for (const child of children) child.kill('SIGKILL');
      await Promise.all(buses.map((bus) => bus.stop()));
      await kind.tearDown();
    });

    it(`hands an event a SIGKILLed consumer held to another within ${REDELIVERY_WITHIN_MS / 1000} s`, async () => {
      const group = unique('order');
      const topic = unique('payment.events.v1');
      const publisher = await started();
      const consumer = await holdingConsumer(env, group, topic);
      children.push(consumer.child);
      const sent = envelope('order-1', { amount: 4999 });
      await publisher.publish(topic, sent);
      await waitFor(() => consumer.holding() === sent.id, { what: 'the event in hand' });
      consumer.child.kill('SIGKILL');
      const killed = Date.now();
      // the surviving replica of the group
      const received: EventEnvelope[] = [];
      const survivor = await started();
      await survivor.subscribe(group, topic, async (event) => void received.push(event));
      await waitFor(() => received.length > 0, {
        what: 'the redelivery',
        timeoutMs: REDELIVERY_WITHIN_MS * 3,
      });
      const elapsed = Date.now() - killed;
      console.log(`  redelivered ${elapsed} ms after the SIGKILL`);
      assert.equal(received[0].id, sent.id);
      assert.ok(elapsed <= REDELIVERY_WITHIN_MS, `redelivered after ${elapsed} ms`);
    });

    it('never hands an event to a second worker while a slow handler still runs', async () => {
      const group = unique('notification');
      const topic = unique('order.events.v1');
      const publisher = await started();
      // a 1 s lease (Kafka: the smallest session) and a handler that takes 4 s
      const options = { leaseSeconds: 1, sessionTimeoutMs: 6_000 };
      const handlerMs = kind.name === 'kafka' ? 9_000 : 4_000;
      const deliveries: string[] = [];
      let done = 0;
      for (const replica of ['a', 'b']) {
        const bus = await started(options);
        await bus.subscribe(group, topic, async (event) => {
          deliveries.push(`${replica}:${event.id}`);
          await new Promise((resolve) => setTimeout(resolve, handlerMs));
          done += 1;
        });
      }
      await publisher.publish(topic, envelope('order-2'));
      await waitFor(() => done === 1, { what: 'the slow handler', timeoutMs: handlerMs * 3 });
      // sweeps ran meanwhile (every second); a redelivery would have started by now
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      assert.equal(deliveries.length, 1, deliveries.join(', '));
    });

    if (kind.name !== 'pg-boss') return;

    it('reports an event parked after killing its consumer every time, with its topic', async () => {
      const group = unique('order');
      const topic = unique('payment.events.v1');
      const bus = await started();
      await bus.subscribe(group, topic, async () => undefined);
      // what pg-boss parks once the event's leases ran out retryLimit times
      const boss = new PgBoss({ connectionString: env.BUS_DATABASE_URL, supervise: false });
      await boss.start();
      try {
        const sent = envelope('order-3');
        await boss.send(PgBossEventBus.deadLetterQueueName(group, topic), {
          envelope: sent,
          seq: '1',
        });
        const [letter] = await bus.deadLetters(group);
        assert.equal(letter.topic, topic);
        assert.equal(letter.group, group);
        assert.equal(letter.envelope.id, sent.id);
        assert.match(letter.error, /^the consumer died while handling it/);
      } finally {
        await boss.stop({ graceful: false });
      }
    });
  });
}
