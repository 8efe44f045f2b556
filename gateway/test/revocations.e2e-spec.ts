// Ending access tokens (real gateway, fake identity): logout ends the access tokens of its
// session, a password reset and a role change those of every session, a deletion every
// token of the user; REST and GraphQL. Without Redis a restarted gateway loads the
// revocations from identity; with Redis (TEST_REDIS_URL) two replicas sharing it honour
// each other's revocations, and so does a replica started afterwards, from Redis alone.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { adapterTarget, externalServer, waitFor } from '@boutique/testing';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { httpClient, str } from './fixtures/http.js';

const INVALID = { success: false, message: 'Invalid or expired token' };
const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

/** A customer of `gw`'s fake identity, signed in `sessions` times (one session each). */
async function customer(gw: Harness, sessions = 1) {
  const email = uniqueEmail('shopper');
  const user = gw.identity.addUser({ userName: 'Shopper', email, password: 'secret-1' });
  const { post } = httpClient(() => gw.baseUrl);
  const logins = [];
  for (let i = 0; i < sessions; i++) {
    const login = await post('/api/auth/login', { email, password: 'secret-1' });
    assert.equal(login.status, 200, login.text);
    logins.push({ access: str(login.json.accessToken), refresh: str(login.json.refreshToken) });
  }
  return { user, email, logins };
}

/** The access token of a new admin of `gw`'s fake identity (the shop owner). */
async function ownerToken(gw: Harness): Promise<string> {
  const admin = gw.identity.addUser({
    userName: 'Owner',
    email: uniqueEmail('owner'),
    password: 'owner-pass',
    role: 'admin',
  });
  return gw.identity.accessToken(admin);
}

/** The status check-auth answers on `gw` for `token`. */
async function checkAuth(gw: Harness, token: string): Promise<number> {
  const answer = await httpClient(() => gw.baseUrl).get('/api/auth/check-auth', { token });
  if (answer.status === 401) assert.deepEqual(answer.json, INVALID);
  return answer.status;
}

/**
 * The status of the user's cart on `gw` with `token`: a route that asks no identity, so a
 * deleted user's token is refused by the revocation alone (check-auth would also find the
 * user gone).
 */
async function cartStatus(gw: Harness, userId: string, token: string): Promise<number> {
  const answer = await httpClient(() => gw.baseUrl).get(`/api/shop/cart/get/${userId}`, { token });
  if (answer.status === 401) assert.deepEqual(answer.json, INVALID);
  return answer.status;
}

describe('ending access tokens (one gateway, no Redis)', () => {
  let gw: Harness;
  const { post, put, del, graphql } = httpClient(() => gw.baseUrl);

  before(async () => {
    gw = await startGateway();
  });
  after(async () => {
    await gw?.stop();
  });

  it("logout ends the access token of that session at once; the user's other session goes on", async () => {
    const { logins } = await customer(gw, 2);
    const [phone, laptop] = logins;
    assert.equal(await checkAuth(gw, phone.access), 200);
    const out = await post(
      '/api/auth/logout',
      { refreshToken: phone.refresh },
      { token: phone.access },
    );
    assert.equal(out.status, 200, out.text);
    assert.equal(await checkAuth(gw, phone.access), 401);
    const cart = await graphql('{ cart { id } }', {}, { token: phone.access });
    assert.equal(cart.json.errors[0].extensions.code, 'UNAUTHENTICATED');
    assert.equal(await checkAuth(gw, laptop.access), 200, 'the other session');
  });

  it('logout without a refresh token ends every session of the user', async () => {
    const { logins } = await customer(gw, 2);
    const out = await post('/api/auth/logout', {}, { token: logins[0].access });
    assert.equal(out.status, 200, out.text);
    for (const login of logins) assert.equal(await checkAuth(gw, login.access), 401);
  });

  it('a password reset ends the access tokens of every session', async () => {
    const { email, logins } = await customer(gw, 2);
    assert.equal((await post('/api/auth/forgot-password', { email })).status, 200);
    const reset = await post('/api/auth/reset-password', {
      token: gw.identity.resetTokenFor(email),
      newPassword: 'new-secret-2',
    });
    assert.equal(reset.status, 200, reset.text);
    for (const login of logins) assert.equal(await checkAuth(gw, login.access), 401);
    const again = await post('/api/auth/login', { email, password: 'new-secret-2' });
    assert.equal(await checkAuth(gw, str(again.json.accessToken)), 200, 'a new sign-in works');
  });

  it('a role change and a deletion end the user’s tokens; a restarted gateway still refuses them (loaded from identity)', async () => {
    const adminToken = await ownerToken(gw);
    const promoted = await customer(gw);
    const deleted = await customer(gw);
    const loggedOut = await customer(gw);
    const live = await customer(gw);

    const up = await put(
      `/api/admin/users/update/${promoted.user.id}`,
      { role: 'admin' },
      { token: adminToken },
    );
    assert.equal(up.status, 200, up.text);
    assert.equal(await checkAuth(gw, promoted.logins[0].access), 401);
    assert.equal(await cartStatus(gw, deleted.user.id, deleted.logins[0].access), 200);
    const gone = await del(`/api/admin/users/delete/${deleted.user.id}`, { token: adminToken });
    assert.equal(gone.status, 200, gone.text);
    assert.equal(await cartStatus(gw, deleted.user.id, deleted.logins[0].access), 401);
    const out = await post(
      '/api/auth/logout',
      { refreshToken: loggedOut.logins[0].refresh },
      { token: loggedOut.logins[0].access },
    );
    assert.equal(out.status, 200);

    // A new gateway process knows nothing in memory: it asks identity when it starts.
    const restarted = await startGateway({ replicaOf: gw });
    try {
      for (const ended of [promoted, deleted, loggedOut]) {
        const status = await cartStatus(restarted, ended.user.id, ended.logins[0].access);
        assert.equal(status, 401, ended.email);
      }
      assert.equal(await cartStatus(restarted, live.user.id, live.logins[0].access), 200);
      assert.ok(gw.identity.callsOf('ListAccessRevocations').length >= 2, 'asked at each start');
    } finally {
      await restarted.stop();
    }
  });
});

// Redis in a container with TESTCONTAINERS=1 on a Docker host, else TEST_REDIS_URL, else skipped.
const redis = await adapterTarget(
  'redis',
  () => externalServer(process.env.TEST_REDIS_URL, 'TEST_REDIS_URL'),
  'TEST_REDIS_URL',
);
const redisUrl = redis.server?.url;
after(() => redis.server?.stop());
describe(
  'ending access tokens on every replica (two gateways sharing Redis)',
  { skip: redis.skip ?? false },
  () => {
    // A key space of this run's own, so a shared Redis is not disturbed.
    const env = () => ({
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `boutique:gateway:test:${prefix}:`,
    });
    const prefix = randomBytes(4).toString('hex');
    let a: Harness;
    let b: Harness;

    before(async () => {
      a = await startGateway({ env: env() });
      b = await startGateway({ env: env(), replicaOf: a });
    });
    after(async () => {
      await b?.stop();
      await a?.stop();
    });

    const refusedOn = (gw: Harness, userId: string, token: string, what: string) =>
      // The other replica learns it from the Redis stream (a blocking read): at once,
      // give or take the delivery.
      waitFor(async () => (await cartStatus(gw, userId, token)) === 401, {
        timeoutMs: 5000,
        intervalMs: 20,
        what,
      });

    it('a logout on one replica is honoured by the other, and by a replica started afterwards', async () => {
      const { user, logins } = await customer(a, 2);
      const [ended, other] = logins;
      assert.equal(await checkAuth(b, ended.access), 200);
      const out = await httpClient(() => a.baseUrl).post(
        '/api/auth/logout',
        { refreshToken: ended.refresh },
        { token: ended.access },
      );
      assert.equal(out.status, 200, out.text);
      assert.equal(await checkAuth(a, ended.access), 401, 'at once where it happened');
      await refusedOn(b, user.id, ended.access, 'the other replica to refuse the token');
      assert.equal(await checkAuth(b, other.access), 200);

      const fresh = await startGateway({ env: env(), replicaOf: a });
      try {
        assert.equal(await checkAuth(fresh, ended.access), 401, 'loaded before it answers');
        assert.equal(await checkAuth(fresh, other.access), 200);
      } finally {
        await fresh.stop();
      }
      assert.equal(
        a.identity.callsOf('ListAccessRevocations').length,
        0,
        'with Redis the replicas never ask identity: Redis carried it',
      );
    });

    it('a deletion on one replica ends the user’s tokens on the other', async () => {
      const adminToken = await ownerToken(a);
      const victim = await customer(a);
      assert.equal(await cartStatus(a, victim.user.id, victim.logins[0].access), 200);
      const gone = await httpClient(() => b.baseUrl).del(
        `/api/admin/users/delete/${victim.user.id}`,
        { token: adminToken },
      );
      assert.equal(gone.status, 200, gone.text);
      await refusedOn(a, victim.user.id, victim.logins[0].access, 'the first replica to refuse it');
    });
  },
);
