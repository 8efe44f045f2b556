// System spec: hostile input through the whole stack (gateway, identity, catalogue, cart,
// content, real PostgreSQL), as an attacker would send it to the public URL: NUL
// characters (PostgreSQL refuses them: these were 500s), bodies too deep or too wide,
// GraphQL aliases and form posts, amounts that are not plain decimals, media links that
// are not links. Each answer is a 4xx with the documented message, and nothing changes.
// Production-only behaviour (no introspection, no API docs) is in test/hostile-input.e2e-spec.ts.
// Env: BASE_URL (gateway), ADMIN_EMAIL, ADMIN_PASSWORD.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, before, describe, it } from 'node:test';
import {
  adminToken,
  BASE_URL,
  http,
  newShopper,
  skipWithoutStack as skip,
  unique,
  type Shopper,
} from './shoppers.js';
import { str, type Json } from '../fixtures/http.js';

const NUL = (where: string) => `${where} must not contain the NUL character (\\u0000)`;
const QUANTITY_RULE = 'Quantity must be a whole number of at least 1';

/** A request with a body sent exactly as given (JSON the client helper would not write). */
async function raw(path: string, body: string, options: { token?: string; type?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': options.type ?? 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers, body });
  const text = await response.text();
  let json = {} as Json;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // not JSON
  }
  return { status: response.status, text, json };
}

/**
 * How the gateway refuses a POST whose body is over its limit: the 413 answer, or, when it
 * answers and closes while the client is still writing the rest of the body, the closed
 * connection (the client then sees EPIPE or ECONNRESET and may lose the answer: both are a
 * refusal before any handler; which one a run sees depends on timing).
 */
function refusalOfOversized(path: string, body: string): Promise<number | 'closed'> {
  return new Promise((resolve, reject) => {
    const sent = request(
      `${BASE_URL}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    sent.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') resolve('closed');
      else reject(error);
    });
    sent.end(body);
  });
}

describe('hostile input through the gateway (system)', { skip }, () => {
  let admin = '';
  let shopper: Shopper;
  let categoryId = '';
  let product = { id: '', colourId: '' };

  before(async () => {
    admin = await adminToken();
    shopper = await newShopper(http, 'hostile', 'nul');
    const categories = await http.get('/api/shop/categories/get');
    assert.equal(categories.status, 200, categories.text);
    categoryId = str((categories.json.data as unknown as Json[])[0].id);
    const created = await http.post(
      '/api/admin/products/add',
      {
        title: `Hostile input saree ${unique()}`,
        description: 'Made by the hostile-input system spec',
        category: categoryId,
        price: 1,
        colors: [{ title: 'Red', inventory: 5, image: '' }],
      },
      { token: admin },
    );
    assert.equal(created.status, 201, created.text);
    product = {
      id: str(created.json.data.id),
      colourId: str(created.json.data.colors[0].id),
    };
  });

  after(async () => {
    if (product.id) await http.del(`/api/admin/products/delete/${product.id}`, { token: admin });
  });

  it('a NUL in a query, path or body field, or a GraphQL value, is 400 on every kind of route', async () => {
    const token = { token: shopper.token };
    const adminToken = { token: admin };
    const cases: [Promise<{ status: number; json: Json; text: string }>, string][] = [
      [http.get('/api/shop/products/get?category=%00'), NUL('Query parameter "category"')],
      [http.get('/api/shop/search/saree%00'), NUL('Path parameter "keyword"')],
      [http.get(`/api/shop/products/get/${product.id}%00`), NUL('Path parameter "id"')],
      [http.get(`/api/shop/review/${product.id}%00`), NUL('Path parameter "productId"')],
      [http.get('/api/admin/users/get?search=a%00', adminToken), NUL('Query parameter "search"')],
      [http.get(`/api/shop/cart/get/${shopper.id}%00`, token), NUL('Path parameter "userId"')],
      [
        http.post('/api/auth/register', {
          userName: 'Nul\u0000',
          email: `nul-${unique()}@example.com`,
          password: 'secret123',
        }),
        NUL('Field "userName"'),
      ],
      [
        http.post('/api/auth/login', { email: 'a\u0000@example.com', password: 'x' }),
        NUL('Field "email"'),
      ],
      [
        http.post('/api/shop/contacts/add', {
          name: 'Priya',
          email: 'priya@example.com',
          message: 'Hello\u0000',
        }),
        NUL('Field "message"'),
      ],
      [
        http.post(
          '/api/shop/address/add',
          { userId: shopper.id, name: 'Priya\u0000', address: '12, MG Road, Indiranagar' },
          token,
        ),
        NUL('Field "name"'),
      ],
      [
        http.post(
          '/api/shop/cart/add',
          {
            userId: shopper.id,
            productId: product.id,
            colorId: `${product.colourId}\u0000`,
            quantity: 1,
          },
          token,
        ),
        NUL('Field "colorId"'),
      ],
      [
        http.post('/api/admin/categories/add', { name: 'Nul\u0000', description: 'd' }, adminToken),
        NUL('Field "name"'),
      ],
    ];
    for (const [call, message] of cases) {
      const answer = await call;
      assert.equal(answer.status, 400, `${message}: ${answer.text}`);
      assert.deepEqual(answer.json, { success: false, message });
    }
    const variables = await http.graphql('query($k: String!) { search(keyword: $k) { id } }', {
      k: 'silk\u0000',
    });
    assert.equal(variables.status, 400, variables.text);
    assert.equal(variables.json.errors[0].message, NUL('Field "variables.k"'));
    const literal = await http.graphql('{ search(keyword: "silk\\u0000") { id } }');
    assert.equal(literal.status, 400, literal.text);
    assert.equal(literal.json.errors[0].message, NUL('Argument "keyword"'));
    // nothing changed: the NUL category was not made, the shopper's cart is still empty
    const categories = await http.get('/api/shop/categories/get');
    assert.ok(
      !(categories.json.data as unknown as Json[]).some((c) => str(c.name).startsWith('Nul')),
    );
    const cart = await http.get(`/api/shop/cart/get/${shopper.id}`, token);
    assert.equal(cart.status, 200, cart.text);
    assert.deepEqual(cart.json.data.items, []);
  });

  it('10,000 nested brackets and a body of 400,000 keys are refused (4xx) before any handler', async () => {
    const deep = await raw('/api/auth/login', '['.repeat(10_000) + ']'.repeat(10_000));
    assert.equal(deep.status, 400);
    assert.equal(deep.json.message, 'Request body is nested too deeply (at most 20 levels)');
    // 400,000 keys do not fit in the 1 MB body limit: 413 (or the connection closed)
    const huge = await refusalOfOversized(
      '/api/auth/login',
      `{${Array.from({ length: 400_000 }, (_, i) => `"${i.toString(36)}":0`).join(',')}}`,
    );
    assert.ok(huge === 413 || huge === 'closed', `refused: ${huge}`);
    // 100,000 keys in under 1 MB: refused by the key limit
    const wide = await raw(
      '/api/auth/login',
      `{${Array.from({ length: 100_000 }, (_, i) => `"${i.toString(36)}":0`).join(',')}}`,
    );
    assert.equal(wide.status, 400);
    assert.equal(wide.json.message, 'Request body has too many fields (at most 10000)');
    // and the gateway still answers
    assert.equal((await http.get('/api/shop/categories/get')).status, 200);
  });

  it('GraphQL: 5,000 aliases are refused; so are more than 10', async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: products { id title price }`).join(' ')} }`;
    const many = await http.graphql(aliases(5_000));
    assert.equal(many.status, 400);
    assert.ok(!('data' in many.json) || many.json.data === null);
    const eleven = await http.graphql(aliases(11));
    assert.equal(eleven.status, 400);
    assert.equal(eleven.json.errors[0].message, 'Aliases limit of 10 exceeded, found 11.');
    const ten = await http.graphql(
      `{ ${Array.from({ length: 10 }, (_, i) => `a${i}: categories { id }`).join(' ')} }`,
    );
    assert.equal(ten.status, 200, ten.text);
  });

  it('a form posted to /graphql from another site is 415', async () => {
    const mutation = `mutation { addToCart(productId: "${product.id}", quantity: 1) { success } }`;
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent(mutation)}`],
      ['text/plain', JSON.stringify({ query: mutation })],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${mutation}\r\n--x--\r\n`,
      ],
    ]) {
      const answer = await raw('/graphql', body, { type });
      assert.equal(answer.status, 415, type);
      assert.deepEqual(answer.json, {
        success: false,
        message: 'GraphQL requests must be sent as application/json',
      });
    }
  });

  it('prices that are not plain decimals with two decimals of at least ₹1 are 400 naming the field', async () => {
    const form = { title: `Bad price ${unique()}`, description: 'd', category: categoryId };
    const cases: [unknown, string][] = [
      ['0x10', 'Price must be a number'],
      ['1e3', 'Price must be a number'],
      ['10.123', 'Price must have at most two decimals'],
      [10.123, 'Price must have at most two decimals'],
      ['0.50', 'Price must be at least ₹1'],
    ];
    for (const [price, message] of cases) {
      const answer = await http.post(
        '/api/admin/products/add',
        { ...form, price },
        { token: admin },
      );
      assert.equal(answer.status, 400, `${String(price)}: ${answer.text}`);
      assert.equal(answer.json.message, message);
    }
    const sale = await http.post(
      '/api/admin/products/add',
      { ...form, price: 100, salePrice: '0.50' },
      { token: admin },
    );
    assert.equal(sale.json.message, 'Sale price must be at least ₹1');
    const exponent = await raw(
      '/api/admin/products/add',
      JSON.stringify({ ...form, price: 0 }).replace('"price":0', '"price":1e3'),
      { token: admin },
    );
    assert.equal(exponent.status, 400);
    assert.equal(
      exponent.json.message,
      'price must be a plain decimal number, without an exponent (got 1e3)',
    );
    const inventory = await http.post(
      '/api/admin/products/add',
      { ...form, price: 100, colors: [{ title: 'Red', inventory: '0x10' }] },
      { token: admin },
    );
    assert.equal(inventory.json.message, 'Colour inventory must be a non-negative integer');
    const listed = await http.get(`/api/shop/search/${encodeURIComponent(form.title)}`);
    assert.ok(
      !(listed.json.data as unknown as Json[] | undefined)?.some(
        (p) => str(p.title) === form.title,
      ),
    );
  });

  it('quantities that are not plain whole numbers are 400 naming the field; the cart is unchanged', async () => {
    const line = { userId: shopper.id, productId: product.id, colorId: product.colourId };
    for (const quantity of ['0x10', '1e3', '10.123', '0.50', 1.5]) {
      const answer = await http.post(
        '/api/shop/cart/add',
        { ...line, quantity },
        { token: shopper.token },
      );
      assert.equal(answer.status, 400, `${String(quantity)}: ${answer.text}`);
      assert.equal(answer.json.message, QUANTITY_RULE);
    }
    const exponent = await raw(
      '/api/shop/cart/add',
      JSON.stringify({ ...line, quantity: 0 }).replace('"quantity":0', '"quantity":1e3'),
      { token: shopper.token },
    );
    assert.equal(
      exponent.json.message,
      'quantity must be a plain decimal number, without an exponent (got 1e3)',
    );
    const order = await http.post(
      '/api/shop/order/create',
      {
        userId: shopper.id,
        cartItems: [{ productId: product.id, colors: { _id: product.colourId }, quantity: '0x10' }],
        addressInfo: { addressId: shopper.addressId },
      },
      { token: shopper.token },
    );
    assert.equal(order.status, 400, order.text);
    assert.equal(order.json.message, QUANTITY_RULE);
    const cart = await http.get(`/api/shop/cart/get/${shopper.id}`, { token: shopper.token });
    assert.deepEqual(cart.json.data.items, []);
  });

  it('media links must be http(s) links or /media/ paths', async () => {
    const form = {
      title: `Bad link ${unique()}`,
      description: 'd',
      category: categoryId,
      price: 100,
    };
    const bad = 'javascript:alert(1)';
    const cases: [object, string, string][] = [
      [{ ...form, image: [bad] }, '/api/admin/products/add', 'Image must be a link'],
      [
        { ...form, video: 'data:video/mp4;base64,AA' },
        '/api/admin/products/add',
        'Video must be a link',
      ],
      [
        { ...form, colors: [{ title: 'Red', inventory: 1, image: '/etc/passwd' }] },
        '/api/admin/products/add',
        'Colour image must be a link',
      ],
      [
        { name: `Bad ${unique()}`, description: 'd', image: bad },
        '/api/admin/categories/add',
        'Image must be a link',
      ],
      [{ ...form, image: [bad] }, `/api/admin/products/edit/${product.id}`, 'Image must be a link'],
    ];
    for (const [body, path, message] of cases) {
      const answer = path.includes('/edit/')
        ? await http.put(path, body, { token: admin })
        : await http.post(path, body, { token: admin });
      assert.equal(answer.status, 400, `${path}: ${answer.text}`);
      assert.equal(answer.json.message, message);
    }
    const kept = await http.get(`/api/shop/products/get/${product.id}`);
    assert.deepEqual(kept.json.data.image, []);
  });
});
