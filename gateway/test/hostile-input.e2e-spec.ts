// Hostile input at the edge (real gateway, fake services): NUL characters, JSON shape
// limits, strict numbers, GraphQL limits and content types, and what production hides
// (introspection, suggestions, the API docs). The same points run through the whole stack
// in test/system/hostile-input.system-spec.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { JSON_MESSAGES } from '../src/common/json-body.js';
import { GRAPHQL_MESSAGES } from '../src/common/graphql-guards.js';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { httpClient, str, type Json } from './fixtures/http.js';

const NUL = (where: string) => `${where} must not contain the NUL character (\\u0000)`;

describe('hostile input (NODE_ENV=test)', () => {
  let gw: Harness;
  const http = httpClient(() => gw.baseUrl);
  let admin = '';

  before(async () => {
    gw = await startGateway();
    admin = await gw.identity.accessToken(
      gw.identity.addUser({
        userName: 'A',
        email: 'a@example.com',
        password: 'pw-admin',
        role: 'admin',
      }),
    );
  });
  after(() => gw.stop());

  it('a NUL in a path, query, body or GraphQL value is 400 before any service is asked', async () => {
    const before = gw.catalogue.callsOf('ListProducts').length;
    const query = await http.get('/api/shop/products/get?category=a%00b');
    assert.equal(query.status, 400);
    assert.equal(query.json.message, NUL('Query parameter "category"'));
    assert.equal(gw.catalogue.callsOf('ListProducts').length, before);
    const path = await http.get('/api/shop/products/get/a%00b');
    assert.deepEqual(path.json, { success: false, message: NUL('Path parameter "id"') });
    const body = await http.post('/api/auth/login', {
      email: 'x\u0000@example.com',
      password: 'p',
    });
    assert.equal(body.status, 400);
    assert.equal(body.json.message, NUL('Field "email"'));
    const variables = await http.graphql('query($k: String!) { search(keyword: $k) { id } }', {
      k: '\u0000',
    });
    assert.equal(variables.status, 400);
    assert.equal(variables.json.errors[0].message, NUL('Field "variables.k"'));
    assert.equal(variables.json.errors[0].extensions.code, 'BAD_REQUEST');
    const literal = await http.graphql('{ search(keyword: "a\\u0000") { id } }');
    assert.equal(literal.status, 400);
    assert.equal(literal.json.errors[0].message, NUL('Argument "keyword"'));
    assert.equal(literal.json.errors[0].extensions.code, 'BAD_REQUEST');
  });

  it('JSON bodies: 10,000 nested brackets and 100,000 keys are 400 with the limit', async () => {
    const empty = await http.call('POST', '/api/auth/login', undefined, {
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(empty.status, 400);
    const send = (text: string) =>
      fetch(`${gw.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      }).then(async (r) => ({ status: r.status, json: (await r.json()) as { message: string } }));
    assert.deepEqual(await send('['.repeat(10_000) + ']'.repeat(10_000)), {
      status: 400,
      json: { success: false, message: JSON_MESSAGES.tooDeep },
    });
    const keys = `{${Array.from({ length: 100_000 }, (_, i) => `"${i}":0`).join(',')}}`;
    assert.deepEqual(await send(keys), {
      status: 400,
      json: { success: false, message: JSON_MESSAGES.tooManyKeys },
    });
    assert.deepEqual(await send('{"email":"a@example.com","password":"p","n":1e3}'), {
      status: 400,
      json: { success: false, message: JSON_MESSAGES.exponent('n', '1e3') },
    });
  });

  it('prices and quantities are plain decimals: 400 naming the field, nothing created', async () => {
    const category = gw.catalogue.addCategory({ name: 'Silk' });
    const form = { title: 'Kanchi', description: 'Handwoven', category: category.id };
    const creates = gw.catalogue.callsOf('CreateProduct').length;
    const cases: [unknown, string][] = [
      ['0x10', 'Price must be a number'],
      ['1e3', 'Price must be a number'],
      ['10.123', 'Price must have at most two decimals'],
      ['0.50', 'Price must be at least ₹1'],
    ];
    for (const [price, message] of cases) {
      const answer = await http.post(
        '/api/admin/products/add',
        { ...form, price },
        { token: admin },
      );
      assert.equal(answer.status, 400, String(price));
      assert.equal(answer.json.message, message);
    }
    const sale = await http.post(
      '/api/admin/products/add',
      { ...form, price: 100, salePrice: '0.50' },
      { token: admin },
    );
    assert.equal(sale.json.message, 'Sale price must be at least ₹1');
    // GraphQL literals likewise (graphql-js also says an Int cannot be 1e3)
    const listed = await http.graphql('{ products(page: 1e3) { total } }');
    assert.equal(listed.status, 400);
    const messages = (listed.json.errors as unknown as Json[]).map((error) => str(error.message));
    assert.ok(
      messages.some((message) => /^Argument "page" must be a plain decimal/.test(message)),
      messages.join(' / '),
    );
    assert.equal(gw.catalogue.callsOf('CreateProduct').length, creates);
  });

  it('media links must be http(s) or /media/ paths', async () => {
    const category = gw.catalogue.addCategory({ name: 'Cotton' });
    const form = { title: 'K', description: 'D', category: category.id, price: 100 };
    const image = await http.post(
      '/api/admin/products/add',
      { ...form, image: ['javascript:alert(1)'] },
      { token: admin },
    );
    assert.deepEqual(image.json, { success: false, message: 'Image must be a link' });
    const colour = await http.post(
      '/api/admin/products/add',
      { ...form, colors: [{ title: 'Red', inventory: 1, image: 'data:image/png;base64,AA' }] },
      { token: admin },
    );
    assert.equal(colour.json.message, 'Colour image must be a link');
    const categoryImage = await http.post(
      '/api/admin/categories/add',
      { name: 'New', description: 'D', image: '/etc/passwd' },
      { token: admin },
    );
    assert.deepEqual(categoryImage.json, { success: false, message: 'Image must be a link' });
  });

  it('GraphQL: aliases over the limit refused, JSON only, no mutation over GET', async () => {
    const aliases = await http.graphql(
      `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: categories { id }`).join(' ')} }`,
    );
    assert.equal(aliases.status, 400);
    const mutation = 'mutation { addToCart(productId: "p1", quantity: 1) { success } }';
    const form = await fetch(`${gw.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `query=${encodeURIComponent(mutation)}`,
    });
    assert.equal(form.status, 415);
    assert.deepEqual(await form.json(), { success: false, message: GRAPHQL_MESSAGES.jsonOnly });
    const get = await http.get(`/graphql?query=${encodeURIComponent(mutation)}`, {
      token: admin,
    });
    assert.equal(get.status, 405);
    assert.equal(gw.cart.callsOf('AddItem').length, 0, 'the cart was not asked');
  });

  it('GraphQL: a request whose query is not text is 400 BAD_REQUEST, not a fault', async () => {
    for (const body of [
      { query: 1 },
      { query: { kind: 'Document', definitions: [] } },
      [],
      {
        query: '{ categories { id } }',
        variables: 'x',
      },
    ]) {
      const answer = await http.post('/graphql', body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.json.errors[0].message, GRAPHQL_MESSAGES.notARequest);
      assert.equal(answer.json.errors[0].extensions.code, 'BAD_REQUEST');
      assert.equal(answer.json.errors[1], undefined);
    }
    const repeated = await http.get('/graphql?query=%7Bcategories%7Bid%7D%7D&query=x');
    assert.equal(repeated.status, 400);
  });
});

describe('production (NODE_ENV=production)', () => {
  let gw: Harness;
  let docsOn: Harness;
  const http = httpClient(() => gw.baseUrl);

  before(async () => {
    gw = await startGateway({ env: { NODE_ENV: 'production' } });
    docsOn = await startGateway({
      env: { NODE_ENV: 'production', API_DOCS: 'true' },
      replicaOf: gw,
    });
  });
  after(async () => {
    await docsOn.stop();
    await gw.stop();
  });

  it('introspection is refused and suggestions are not given', async () => {
    const introspection = await http.graphql('{ __schema { types { name } } }');
    assert.equal(introspection.status, 400);
    assert.match(str(introspection.json.errors[0].message), /introspection has been disabled/);
    const typo = await http.graphql('{ categorie { id } }');
    assert.equal(typo.status, 400);
    assert.equal(typo.json.errors[0].message, 'Cannot query field "categorie" on type "Query".');
    const query = await http.graphql('{ categories { id } }');
    assert.equal(query.status, 200, query.text);
  });

  it('the API docs are not served unless API_DOCS=true', async () => {
    for (const path of ['/api/docs', '/api/docs-json']) {
      assert.equal((await http.get(path)).status, 404, path);
    }
    assert.equal((await fetch(`${docsOn.baseUrl}/api/docs-json`)).status, 200);
  });
});
