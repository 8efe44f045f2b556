// The real gateway (Nest app, Fastify, GraphQL, Swagger, static) on a random port with
// a fake identity gRPC server: the auth routes' contract at the edge.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';

let gw: Harness;

/** A parsed JSON answer, navigable without `any`; the asserts check the values. */
interface Json {
  readonly [key: string]: Json;
  readonly [index: number]: Json;
}

/** A JSON value that must be a string. */
function str(value: Json | undefined): string {
  assert.equal(typeof value, 'string');
  return value as unknown as string;
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${gw.baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // not JSON (pages, assets)
  }
  return { status: response.status, headers: response.headers, text, json };
}

const post = (path: string, body?: unknown, headers?: Record<string, string>) =>
  call('POST', path, body, headers);
const get = (path: string, headers?: Record<string, string>) =>
  call('GET', path, undefined, headers);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const graphql = (
  query: string,
  variables: Record<string, unknown> = {},
  headers?: Record<string, string>,
) => post('/graphql', { query, variables }, headers);

before(async () => {
  gw = await startGateway();
});

after(async () => {
  await gw?.stop();
});

describe('POST /api/auth/register', () => {
  const valid = { userName: 'Priya', email: 'priya@example.com', password: 'secret123' };

  const cases: [string, Record<string, unknown>, string][] = [
    ['userName missing', { email: valid.email, password: valid.password }, 'User name is required'],
    ['userName blank', { ...valid, userName: '   ' }, 'User name is required'],
    ['email missing', { userName: 'Priya', password: valid.password }, 'Email is required'],
    ['email blank', { ...valid, email: '' }, 'Email is required'],
    ['email invalid', { ...valid, email: 'not-an-email' }, 'Please enter a valid email address'],
    [
      'email holds a lone surrogate (JSON "\\ud800")',
      { ...valid, email: 'priya\ud800@example.com' },
      'Please enter a valid email address',
    ],
    ['password missing', { userName: 'Priya', email: valid.email }, 'Password is required'],
    [
      'password short',
      { ...valid, password: '12345' },
      'Password must be at least 6 characters long.',
    ],
    [
      'userName too long',
      { ...valid, userName: 'x'.repeat(101) },
      'User name must not exceed 100 characters',
    ],
    ['empty body', {}, 'User name is required'],
  ];
  for (const [name, body, message] of cases) {
    it(`400 when ${name}`, async () => {
      const response = await post('/api/auth/register', body);
      assert.equal(response.status, 400);
      assert.deepEqual(response.json, { success: false, message });
    });
  }

  it('refuses without calling identity when invalid', () => {
    assert.equal(gw.identity.callsOf('Register').length, 0);
  });

  it('201 and drops unknown fields such as role', async () => {
    const response = await post('/api/auth/register', { ...valid, role: 'admin', isAdmin: true });
    assert.equal(response.status, 201);
    assert.deepEqual(response.json, { success: true, message: 'Registration successful' });
    const [registered] = gw.identity.callsOf('Register');
    assert.ok(registered);
    assert.deepEqual(Object.keys(registered.request).sort(), ['email', 'password', 'userName']);
    assert.equal('role' in registered.request, false);
    const stored = [...gw.identity.users.values()].find((u) => u.email === valid.email);
    assert.equal(stored?.role, 'user');
  });

  it('passes the request id to identity and echoes it', async () => {
    const response = await post(
      '/api/auth/register',
      { ...valid, email: 'asha@example.com' },
      { 'x-request-id': 'req-e2e-1' },
    );
    assert.equal(response.status, 201);
    assert.equal(response.headers.get('x-request-id'), 'req-e2e-1');
    assert.equal(gw.identity.callsOf('Register').at(-1)?.requestId, 'req-e2e-1');
  });

  it('replaces a malformed request id with a new one', async () => {
    const response = await get('/health/live', { 'x-request-id': 'bad id <script>' });
    assert.match(response.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
  });

  it('409 with the identity message for a duplicate e-mail', async () => {
    const response = await post('/api/auth/register', valid);
    assert.equal(response.status, 409);
    assert.deepEqual(response.json, {
      success: false,
      message: 'Unable to register with this email. Try signing in or resetting your password.',
    });
  });

  it('400 for malformed JSON, without internals', async () => {
    const response = await fetch(`${gw.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"userName":',
    });
    assert.equal(response.status, 400);
    const body = (await response.json()) as { success: boolean; message: string };
    assert.equal(body.success, false);
  });

  it('413 for a body over 1 MB', async () => {
    const response = await post('/api/auth/register', {
      ...valid,
      userName: 'x'.repeat(1_100_000),
    });
    assert.equal(response.status, 413);
    assert.equal(response.json.success, false);
  });
});

describe('POST /api/auth/login', () => {
  let user: { id: string; email: string };

  before(() => {
    user = gw.identity.addUser({
      userName: 'Meera',
      email: 'meera@example.com',
      password: 'meera-pass',
    });
  });

  it('400 "Email and password are required" when a field is missing', async () => {
    for (const body of [
      {},
      { email: 'meera@example.com' },
      { password: 'x' },
      { email: ' ', password: 'x' },
    ]) {
      const response = await post('/api/auth/login', body);
      assert.equal(response.status, 400);
      assert.deepEqual(response.json, {
        success: false,
        message: 'Email and password are required',
      });
    }
  });

  it('200 with tokens and the user', async () => {
    const response = await post('/api/auth/login', {
      email: 'meera@example.com',
      password: 'meera-pass',
    });
    assert.equal(response.status, 200);
    const body = response.json;
    assert.equal(body.success, true);
    assert.equal(body.message, 'Logged in successfully');
    assert.equal(typeof body.accessToken, 'string');
    assert.equal(typeof body.refreshToken, 'string');
    assert.equal(body.user.id, user.id);
    assert.equal(body.user._id, user.id);
    assert.equal(body.user.userName, 'Meera');
    assert.equal(body.user.email, 'meera@example.com');
    assert.equal(body.user.role, 'user');
    assert.equal('password' in body.user, false);
  });

  it('401 "Invalid email or password" for a wrong password', async () => {
    const response = await post('/api/auth/login', {
      email: 'meera@example.com',
      password: 'wrong-pass',
    });
    assert.equal(response.status, 401);
    assert.deepEqual(response.json, { success: false, message: 'Invalid email or password' });
  });
});

describe('GET /api/auth/check-auth and /api/auth/profile', () => {
  it('401 "No access token found" without a token', async () => {
    for (const path of ['/api/auth/check-auth', '/api/auth/profile']) {
      const response = await get(path);
      assert.equal(response.status, 401);
      assert.deepEqual(response.json, { success: false, message: 'No access token found' });
    }
  });

  it('401 "Invalid or expired token" for a garbage, expired or foreign token', async () => {
    const user = gw.identity.addUser({
      userName: 'T',
      email: 't@example.com',
      password: 'secret1',
    });
    const expired = await gw.identity.accessToken(user, {
      expiresIn: Math.floor(Date.now() / 1000) - 60,
    });
    const foreign = await gw.identity.accessToken(user, {
      secret: 'another-secret-another-secret-123456',
    });
    for (const token of ['garbage', 'a.b.c', expired, foreign]) {
      const response = await get('/api/auth/check-auth', bearer(token));
      assert.equal(response.status, 401, token);
      assert.deepEqual(response.json, { success: false, message: 'Invalid or expired token' });
    }
  });

  it('the current user for a valid token (state from identity)', async () => {
    const user = gw.identity.addUser({
      userName: 'Kavya',
      email: 'kavya@example.com',
      password: 'secret1',
    });
    const token = await gw.identity.accessToken(user);
    const response = await get('/api/auth/check-auth', {
      ...bearer(token),
      'x-request-id': 'req-check-1',
    });
    assert.equal(response.status, 200);
    assert.equal(gw.identity.callsOf('GetUser').at(-1)?.requestId, 'req-check-1');
    assert.equal(response.json.success, true);
    assert.equal(response.json.user.id, user.id);
    assert.equal(response.json.user._id, user.id);
    assert.equal(response.json.user.role, 'user');

    gw.identity.users.get(user.id)!.userName = 'Kavya R';
    const profile = await get('/api/auth/profile', bearer(token));
    assert.equal(profile.status, 200);
    assert.equal(profile.json.user.userName, 'Kavya R');
  });

  it('keeps concurrent request ids apart on their way to identity', async () => {
    const user = gw.identity.addUser({
      userName: 'Many',
      email: 'many@example.com',
      password: 'secret1',
    });
    const token = await gw.identity.accessToken(user);
    const ids = Array.from({ length: 30 }, (_, i) => `req-many-${i}`);
    const before = gw.identity.callsOf('GetUser').length;
    const responses = await Promise.all(
      ids.map((id) => get('/api/auth/check-auth', { ...bearer(token), 'x-request-id': id })),
    );
    for (const [i, response] of responses.entries()) {
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-request-id'), ids[i]);
    }
    const seen = gw.identity
      .callsOf('GetUser')
      .slice(before)
      .map((call) => call.requestId)
      .sort();
    assert.deepEqual(seen, [...ids].sort());
  });

  it('401 "Invalid or expired token" when the user no longer exists', async () => {
    const user = gw.identity.addUser({
      userName: 'Gone',
      email: 'gone@example.com',
      password: 'secret1',
    });
    const token = await gw.identity.accessToken(user);
    gw.identity.users.delete(user.id);
    const response = await get('/api/auth/check-auth', bearer(token));
    assert.equal(response.status, 401);
    assert.deepEqual(response.json, { success: false, message: 'Invalid or expired token' });
  });
});

describe('POST /api/auth/refresh and /api/auth/logout', () => {
  it('401 "No refresh token found" without a token', async () => {
    for (const body of [undefined, {}, { refreshToken: '' }]) {
      const response = await post('/api/auth/refresh', body);
      assert.equal(response.status, 401);
      assert.deepEqual(response.json, { success: false, message: 'No refresh token found' });
    }
  });

  it('rotates the pair, refuses a reused token, and logout revokes', async () => {
    gw.identity.addUser({ userName: 'Rani', email: 'rani@example.com', password: 'rani-pass' });
    const login = await post('/api/auth/login', {
      email: 'rani@example.com',
      password: 'rani-pass',
    });
    const refreshed = await post('/api/auth/refresh', {
      refreshToken: str(login.json.refreshToken),
    });
    assert.equal(refreshed.status, 200);
    assert.equal(refreshed.json.success, true);
    assert.equal(typeof refreshed.json.accessToken, 'string');
    assert.notEqual(refreshed.json.refreshToken, login.json.refreshToken);
    assert.equal(refreshed.json.user.email, 'rani@example.com');

    const reused = await post('/api/auth/refresh', { refreshToken: str(login.json.refreshToken) });
    assert.equal(reused.status, 401);
    assert.equal(reused.json.message, 'Invalid or expired refresh token');

    const again = await post('/api/auth/login', {
      email: 'rani@example.com',
      password: 'rani-pass',
    });
    const unsigned = await post('/api/auth/logout', { refreshToken: str(again.json.refreshToken) });
    assert.equal(unsigned.status, 401);
    const logout = await post(
      '/api/auth/logout',
      { refreshToken: str(again.json.refreshToken) },
      bearer(str(again.json.accessToken)),
    );
    assert.equal(logout.status, 200);
    assert.deepEqual(logout.json, { success: true, message: 'Logged out successfully' });
    const call = gw.identity.callsOf('Logout').at(-1);
    assert.equal(call?.request.userId, again.json.user.id);
    const after = await post('/api/auth/refresh', { refreshToken: str(again.json.refreshToken) });
    assert.equal(after.status, 401);
  });
});

describe('GraphQL /graphql', () => {
  it('errors carry the REST messages with code and status', async () => {
    const anonymous = await graphql('{ cart { id } }');
    assert.equal(anonymous.json.errors[0].message, 'No access token found');
    assert.deepEqual(anonymous.json.errors[0].extensions, { code: 'UNAUTHENTICATED', status: 401 });

    const user = gw.identity.addUser({
      userName: 'Lata',
      email: 'lata@example.com',
      password: 'x',
    });
    const invalid = await graphql(
      'mutation { addToCart(productId: "p1", quantity: 0) { success } }',
      {},
      bearer(await gw.identity.accessToken(user)),
    );
    assert.equal(invalid.json.errors[0].message, 'Quantity must be a whole number of at least 1');
    assert.deepEqual(invalid.json.errors[0].extensions, { code: 'BAD_REQUEST', status: 400 });
  });

  it('refuses queries deeper than the limit', async () => {
    const deep = `{ ${'__schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } }'} }`;
    const response = await graphql(deep);
    assert.match(
      str(response.json.errors[0].message),
      /query depth \(9\) exceeds the query depth limit of 8/,
    );
  });
});

describe('documents, headers, health', () => {
  it('/api/docs-json lists the auth routes; /api/docs serves the UI', async () => {
    const docs = await get('/api/docs-json');
    assert.equal(docs.status, 200);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/check-auth',
      '/api/auth/profile',
      '/api/auth/logout',
      '/api/health',
    ]) {
      assert.ok(docs.json.paths[path], path);
    }
    const ui = await get('/api/docs');
    assert.equal(ui.status, 200);
    assert.match(ui.text, /swagger-ui/);
  });

  it('security headers and CSP on API answers and pages', async () => {
    for (const path of ['/api/auth/check-auth', '/shop/home']) {
      const response = await get(path, { accept: 'text/html' });
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/);
      assert.match(csp, /script-src 'self' https:\/\/checkout\.razorpay\.com/);
      assert.match(csp, /frame-src https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com/);
      assert.match(csp, /style-src 'self' 'unsafe-inline'/);
      assert.match(csp, /img-src 'self' data: blob:/);
      assert.match(csp, /connect-src 'self'/);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.ok(response.headers.get('x-frame-options'));
      assert.ok(response.headers.get('x-request-id'));
    }
  });

  it('health: live, ready and /api/health (no services configured)', async () => {
    assert.equal((await get('/health/live')).status, 200);
    const ready = await get('/health/ready');
    assert.deepEqual(ready.json, { success: true, status: 'ready' });
    const api = await get('/api/health');
    assert.deepEqual(api.json, { success: true, services: {} });
  });

  it('/metrics exposes http_request_duration_seconds per route', async () => {
    const response = await get('/metrics');
    assert.equal(response.status, 200);
    assert.match(
      response.text,
      /http_request_duration_seconds_bucket\{[^}]*route="\/api\/auth\/login"/,
    );
  });
});

describe('static frontends', () => {
  it('SPA fallback serves the storefront index.html for /shop/home', async () => {
    const response = await get('/shop/home', { accept: 'text/html' });
    assert.equal(response.status, 200);
    assert.match(response.text, /Storefront/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
  });

  it('/admin and /admin/dashboard serve the admin index.html', async () => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/orders/123']) {
      const response = await get(path, { accept: 'text/html' });
      assert.equal(response.status, 200, path);
      assert.match(response.text, /Admin console/);
    }
  });

  it('hashed assets are served with a long cache', async () => {
    const response = await get('/assets/index-AbCdEf12.js');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('cache-control') ?? '', /immutable/);
    assert.match(response.headers.get('content-type') ?? '', /javascript/);
  });

  it('JSON 404 for unknown API paths, never index.html', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', '/health/nope'],
    ] as const) {
      const response = await call(method, path, undefined, { accept: 'text/html' });
      assert.equal(response.status, 404, `${method} ${path}`);
      assert.deepEqual(response.json, { success: false, message: 'Not found' });
    }
  });

  it("the router's own refusals answer in the envelope: broken %-encoding 400, overlong id 404", async () => {
    const admin = gw.identity.addUser({
      userName: 'Router Admin',
      email: 'router-admin@example.com',
      password: 'admin-pass',
      role: 'admin',
    });
    const token = await gw.identity.accessToken(admin);
    const long = 'x'.repeat(150);
    for (const [method, path, status, message] of [
      ['DELETE', '/api/shop/cart/a/b/%E0%A4%A', 400, 'Malformed URL'],
      ['PUT', '/api/shop/address/update/u/%ED%A0%80', 400, 'Malformed URL'],
      ['GET', '/api/admin/orders/details/%E0%A4%A', 400, 'Malformed URL'],
      ['DELETE', `/api/shop/cart/a/b/${long}`, 404, 'Not found'],
      ['GET', `/api/admin/orders/details/${long}`, 404, 'Not found'],
    ] as const) {
      const response = await call(method, path, undefined, bearer(token));
      assert.equal(response.status, status, `${method} ${path}`);
      assert.deepEqual(response.json, { success: false, message }, `${method} ${path}`);
    }
  });

  it('a missing asset is a 404, not the SPA', async () => {
    const response = await get('/assets/missing-12345678.js', { accept: '*/*' });
    assert.equal(response.status, 404);
  });

  it('does not serve files outside the dist folder', async () => {
    for (const path of [
      '/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/.env',
    ]) {
      const response = await get(path, { accept: '*/*' });
      assert.doesNotMatch(response.text, /root:/, path);
      if (response.status === 200) assert.match(response.text, /Storefront/, path);
    }
  });
});
