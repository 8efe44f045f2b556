// Rate limits at the edge (real gateway, fake identity), with scaled-down windows
// (RATE_LIMIT_WINDOW_SCALE) and small figures so every rule shows in a few requests:
// login per e-mail AND client (a stranger never keeps the owner out), per client over many
// e-mails, the e-mail alone only slowed (never locked; known clients not slowed), register
// and forgot-password, the whole-API throttle (GraphQL too; cache hits counted; health
// and files not), exempt clients, and X-Forwarded-For only with TRUST_PROXY. The login
// scenarios also run with the Redis adapter when TEST_REDIS_URL is set.
import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { httpClient, type Answer } from './fixtures/http.js';
import { redisForSpec } from './fixtures/redis.js';

/** 15 minutes × 0.002 = 2 s (the e-mail+client block); 1 hour × 0.002 = 7 s. */
const LIMITS = {
  TRUST_PROXY: '1',
  RATE_LIMIT_WINDOW_SCALE: '0.002',
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_CLIENT: '4',
  RATE_LIMIT_LOGIN_FAILURES_PER_IP: '6',
  RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '3',
  RATE_LIMIT_LOGIN_SLOWDOWN_MAX_SECONDS: '2',
  RATE_LIMIT_REGISTER_PER_IP: '2',
  RATE_LIMIT_FORGOT_PER_IP: '5',
};

const randomIp = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;
const INVALID = { success: false, message: 'Invalid email or password' };

/** A 429 whose message and Retry-After say the same wait, at most `maxSeconds`. */
function assertTooMany(response: Answer, maxSeconds: number, what = 'attempts') {
  assert.equal(response.status, 429, response.text);
  const retryAfter = Number(response.headers.get('retry-after'));
  assert.ok(
    Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= maxSeconds,
    `Retry-After ${response.headers.get('retry-after')}`,
  );
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const wait =
    retryAfter < 60
      ? count(retryAfter, 'second')
      : retryAfter < 3600
        ? count(Math.ceil(retryAfter / 60), 'minute')
        : count(Math.ceil(retryAfter / 3600), 'hour');
  assert.deepEqual(response.json, {
    success: false,
    message: `Too many ${what}. Please try again in ${wait}.`,
  });
  return retryAfter;
}

/** The login scenarios (memory and Redis adapters). */
function loginScenarios(harness: () => Harness) {
  const post = (path: string, body: unknown, ip: string) =>
    httpClient(() => harness().baseUrl).post(path, body, from(ip));
  const account = () => {
    const email = uniqueEmail('owner');
    harness().identity.addUser({ userName: 'Owner', email, password: 'right-pass' });
    return email;
  };
  const loginCalls = (email: string) =>
    harness()
      .identity.callsOf('Login')
      .filter((c) => c.request.email === email).length;

  it("a stranger's wrong passwords are refused at their address and never keep the owner out", async () => {
    const email = account();
    const owner = randomIp();
    const stranger = randomIp();
    assert.equal(
      (await post('/api/auth/login', { email, password: 'right-pass' }, owner)).status,
      200,
    );

    for (let i = 1; i <= 4; i++) {
      const wrong = await post('/api/auth/login', { email, password: `guess-${i}` }, stranger);
      assert.equal(wrong.status, 401, `guess ${i}: ${wrong.text}`);
      assert.deepEqual(wrong.json, INVALID);
    }
    const refused = await post('/api/auth/login', { email, password: 'guess-5' }, stranger);
    assertTooMany(refused, 2);
    assert.equal(loginCalls(email), 5, 'the refused guess never reached identity');

    const signIn = await post('/api/auth/login', { email, password: 'right-pass' }, owner);
    assert.equal(signIn.status, 200, `the owner signs in at once: ${signIn.text}`);
  });

  it('the e-mail alone (many addresses) is only slowed, by a short growing wait the answer states', async () => {
    const email = account();
    for (let i = 1; i <= 4; i++) {
      const wrong = await post('/api/auth/login', { email, password: `bot-${i}` }, randomIp());
      assert.equal(wrong.status, 401, `guess ${i} from a new address`);
    }
    // The 4th failure is one over the 3 free ones: the next attempt waits 1 s.
    const slowed = await post('/api/auth/login', { email, password: 'bot-5' }, randomIp());
    const wait = assertTooMany(slowed, 1);
    const callsBefore = loginCalls(email);
    // The owner on a new address is slowed too, never for longer than the cap, and then in.
    const ownerIp = randomIp();
    assertTooMany(await post('/api/auth/login', { email, password: 'right-pass' }, ownerIp), 2);
    assert.equal(loginCalls(email), callsBefore, 'slowed attempts never reach identity');
    await sleep(wait * 1000 + 100);
    const signIn = await post('/api/auth/login', { email, password: 'right-pass' }, ownerIp);
    assert.equal(signIn.status, 200, signIn.text);

    // The waits grow (2 s after the 5th failure) and stop at the cap (2 s here).
    await post('/api/auth/login', { email, password: 'bot-6' }, randomIp());
    assertTooMany(await post('/api/auth/login', { email, password: 'bot-7' }, randomIp()), 2);
  });

  it('a success clears that client’s failures and makes it known: not slowed for the account', async () => {
    const email = account();
    const phone = randomIp();
    const typo = (n: number) => post('/api/auth/login', { email, password: `typo-${n}` }, phone);
    assert.equal((await typo(1)).status, 401);
    assert.equal(
      (await post('/api/auth/login', { email, password: 'right-pass' }, phone)).status,
      200,
    );
    // Four typos in a row: the e-mail passes its 3 free failures (anyone else would now
    // wait), but this client signed in, so it is not slowed; its own count started again at
    // the success, so all four reach identity and the 4th blocks the client.
    for (let i = 2; i <= 5; i++) {
      const answer = await typo(i);
      assert.equal(answer.status, 401, `typo ${i}: ${answer.text}`);
    }
    assertTooMany(await post('/api/auth/login', { email, password: 'bot' }, randomIp()), 2);
    assertTooMany(await post('/api/auth/login', { email, password: 'right-pass' }, phone), 2);
  });
}

describe('rate limits (memory adapter, TRUST_PROXY=1)', () => {
  let gw: Harness;
  const { post } = httpClient(() => gw.baseUrl);

  before(async () => {
    gw = await startGateway({ env: LIMITS });
  });
  after(async () => {
    await gw?.stop();
  });

  loginScenarios(() => gw);

  it('wrong passwords per client over many e-mails: the 7th from one address is 429, other addresses go on', async () => {
    const ip = randomIp();
    for (let i = 1; i <= 6; i++) {
      const response = await post(
        '/api/auth/login',
        { email: uniqueEmail('spray'), password: 'guess-123' },
        from(ip),
      );
      assert.equal(response.status, 401, `attempt ${i}`);
    }
    assertTooMany(
      await post('/api/auth/login', { email: uniqueEmail('spray'), password: 'guess' }, from(ip)),
      7,
    );
    const elsewhere = await post(
      '/api/auth/login',
      { email: uniqueEmail('spray'), password: 'guess-123' },
      from(randomIp()),
    );
    assert.equal(elsewhere.status, 401);
  });

  it('registrations per client: invalid bodies do not count; the 3rd is 429', async () => {
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
    assertTooMany(await post('/api/auth/register', body, from(ip)), 7);
    const elsewhere = await post('/api/auth/register', body, from(randomIp()));
    assert.equal(elsewhere.status, 201, 'the refused registration was not made');
  });

  it('registrations per e-mail: the 4th attempt for one address, from any client, is 429', async () => {
    const body = { userName: 'Probe', email: uniqueEmail('probe'), password: 'secret123' };
    const first = await post('/api/auth/register', body, from(randomIp()));
    assert.equal(first.status, 201, first.text);
    for (let i = 0; i < 2; i++) {
      const again = await post('/api/auth/register', body, from(randomIp()));
      assert.equal(again.status, 409, again.text);
    }
    assertTooMany(await post('/api/auth/register', body, from(randomIp())), 7);
  });

  it('forgot-password: 3 per e-mail (from any client) and 5 per client', async () => {
    const email = uniqueEmail('forgetful');
    for (let i = 1; i <= 3; i++) {
      const response = await post('/api/auth/forgot-password', { email }, from(randomIp()));
      assert.equal(response.status, 200);
    }
    assertTooMany(await post('/api/auth/forgot-password', { email }, from(randomIp())), 7);

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
      7,
    );
  });
});

describe('the whole-API throttle (per client)', () => {
  let gw: Harness;
  const http = httpClient(() => gw.baseUrl);

  before(async () => {
    gw = await startGateway({
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_API_PER_CLIENT: '5',
        RATE_LIMIT_EXEMPT_CLIENTS: '10.250.0.0/16',
      },
    });
  });
  after(async () => {
    await gw?.stop();
  });

  it('the 6th API call of a client in the window is 429 with Retry-After and the usual headers; others go on', async () => {
    const ip = randomIp();
    for (let i = 1; i <= 5; i++) {
      const response = await http.get('/api/geo/states', from(ip));
      assert.equal(response.status, 200, `call ${i}`);
    }
    const refused = await http.get('/api/geo/states', from(ip));
    assertTooMany(refused, 60, 'requests');
    assert.ok(refused.headers.get('x-request-id'), 'request id');
    assert.ok(refused.headers.get('content-security-policy'), 'security headers');
    const graphql = await http.graphql('{ states { code } }', {}, from(ip));
    assertTooMany(graphql, 60, 'requests');

    assert.equal((await http.get('/api/geo/states', from(randomIp()))).status, 200, 'others');
    assert.equal((await http.get('/health/live', from(ip))).status, 200, 'health is not counted');
    assert.equal((await http.get('/api/health', from(ip))).status, 200, 'nor /api/health');
    assert.equal((await http.get('/', from(ip))).status, 200, 'nor the storefront files');
  });

  it("counts the catalogue cache's in-process hits too", async () => {
    const ip = randomIp();
    for (let i = 1; i <= 5; i++) {
      assert.equal((await http.get('/api/shop/categories/get', from(ip))).status, 200);
    }
    assertTooMany(await http.get('/api/shop/categories/get', from(ip)), 60, 'requests');
  });

  it('does not count exempt clients (RATE_LIMIT_EXEMPT_CLIENTS)', async () => {
    for (let i = 1; i <= 8; i++) {
      const response = await http.get('/api/geo/states', from('10.250.3.4'));
      assert.equal(response.status, 200, `call ${i}`);
    }
  });
});

describe('rate limits without TRUST_PROXY', () => {
  let gw: Harness;
  const { post } = httpClient(() => gw.baseUrl);

  before(async () => {
    gw = await startGateway({ env: { RATE_LIMIT_LOGIN_FAILURES_PER_IP: '2' } });
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
    assertTooMany(third, 3600);
  });
});

// Redis in a container with TESTCONTAINERS=1 on a Docker host, else TEST_REDIS_URL or
// REDIS_URL, else skipped.
const redis = await redisForSpec();
const redisUrl = redis.server?.url;
describe('rate limits (Redis adapter)', { skip: redis.skip ?? false }, () => {
  let gw: Harness;
  before(async () => {
    gw = await startGateway({
      env: {
        ...LIMITS,
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: `boutique:gateway:test:${randomBytes(4).toString('hex')}:`,
      },
    });
  });
  after(async () => {
    await gw?.stop();
  });
  loginScenarios(() => gw);
});
