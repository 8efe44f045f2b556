import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  JSON_MESSAGES,
  MAX_JSON_DEPTH,
  MAX_JSON_ITEMS,
  MAX_JSON_KEYS,
  jsonShapeProblem,
} from './json-body.js';

const scan = (text: string, allowExponents = false) =>
  jsonShapeProblem(Buffer.from(text), allowExponents);

describe('jsonShapeProblem', () => {
  it('passes ordinary bodies, brackets and e inside strings included', () => {
    assert.equal(
      scan('{"title":"[[[{{ 1e3 \\" ]","price":1499.5,"ok":true,"no":false}'),
      undefined,
    );
    assert.equal(
      scan('{"colors":[{"title":"Red","inventory":2}],"image":["/media/a.jpg"]}'),
      undefined,
    );
    assert.equal(scan(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`), undefined);
  });

  it('refuses nesting deeper than the limit (10,000 brackets stop at the 21st)', () => {
    assert.equal(scan('['.repeat(10_000) + ']'.repeat(10_000)), JSON_MESSAGES.tooDeep);
    assert.equal(
      scan(`${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`),
      JSON_MESSAGES.tooDeep,
    );
  });

  it('refuses more keys or list items than the limits', () => {
    const keys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(',')}}`;
    assert.equal(scan(keys(MAX_JSON_KEYS)), undefined);
    assert.equal(scan(keys(MAX_JSON_KEYS + 1)), JSON_MESSAGES.tooManyKeys);
    assert.equal(scan(keys(400_000)), JSON_MESSAGES.tooManyKeys);
    assert.equal(scan(`[${Array(MAX_JSON_ITEMS).fill(0).join(',')}]`), undefined);
    assert.equal(scan(`[${Array(500_000).fill(0).join(',')}]`), JSON_MESSAGES.tooManyItems);
  });

  it('refuses numbers with an exponent, naming the field before them', () => {
    assert.equal(
      scan('{"productId":"p","quantity":1e3}'),
      JSON_MESSAGES.exponent('quantity', '1e3'),
    );
    assert.equal(scan('{"price":2.5E-1}'), JSON_MESSAGES.exponent('price', '2.5E-1'));
    assert.equal(scan('[1E2]'), JSON_MESSAGES.exponent('A number', '1E2'));
    assert.equal(scan('{"amount":1.50e3}', true), undefined);
  });
});
