import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SingleFlight } from './single-flight.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SingleFlight', () => {
  it('runs one call for concurrent callers of a key and gives each its answer', async () => {
    const flight = new SingleFlight<number>();
    const gate = deferred<number>();
    let calls = 0;
    const call = () => {
      calls += 1;
      return gate.promise;
    };
    const answers = Promise.all([flight.run('a', call), flight.run('a', call)]);
    gate.resolve(7);
    assert.deepEqual(await answers, [7, 7]);
    assert.equal(calls, 1);
  });

  it('keeps nothing once settled: the next caller gets a fresh call', async () => {
    const flight = new SingleFlight<number>();
    let calls = 0;
    const call = async () => ++calls;
    assert.equal(await flight.run('a', call), 1);
    assert.equal(await flight.run('a', call), 2);
    assert.equal(flight.size, 0);
  });

  it('shares an error with the callers of that flight only; other keys run apart', async () => {
    const flight = new SingleFlight<number>();
    const gate = deferred<number>();
    const failing = Promise.allSettled([
      flight.run('a', () => gate.promise),
      flight.run('a', () => gate.promise),
    ]);
    assert.equal(await flight.run('b', async () => 3), 3);
    gate.reject(new Error('order is down'));
    const settled = await failing;
    assert.ok(settled.every((s) => s.status === 'rejected'));
    assert.equal(await flight.run('a', async () => 4), 4);
  });
});
