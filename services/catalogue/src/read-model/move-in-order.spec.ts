import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { moveInOrder } from './catalogue-read-model.js';

interface Item {
  id: string;
  price: number;
}

const byPrice = (a: Item, b: Item) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe('the read model keeps its sort orders in place', () => {
  it('after any mix of edits, inserts and removals the order is what a full sort gives', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const items = new Map<string, Item>();
    for (let i = 0; i < 200; i++) items.set(`p${i}`, { id: `p${i}`, price: random(50) });
    const list = [...items.values()].sort(byPrice);
    for (let step = 0; step < 2_000; step++) {
      const id = `p${random(260)}`;
      const old = items.get(id);
      const kind = random(3);
      if (kind === 0 && old) {
        items.delete(id);
        moveInOrder(list, byPrice, old, undefined);
      } else {
        // a stock move keeps the price (same place), a price edit moves it, a new one enters
        const next = { id, price: kind === 1 && old ? old.price : random(50) };
        items.set(id, next);
        moveInOrder(list, byPrice, old, next);
      }
      if (step % 100 === 0) assert.deepEqual(list, [...items.values()].sort(byPrice));
    }
    assert.deepEqual(list, [...items.values()].sort(byPrice));
  });
});
