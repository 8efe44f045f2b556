import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Oracle, type Answer } from './oracle.js';
import { loadDocuments } from './runner.js';

const docs = loadDocuments();
const oracle = new Oracle();
const op = (key: string) => {
  const found = docs.rest.find((o) => o.key === key);
  assert.ok(found, key);
  return found;
};
const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  text: JSON.stringify(body),
});
const login = op('POST /api/auth/login');
const user = { id: 'u1', _id: 'u1', userName: 'Priya', email: 'p@example.com', role: 'user' };
const loggedIn = {
  success: true,
  message: 'Logged in successfully',
  accessToken: 'a',
  refreshToken: 'r',
  expiresIn: 900,
  user,
};

describe('the REST oracle', () => {
  it('accepts documented answers in their documented shape', () => {
    assert.equal(oracle.rest(login, json(200, loggedIn)), undefined);
    assert.equal(
      oracle.rest(login, json(401, { success: false, message: 'Invalid email or password' })),
      undefined,
    );
  });

  it('flags every 5xx, documented or not', () => {
    assert.equal(
      oracle.rest(login, json(500, { success: false, message: 'Internal server error' }))?.kind,
      '5xx',
    );
    assert.equal(
      oracle.rest(op('GET /api/health'), json(503, { success: false, message: 'x' }))?.kind,
      '5xx',
    );
  });

  it('flags a documented status whose body breaks the documented schema', () => {
    const withoutToken: Record<string, unknown> = { ...loggedIn };
    delete withoutToken.accessToken;
    const v = oracle.rest(login, json(200, withoutToken));
    assert.equal(v?.kind, 'schema');
    assert.match(v.detail, /accessToken/);
    assert.equal(oracle.rest(login, json(200, { ...loggedIn, expiresIn: '900' }))?.kind, 'schema');
    assert.equal(
      oracle.rest(login, { status: 200, contentType: 'text/html', text: '<html>' })?.kind,
      'not JSON',
    );
  });

  it('takes the generic client errors on any route, in the ErrorResponse shape only', () => {
    const categories = op('GET /api/shop/categories/get'); // documents 200 only
    for (const status of [400, 401, 403, 404, 409, 413, 415, 429])
      assert.equal(
        oracle.rest(categories, json(status, { success: false, message: 'no' })),
        undefined,
        String(status),
      );
    const raw = { statusCode: 400, code: 'FST_ERR_BAD_URL', error: 'Bad Request', message: 'x' };
    assert.equal(oracle.rest(categories, json(400, raw))?.kind, 'schema');
  });

  it('takes null where the document says nullable, also for an object given by allOf', () => {
    const cart = op('GET /api/shop/cart/get/{userId}');
    const item = {
      productId: 'p1',
      title: 'Saree',
      productCode: 'SR-1',
      image: '',
      price: 2499,
      salePrice: 0,
      quantity: 1,
      productColors: [],
      totalStock: 3,
      addedAt: '2026-01-01T00:00:00.000Z',
    };
    const body = (colors: unknown) => ({
      success: true,
      data: {
        id: 'c1',
        _id: 'c1',
        userId: 'u1',
        items: [{ ...item, colors }],
        itemCount: 1,
        subtotal: 2499,
      },
    });
    assert.equal(oracle.rest(cart, json(200, body(null))), undefined);
    assert.equal(
      oracle.rest(cart, json(200, body({ id: 'k', _id: 'k', title: 'Red', image: '' }))),
      undefined,
    );
    assert.equal(oracle.rest(cart, json(200, body('red')))?.kind, 'schema');
  });

  it('flags a status neither documented nor generic', () => {
    const register = op('POST /api/auth/register'); // 201, not 200
    assert.equal(
      oracle.rest(register, json(200, { success: true, message: 'ok' }))?.kind,
      'undocumented status',
    );
    assert.equal(
      oracle.rest(login, json(414, { success: false, message: 'URI Too Long' }))?.kind,
      'undocumented status',
    );
  });
});

describe('the GraphQL oracle', () => {
  const error = (code: string | undefined, path = true) => ({
    message: 'm',
    ...(path ? { path: ['me'] } : {}),
    ...(code ? { extensions: { code } } : {}),
  });

  it('accepts data, and field errors with a documented code', () => {
    assert.equal(oracle.graphql(json(200, { data: { states: [] } }), true), undefined);
    assert.equal(
      oracle.graphql(json(200, { data: { me: null }, errors: [error('UNAUTHENTICATED')] }), true),
      undefined,
    );
    assert.equal(
      oracle.graphql(json(400, { data: null, errors: [error('BAD_REQUEST', false)] }), false),
      undefined,
    );
  });

  it('flags INTERNAL_SERVER_ERROR, a 5xx, and a field error without a documented code', () => {
    assert.equal(
      oracle.graphql(json(200, { data: null, errors: [error('INTERNAL_SERVER_ERROR')] }), true)
        ?.kind,
      '5xx',
    );
    assert.equal(oracle.graphql(json(500, { data: null }), true)?.kind, '5xx');
    assert.equal(
      oracle.graphql(json(200, { data: null, errors: [error(undefined)] }), true)?.kind,
      'graphql code',
    );
    assert.equal(
      oracle.graphql(json(200, { data: null, errors: [error('OOPS')] }), true)?.kind,
      'graphql code',
    );
  });

  it('flags an answer without data or errors, and a request error for a valid document', () => {
    assert.equal(oracle.graphql(json(200, { hello: 1 }), true)?.kind, 'graphql shape');
    assert.equal(oracle.graphql(json(200, [1]), true)?.kind, 'graphql shape');
    const refused = (message: string, code?: string) =>
      json(400, { data: null, errors: [{ message, ...(code ? { extensions: { code } } : {}) }] });
    const unknownField = 'Cannot query field "x" on type "Query".';
    assert.equal(
      oracle.graphql(refused(unknownField, 'BAD_REQUEST'), true)?.kind,
      'graphql schema drift',
    );
    assert.equal(oracle.graphql(refused(unknownField, 'BAD_REQUEST'), false), undefined);
    // every request error says which kind of refusal it is
    assert.equal(oracle.graphql(refused(unknownField), false)?.kind, 'graphql code');
    // a check of the gateway's own (NUL, limits) must say which kind of refusal it is
    assert.equal(oracle.graphql(refused('v0 must not contain NUL'), true)?.kind, 'graphql code');
    assert.equal(
      oracle.graphql(refused('v0 must not contain NUL', 'BAD_REQUEST'), true),
      undefined,
    );
  });
});
