// System spec: the whole stack (gateway, identity, notification, mail catcher) started by
// the test orchestrator; everything goes through the gateway's public URL.
// Env: BASE_URL (gateway), MAIL_URL (MailDev web/REST), ADMIN_EMAIL, ADMIN_PASSWORD.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { MailCatcher } from '@boutique/testing';
import { httpClient, str } from '../fixtures/http.js';

const BASE_URL = process.env.BASE_URL?.replace(/\/$/, '');
const MAIL_URL = process.env.MAIL_URL?.replace(/\/$/, '');
const ADMIN_EMAIL = process.env.ADMIN_EMAIL;
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD;

const http = httpClient(() => BASE_URL ?? '');
const get = (path: string, token?: string) => http.get(path, { token });
const post = (path: string, body?: unknown, token?: string) => http.post(path, body, { token });
const graphql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  http.graphql(query, variables, { token });

const unique = () => `sys-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

const skip = !BASE_URL
  ? 'BASE_URL is not set (run through npm test at the repository root)'
  : false;

describe('auth through the gateway (system)', { skip }, () => {
  const name = unique();
  const email = `${name}@example.com`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  let accessToken = '';
  let refreshToken = '';
  let userId = '';

  it('GET /api/health is 200 once the stack is ready', async () => {
    const response = await get('/api/health');
    assert.equal(response.status, 200, response.text);
    assert.equal(response.json.success, true);
  });

  it('registers a new customer (201)', async () => {
    const response = await post('/api/auth/register', {
      userName: `Shopper ${name}`,
      email,
      password,
    });
    assert.equal(response.status, 201, response.text);
    assert.equal(response.json.success, true);
    assert.equal(response.json.message, 'Registration successful');
  });

  it('refuses a second registration with the same e-mail (409)', async () => {
    const response = await post('/api/auth/register', { userName: 'Again', email, password });
    assert.equal(response.status, 409, response.text);
    assert.deepEqual(response.json, {
      success: false,
      message: 'Unable to register with this email. Try signing in or resetting your password.',
    });
  });

  it('logs in with tokens and the user', async () => {
    const response = await post('/api/auth/login', { email, password });
    assert.equal(response.status, 200, response.text);
    assert.equal(response.json.success, true);
    assert.equal(response.json.message, 'Logged in successfully');
    accessToken = str(response.json.accessToken);
    refreshToken = str(response.json.refreshToken);
    const user = response.json.user;
    userId = str(user.id);
    assert.equal(user._id, user.id);
    assert.equal(user.email, email);
    assert.equal(user.userName, `Shopper ${name}`);
    assert.equal(user.role, 'user');
    assert.equal(accessToken.split('.').length, 3);
  });

  it('check-auth and profile answer the signed-in user with role user', async () => {
    for (const path of ['/api/auth/check-auth', '/api/auth/profile']) {
      const response = await get(path, accessToken);
      assert.equal(response.status, 200, `${path}: ${response.text}`);
      assert.equal(response.json.success, true);
      assert.equal(response.json.user.id, userId);
      assert.equal(response.json.user.email, email);
      assert.equal(response.json.user.role, 'user');
    }
  });

  it('check-auth: 401 without a token and with a bad token', async () => {
    const missing = await get('/api/auth/check-auth');
    assert.equal(missing.status, 401);
    assert.deepEqual(missing.json, { success: false, message: 'No access token found' });
    const bad = await get('/api/auth/check-auth', `${accessToken.slice(0, -4)}AAAA`);
    assert.equal(bad.status, 401);
    assert.deepEqual(bad.json, { success: false, message: 'Invalid or expired token' });
  });

  it('role in the register body is ignored: the account is a plain user', async () => {
    const other = `${unique()}@example.com`;
    const registered = await post('/api/auth/register', {
      userName: 'Would-be admin',
      email: other,
      password,
      role: 'admin',
    });
    assert.equal(registered.status, 201, registered.text);
    const login = await post('/api/auth/login', { email: other, password });
    assert.equal(login.status, 200, login.text);
    assert.equal(login.json.user.role, 'user');
    const check = await get('/api/auth/check-auth', str(login.json.accessToken));
    assert.equal(check.json.user.role, 'user');
  });

  it('refresh rotates the pair; reusing the old token revokes the whole family', async () => {
    const first = await post('/api/auth/refresh', { refreshToken });
    assert.equal(first.status, 200, first.text);
    assert.equal(first.json.success, true);
    const newest = str(first.json.refreshToken);
    assert.notEqual(newest, refreshToken);
    assert.equal(typeof first.json.accessToken, 'string');
    assert.equal(first.json.user.id, userId);

    const reused = await post('/api/auth/refresh', { refreshToken });
    assert.equal(reused.status, 401, reused.text);
    assert.equal(reused.json.success, false);

    const afterReuse = await post('/api/auth/refresh', { refreshToken: newest });
    assert.equal(
      afterReuse.status,
      401,
      `the newest token of a revoked family: ${afterReuse.text}`,
    );
  });

  it('refresh without a token: 401 "No refresh token found"', async () => {
    const response = await post('/api/auth/refresh', {});
    assert.equal(response.status, 401);
    assert.deepEqual(response.json, { success: false, message: 'No refresh token found' });
  });

  it('logout revokes the refresh token', async () => {
    const login = await post('/api/auth/login', { email, password });
    assert.equal(login.status, 200, login.text);
    const token = str(login.json.refreshToken);
    const logout = await post(
      '/api/auth/logout',
      { refreshToken: token },
      str(login.json.accessToken),
    );
    assert.equal(logout.status, 200, logout.text);
    assert.deepEqual(logout.json, { success: true, message: 'Logged out successfully' });
    const refused = await post('/api/auth/refresh', { refreshToken: token });
    assert.equal(refused.status, 401, refused.text);
  });

  it('wrong password: 401 "Invalid email or password"', async () => {
    const response = await post('/api/auth/login', { email, password: `${password}-wrong` });
    assert.equal(response.status, 401);
    assert.deepEqual(response.json, { success: false, message: 'Invalid email or password' });
    const unknown = await post('/api/auth/login', { email: `${unique()}@example.com`, password });
    assert.equal(unknown.status, 401);
    assert.deepEqual(unknown.json, { success: false, message: 'Invalid email or password' });
  });

  it('missing or invalid fields: 400 with the field and rule', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        '/api/auth/register',
        { email: `${unique()}@example.com`, password },
        'User name is required',
      ],
      ['/api/auth/register', { userName: 'A', password }, 'Email is required'],
      [
        '/api/auth/register',
        { userName: 'A', email: `${unique()}@example.com` },
        'Password is required',
      ],
      [
        '/api/auth/register',
        { userName: 'A', email: 'nope', password },
        'Please enter a valid email address',
      ],
      [
        '/api/auth/register',
        { userName: 'A', email: `${unique()}@example.com`, password: '12345' },
        'Password must be at least 6 characters long.',
      ],
      [
        '/api/auth/register',
        { userName: 'x'.repeat(101), email: `${unique()}@example.com`, password },
        'User name must not exceed 100 characters',
      ],
      ['/api/auth/login', { email }, 'Email and password are required'],
      ['/api/auth/login', { password }, 'Email and password are required'],
    ];
    for (const [path, body, message] of cases) {
      const response = await post(path, body);
      assert.equal(response.status, 400, `${path} ${JSON.stringify(body)}: ${response.text}`);
      assert.deepEqual(response.json, { success: false, message });
    }
  });

  it(
    'the welcome e-mail arrives exactly once, with html and text',
    { skip: !MAIL_URL && 'MAIL_URL is not set' },
    async () => {
      const mail = new MailCatcher(MAIL_URL!);
      const [welcome] = await mail.waitFor(email, (m) => /welcome/i.test(m.subject), 1, 20_000);
      assert.ok(welcome);
      await sleep(1500);
      const all = await mail.to(email);
      assert.equal(all.length, 1, `mails to ${email}: ${all.map((m) => m.subject).join(' | ')}`);
      assert.match(welcome.subject, /Welcome/);
      assert.ok(welcome.html?.trim(), 'html part');
      assert.ok(welcome.text?.trim(), 'text part');
    },
  );

  it(
    'the bootstrap admin logs in with role admin',
    { skip: !(ADMIN_EMAIL && ADMIN_PASSWORD) && 'ADMIN_EMAIL/ADMIN_PASSWORD not set' },
    async () => {
      const response = await post('/api/auth/login', {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      assert.equal(response.status, 200, response.text);
      assert.equal(response.json.user.role, 'admin');
      const check = await get('/api/auth/check-auth', str(response.json.accessToken));
      assert.equal(check.status, 200, check.text);
      assert.equal(check.json.user.role, 'admin');
    },
  );

  it('GraphQL takes the access token of a REST login; without one, 401', async () => {
    const login = await post('/api/auth/login', { email, password });
    assert.equal(login.status, 200, login.text);
    const cart = await graphql('{ cart { userId } }', {}, str(login.json.accessToken));
    assert.equal(cart.json.errors, undefined, cart.text);
    assert.equal(cart.json.data.cart.userId, userId);

    const anonymous = await graphql('{ cart { userId } }');
    assert.equal(anonymous.json.errors[0].message, 'No access token found');
    assert.equal(anonymous.json.errors[0].extensions.status, 401);
  });

  it('/api/docs-json describes the auth routes', async () => {
    const response = await get('/api/docs-json');
    assert.equal(response.status, 200);
    assert.ok(response.json.paths['/api/auth/login']);
    assert.ok(response.json.paths['/api/auth/register']);
  });
});
