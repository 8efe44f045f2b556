import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { allowed, loadDocuments, requestArbitrary } from './runner.js';

const docs = loadDocuments();
const adminPool = {
  ids: { user: ['customer-id', 'admin-id'], victim: ['victim-id'], product: ['p-1'] },
  self: 'admin-id',
};

describe('what each caller may run', () => {
  it('the admin runs no delete, no logout, no newsletter, and changes no role but the throwaway user', () => {
    const requests = fc.sample(requestArbitrary(docs, 'admin', adminPool), {
      numRuns: 3000,
      seed: 9,
    });
    const ops = new Set(requests.map((r) => r.op));
    const mayRun = [...docs.rest, ...docs.graphql].filter((o) => allowed('admin', o.key));
    assert.ok(mayRun.length > 80, `only ${mayRun.length} operations the admin may run`);
    for (const o of mayRun) assert.ok(ops.has(o.key), `${o.key} never drawn in 3000 requests`);
    for (const r of requests) {
      assert.notEqual(r.method === 'DELETE', true, r.op);
      assert.doesNotMatch(r.op, /mutation\.delete|logout|newsletter\/send/);
      assert.doesNotMatch(JSON.stringify(r.body ?? ''), /mutation Fuzz[^{]*\{ (a\d: )?delete/);
    }
    const roleChanges = fc.sample(requestArbitrary(docs, 'admin', adminPool, /users\/update/), {
      numRuns: 300,
      seed: 2,
    });
    assert.ok(roleChanges.some((r) => `${r.url}${JSON.stringify(r.body)}`.includes('victim-id')));
    for (const r of roleChanges) {
      assert.ok(!`${r.url}${JSON.stringify(r.body)}`.includes('customer-id'), r.url);
      assert.ok(!`${r.url}${JSON.stringify(r.body)}`.includes('admin-id'), r.url);
    }
  });

  it('the customer and the signed-out caller run everything, deletes included', () => {
    assert.equal(allowed('customer', 'DELETE /api/shop/cart/{userId}/{productId}'), true);
    assert.equal(allowed('anonymous', 'POST /api/admin/newsletter/send'), true);
    assert.equal(allowed('admin', 'DELETE /api/shop/cart/{userId}/{productId}'), false);
    assert.equal(allowed('admin', 'graphql mutation.deleteProduct'), false);
  });

  it('one seed generates the same requests', () => {
    const arb = requestArbitrary(docs, 'customer', { ids: {}, self: 'c' });
    assert.deepEqual(
      fc.sample(arb, { seed: 42, numRuns: 50 }),
      fc.sample(arb, { seed: 42, numRuns: 50 }),
    );
    assert.notDeepEqual(
      fc.sample(arb, { seed: 42, numRuns: 50 }),
      fc.sample(arb, { seed: 43, numRuns: 50 }),
    );
  });
});
