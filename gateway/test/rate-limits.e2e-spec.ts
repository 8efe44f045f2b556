// Rate limits at the edge (real gateway, fake identity): login failures per e-mail and
// attempts per IP, registrations per IP, forgot-password per e-mail and per IP; 429 with
// Retry-After, REST and GraphQL; X-Forwarded-For only with TRUST_PROXY. Windows are
// scaled down (RATE_LIMIT_WINDOW_SCALE) so "after the window" takes about 2 seconds. The
// login scenario also runs with the Redis adapter when TEST_REDIS_URL (or REDIS_URL) is set.
import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { httpClient, type Answer } from './fixtures/http.js';

const TOO_MANY = { success: false, message: 'Too many attempts. Please try again later.' };
/** 15 minutes × 0.002 = 1.8 s for login; 1 hour × 0.002 = 7.2 s for the others. */
const LIMITS = {
  TRUST_PROXY: 'true',
  RATE_LIMIT_WINDOW_SCALE: '0.002',
  RATE_LIMIT_LOGIN_PER_IP: '8',
  RATE_LIMIT_REGISTER_PER_IP: '2',
  RATE_LIMIT_FORGOT_PER_IP: '5',
};

const randomIp = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

function assertTooMany(response: Answer, maxSeconds: number) {
  assert.equal(response.status, 429, response.text);
  assert.deepEqual(response.json, TOO_MANY);
  const retryAfter = Number(response.headers.get('retry-after'));
  assert.ok(
    Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= maxSeconds,
    `Retry-After ${response.headers.get('retry-after')}`,
  );
  return retryAfter;
}

/** The 6th rapid wrong login for one e-mail is 429; the right password works after the window. */
function loginScenario(harness: () => Harness) {
  it('6th wrong login for an e-mail is 429 (from any IP); the right password works after the window', async () => {
    const gw = harness();
    const { post } = httpClient(() => gw.baseUrl);
    const email = uniqueEmail('victim');
    gw.identity.addUser({ userName: 'Victim', email, password: 'right-pass' });
    const loginCalls = () =>
      gw.identity.callsOf('Login').filter((c) => c.request.email === email).length;

    for (let i = 1; i <= 5; i++) {
      const wrong = await post(
        '/api/auth/login',
        { email, password: `wrong-${i}` },
        from(randomIp()),
      );
      assert.equal(wrong.status, 401, `attempt ${i}: ${wrong.text}`);
      assert.deepEqual(wrong.json, { success: false, message: 'Invalid email or password' });
    }
    const sixth = await post('/api/auth/login', { email, password: 'wrong-6' }, from(randomIp()));
    const retryAfter = assertTooMany(sixth, 2);
    const rightTooSoon = await post(
      '/api/auth/login',
      { email: email.toUpperCase(), password: 'right-pass' },
      from(randomIp()),
    );
    assertTooMany(rightTooSoon, 2);
    assert.equal(loginCalls(), 5, 'refused attempts never reach identity');

    await sleep(retryAfter * 1000 + 150);
    const right = await post(
      '/api/auth/login',
      { email, password: 'right-pass' },
      from(randomIp()),
    );
    assert.equal(right.status, 200, right.text);

    // A success clears the e-mail's failures: five more wrong passwords are 401 again.
    for (let i = 1; i <= 5; i++) {
      const wrong = await post(
        '/api/auth/login',
        { email, password: 'nope-nope' },
        from(randomIp()),
      );
      assert.equal(wrong.status, 401, `after success, attempt ${i}`);
    }
    assertTooMany(
      await post('/api/auth/login', { email, password: 'nope-nope' }, from(randomIp())),
      2,
    );
  });
}

describe('rate limits (memory adapter, TRUST_PROXY)', () => {
  let gw: Harness;
  const { post, graphql } = httpClient(() => gw.baseUrl);

  before(async () => {
    gw = await startGateway({ env: LIMITS });
  });
  after(async () => {
    await gw?.stop();
  });

  loginScenario(() => gw);

  it('login attempts per IP: the 9th from one address is 429, other addresses go on', async () => {
    const ip = randomIp();
    for (let i = 1; i <= 8; i++) {
      const response = await post(
        '/api/auth/login',
        { email: uniqueEmail('spray'), password: 'guess-123' },
        from(ip),
      );
      assert.equal(response.status, 401, `attempt ${i}`);
    }
    assertTooMany(
      await post('/api/auth/login', { email: uniqueEmail('spray'), password: 'guess' }, from(ip)),
      2,
    );
    const elsewhere = await post(
      '/api/auth/login',
      { email: uniqueEmail('spray'), password: 'guess-123' },
      from(randomIp()),
    );
    assert.equal(elsewhere.status, 401);
  });

  it('registrations per IP: invalid bodies do not count; the 3rd is 429', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      const invalid = await post('/api/auth/register', { userName: 'X' }, from(ip));
      assert.equal(invalid.status, 400);
    }
    for (let i = 1; i <= 2; i++) {
      const ok = await post(
        '/api/auth/register',
        { userName: 'New', email: uniqueEmail('new'), password: 'secret123' },
        from(ip),
      );
      assert.equal(ok.status, 201, ok.text);
    }
    const body = { userName: 'New', email: uniqueEmail('new'), password: 'secret123' };
    assertTooMany(await post('/api/auth/register', body, from(ip)), 8);
    const elsewhere = await post('/api/auth/register', body, from(randomIp()));
    assert.equal(elsewhere.status, 201, 'the refused registration was not made');
  });

  it('registrations per e-mail: the 4th attempt for one address, from any IP, is 429', async () => {
    const body = { userName: 'Probe', email: uniqueEmail('probe'), password: 'secret123' };
    const first = await post('/api/auth/register', body, from(randomIp()));
    assert.equal(first.status, 201, first.text);
    for (let i = 0; i < 2; i++) {
      const again = await post('/api/auth/register', body, from(randomIp()));
      assert.equal(again.status, 409, again.text);
    }
    assertTooMany(await post('/api/auth/register', body, from(randomIp())), 8);
  });

  it('forgot-password: 3 per e-mail (from any IP) and 5 per IP', async () => {
    const email = uniqueEmail('forgetful');
    for (let i = 1; i <= 3; i++) {
      const response = await post('/api/auth/forgot-password', { email }, from(randomIp()));
      assert.equal(response.status, 200);
    }
    assertTooMany(await post('/api/auth/forgot-password', { email }, from(randomIp())), 8);

    const ip = randomIp();
    for (let i = 1; i <= 5; i++) {
      const response = await post(
        '/api/auth/forgot-password',
        { email: uniqueEmail('many') },
        from(ip),
      );
      assert.equal(response.status, 200);
    }
    assertTooMany(
      await post('/api/auth/forgot-password', { email: uniqueEmail('many') }, from(ip)),
      8,
    );
  });

  it('GraphQL login answers the 429 as an error with retryAfter and the Retry-After header', async () => {
    const email = uniqueEmail('gql');
    const mutation =
      'mutation ($email: String!) { login(email: $email, password: "wrong-pass") { accessToken } }';
    const ip = randomIp();
    for (let i = 0; i < 5; i++) await graphql(mutation, { email }, from(ip));
    const refused = await graphql(mutation, { email }, from(ip));
    assert.equal(refused.json.errors[0].message, TOO_MANY.message);
    assert.equal(refused.json.errors[0].extensions.code, 'TOO_MANY_REQUESTS');
    assert.equal(refused.json.errors[0].extensions.status, 429);
    const retryAfter = refused.json.errors[0].extensions.retryAfter as unknown as number;
    assert.ok(retryAfter >= 1 && retryAfter <= 2);
    assert.equal(refused.headers.get('retry-after'), String(retryAfter));
  });
});

describe('rate limits without TRUST_PROXY', () => {
  let gw: Harness;
  const { post } = httpClient(() => gw.baseUrl);

  before(async () => {
    gw = await startGateway({ env: { RATE_LIMIT_LOGIN_PER_IP: '2' } });
  });
  after(async () => {
    await gw?.stop();
  });

  it('ignores X-Forwarded-For: the socket address is counted', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await post(
        '/api/auth/login',
        { email: uniqueEmail('xff'), password: 'guess-123' },
        from(randomIp()),
      );
      assert.equal(response.status, 401);
    }
    const third = await post(
      '/api/auth/login',
      { email: uniqueEmail('xff'), password: 'guess-123' },
      from(randomIp()),
    );
    assertTooMany(third, 15 * 60);
  });
});

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
describe(
  'rate limits (Redis adapter)',
  { skip: redisUrl ? false : 'no Redis server: set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379' },
  () => {
    let gw: Harness;
    before(async () => {
      gw = await startGateway({ env: { ...LIMITS, REDIS_URL: redisUrl! } });
    });
    after(async () => {
      await gw?.stop();
    });
    loginScenario(() => gw);
  },
);
