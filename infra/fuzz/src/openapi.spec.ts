import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { valueArbitrary, type JsonSchema } from './openapi.js';
import { Oracle } from './oracle.js';
import { restRequestArbitrary } from './rest.js';
import { loadDocuments } from './runner.js';
import { emptyPool } from './values.js';

const docs = loadDocuments();
const oracle = new Oracle();
const pool = { ids: { product: ['p-1'], user: ['u-1'], category: ['c-1'] }, self: 'u-1' };

describe('the committed openapi.json as the fuzzer reads it', () => {
  it('lists every path and method, with $refs resolved', () => {
    assert.ok(docs.rest.length >= 80, `only ${docs.rest.length} operations`);
    const keys = docs.rest.map((o) => o.key);
    assert.ok(keys.includes('POST /api/auth/login'));
    assert.ok(keys.includes('DELETE /api/shop/cart/{userId}/{productId}/{colorId}'));
    assert.ok(!JSON.stringify(docs.rest).includes('$ref'));
  });

  it('a valid body for every JSON operation matches its schema', () => {
    const withBody = docs.rest.filter((o) => o.body?.contentType === 'application/json');
    assert.ok(withBody.length >= 25, `only ${withBody.length} JSON bodies`);
    for (const op of withBody) {
      const schema = op.body!.schema;
      fc.assert(
        fc.property(valueArbitrary(schema, 'body', { pool, where: op.path }, true), (value) => {
          const problem = oracle.check(schema, value);
          assert.equal(problem, undefined, `${op.key}: ${problem} in ${JSON.stringify(value)}`);
        }),
        { numRuns: 40, seed: 1 },
      );
    }
  });

  it('valid values respect bounds, patterns, enums and required fields', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['pincode', 'name', 'kind'],
      properties: {
        pincode: { type: 'string', pattern: '^[1-9][0-9]{5}$' },
        name: { type: 'string', minLength: 2, maxLength: 5 },
        kind: { type: 'string', enum: ['a', 'b'] },
        count: { type: 'integer', minimum: 1, maximum: 3 },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 2 },
      },
    };
    fc.assert(
      fc.property(
        valueArbitrary(schema, 'x', { pool: emptyPool(), where: '' }, true),
        (v) => oracle.check(schema, v) === undefined,
      ),
      { numRuns: 300 },
    );
  });

  it('hostile values break the schema (wrong types, missing fields) often enough to matter', () => {
    const op = docs.rest.find((o) => o.key === 'POST /api/auth/register')!;
    const values = fc.sample(
      valueArbitrary(op.body!.schema, 'body', { pool, where: op.path }, false),
      {
        numRuns: 300,
        seed: 3,
      },
    );
    const broken = values.filter((v) => oracle.check(op.body!.schema, v) !== undefined).length;
    assert.ok(broken > 30 && broken < 300, `${broken} of 300 break the schema`);
  });

  it('requests fill every path placeholder and only those', () => {
    for (const op of docs.rest) {
      for (const request of fc.sample(restRequestArbitrary(op, pool), { numRuns: 30, seed: 5 })) {
        const path = request.url.split('?')[0];
        assert.ok(!/[{}]/.test(path), `${op.key} → ${request.url}`);
        assert.equal(path.split('/').length, op.path.split('/').length, `${op.key} → ${path}`);
        assert.equal(request.method, op.method);
        assert.ok(request.url.length < 16_000, `${op.key}: a URL of ${request.url.length}`);
      }
    }
  });
});
