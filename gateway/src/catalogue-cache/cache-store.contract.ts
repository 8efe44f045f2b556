// The behaviour every CacheStore adapter must have; cache-store.spec.ts runs it for the
// memory adapter and, when a Redis server is given, for the Redis adapter.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { CacheStore } from './cache-store.js';

export interface CacheStoreContractOptions {
  /** Skips the whole suite with this reason (e.g. no Redis server configured). */
  skip?: string | false;
}

/**
 * `create` makes a store; calling it twice gives two processes' views of one shared
 * store (Redis) or two independent stores (memory, which shares nothing).
 */
export function cacheStoreContract(
  name: string,
  create: () => CacheStore,
  options: CacheStoreContractOptions = {},
): void {
  describe(`CacheStore contract: ${name}`, { skip: options.skip ?? false }, () => {
    let store: CacheStore;
    let other: CacheStore;

    before(() => {
      store = create();
      other = create();
    });

    after(async () => {
      await store?.close();
      await other?.close();
    });

    it('bump starts a higher generation and tells this process', async () => {
      const seen: number[] = [];
      store.onBump((generation) => seen.push(generation));
      const before = await store.generation();
      const bumped = await store.bump();
      assert.ok(bumped > before);
      assert.equal(await store.generation(), bumped);
      assert.deepEqual(seen.slice(-1), [bumped]);
    });

    it('values live per generation and expire after their TTL', async () => {
      const generation = await store.generation();
      await store.set(generation, 'k', '{"a":1}', 300);
      if (!store.shared) {
        assert.equal(await store.get(generation, 'k'), undefined, 'memory keeps no values');
        return;
      }
      assert.equal(await store.get(generation, 'k'), '{"a":1}');
      assert.equal(await other.get(generation, 'k'), '{"a":1}', 'shared with other processes');
      assert.equal(await store.get(generation + 1, 'k'), undefined);
      await sleep(400);
      assert.equal(await store.get(generation, 'k'), undefined);
    });

    it('a bump in one process reaches the others (shared stores)', async () => {
      if (!store.shared) return;
      const heard: number[] = [];
      other.onBump((generation) => heard.push(generation));
      await sleep(100); // the subscription is in place
      const bumped = await store.bump();
      for (let i = 0; i < 20 && !heard.includes(bumped); i++) await sleep(50);
      assert.ok(heard.includes(bumped), `heard ${heard.join(',')}, bumped ${bumped}`);
      assert.equal(await other.generation(), bumped);
    });
  });
}
