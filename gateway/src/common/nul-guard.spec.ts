import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NUL_MESSAGE, findNul, requestNulProblem } from './nul-guard.js';

const request = (parts: {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  headers?: object;
}) => ({
  params: parts.params ?? {},
  query: parts.query ?? {},
  body: parts.body,
  headers: (parts.headers ?? {}) as Record<string, string>,
});

describe('NUL guard', () => {
  it('finds the path of the first string or key holding a NUL', () => {
    assert.equal(findNul({ title: 'ok', colors: [{ title: 'Re\u0000d' }] }, ''), 'colors[0].title');
    assert.equal(findNul({ 'a\u0000': 1 }, ''), 'a?');
    assert.equal(findNul({ title: 'Red', n: 5, list: ['a', null] }, ''), undefined);
    assert.equal(findNul('x\u0000', ''), '');
  });

  it('names where the NUL was: path, query, header, body, GraphQL variables', () => {
    assert.equal(
      requestNulProblem(request({ params: { id: 'a\u0000' } })),
      NUL_MESSAGE('Path parameter "id"'),
    );
    assert.equal(
      requestNulProblem(request({ query: { search: '\u0000' } })),
      NUL_MESSAGE('Query parameter "search"'),
    );
    assert.equal(
      requestNulProblem(request({ headers: { 'idempotency-key': 'k\u0000' } })),
      NUL_MESSAGE('Header "idempotency-key"'),
    );
    assert.equal(
      requestNulProblem(request({ body: { address: { city: 'Pune\u0000' } } })),
      NUL_MESSAGE('Field "address.city"'),
    );
    assert.equal(
      requestNulProblem(
        request({ query: { query: '{ x }', variables: '{"q":"a\\u0000"}' } }),
        '/graphql',
        '/graphql',
      ),
      NUL_MESSAGE('Field "variables.q"'),
    );
    assert.equal(
      requestNulProblem(request({ body: { title: 'Kanchi silk', price: 1499 } })),
      undefined,
    );
  });
});
