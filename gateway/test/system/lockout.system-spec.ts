// System spec: nobody can lock anybody out, and ended sessions end, through the whole stack
// (gateway, identity, notification, mail catcher). Clients other than this machine are
// posed as with X-Forwarded-For, which the test stack's gateway believes for one hop as the
// production one behind nginx does (TRUST_PROXY=1); 127.0.0.1 itself is exempt from the
// per-client limits (RATE_LIMIT_EXEMPT_CLIENTS). See gateway/README.md, "Rate limits" and
// "Ending access tokens at once".
// Env (given by `npm test`): BASE_URL, MAIL_URL, ADMIN_EMAIL, ADMIN_PASSWORD, STACK_RUN_FILE.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, it } from 'node:test';
import { MailCatcher, waitFor } from '@boutique/testing';
import { httpClient, str, type Answer } from '../fixtures/http.js';
import { newCustomer, type Customer } from './shoppers.js';

const BASE_URL = process.env.BASE_URL?.replace(/\/$/, '');
const { ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_URL, STACK_RUN_FILE } = process.env;
const skip =
  !BASE_URL || !ADMIN_EMAIL || !ADMIN_PASSWORD || !MAIL_URL || !STACK_RUN_FILE
    ? 'BASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD, MAIL_URL and STACK_RUN_FILE are set by `npm test` (system step)'
    : false;

const http = httpClient(() => BASE_URL ?? '');
/**
 * A documentation address (RFC 5737) of its own for each client of this run: counted up
 * from a random start, so two clients never share one (a random pick once gave the stranger
 * the owner's home address, where she is known and is not slowed).
 */
let lastAddress = randomInt(0, 254);
const newAddress = () => `198.51.100.${(++lastAddress % 254) + 1}`;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const INVALID_TOKEN = { success: false, message: 'Invalid or expired token' };

/** A 429 whose message says the same wait as Retry-After; answers the seconds. */
function assertWait(answer: Answer, what: 'attempts' | 'requests', maxSeconds: number): number {
  assert.equal(answer.status, 429, answer.text);
  const retryAfter = Number(answer.headers.get('retry-after'));
  assert.ok(
    Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= maxSeconds,
    `Retry-After ${answer.headers.get('retry-after')}`,
  );
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const wait =
    retryAfter < 60 ? count(retryAfter, 'second') : count(Math.ceil(retryAfter / 60), 'minute');
  assert.deepEqual(answer.json, {
    success: false,
    message: `Too many ${what}. Please try again in ${wait}.`,
  });
  return retryAfter;
}

const register = (label: string) => newCustomer(http, 'lockout', label, `Lockout ${label}`);

/** A new session of the customer: its access and refresh tokens. */
async function signIn(customer: Customer) {
  const login = await http.post('/api/auth/login', {
    email: customer.email,
    password: customer.password,
  });
  assert.equal(login.status, 200, login.text);
  return { access: str(login.json.accessToken), refresh: str(login.json.refreshToken) };
}

/**
 * The status of the customer's cart with `token`: a route where identity is not asked, so
 * a 401 comes from the gateway's revocations alone (check-auth also finds deleted users gone).
 */
async function cartStatus(customer: Customer, token: string): Promise<number> {
  const answer = await http.get(`/api/shop/cart/get/${customer.id}`, { token });
  if (answer.status === 401) assert.deepEqual(answer.json, INVALID_TOKEN);
  return answer.status;
}

function gatewayPid(): number {
  const run = JSON.parse(fs.readFileSync(STACK_RUN_FILE!, 'utf8')) as {
    processes: Record<string, { pid: number }>;
  };
  const pid = run.processes.gateway?.pid;
  if (!pid) throw new Error(`the gateway is not in ${STACK_RUN_FILE}`);
  return pid;
}

describe('nobody can lock anybody out (system)', { skip }, () => {
  it("a stranger's wrong passwords slow him with a stated wait and never keep the owner out", async () => {
    const owner = await register('owner');
    const home = newAddress();
    const stranger = newAddress();
    const ownerLogin = (ip: string) =>
      http.post('/api/auth/login', { email: owner.email, password: owner.password }, from(ip));
    const guess = (n: number) =>
      http.post('/api/auth/login', { email: owner.email, password: `guess-${n}` }, from(stranger));
    assert.equal((await ownerLogin(home)).status, 200, 'the owner signs in from home');

    // Five wrong passwords for an e-mail are free; each further one makes the next attempt
    // for it wait 1, 2, 4 … s (at most 30 s): the stranger is slowed, never let run.
    for (let n = 1; n <= 6; n++) {
      const wrong = await guess(n);
      assert.equal(wrong.status, 401, `guess ${n}: ${wrong.text}`);
    }
    const first = assertWait(await guess(7), 'attempts', 1);

    // The owner at home is not slowed by the stranger's guesses (she signed in from there).
    const atHome = await ownerLogin(home);
    assert.equal(atHome.status, 200, `the owner at home, at once: ${atHome.text}`);

    await sleep(first * 1000);
    assert.equal((await guess(7)).status, 401, 'after the stated wait the guess is tried');
    const second = assertWait(await guess(8), 'attempts', 2);
    assert.ok(second > first, `the wait grows: ${first} s, then ${second} s`);

    // On a new address the owner waits what the answer says, at most the cap, then gets in.
    const travelling = newAddress();
    const slowed = await ownerLogin(travelling);
    if (slowed.status === 429) {
      await sleep(assertWait(slowed, 'attempts', 30) * 1000);
      const later = await ownerLogin(travelling);
      assert.equal(later.status, 200, later.text);
    } else {
      assert.equal(slowed.status, 200, slowed.text);
    }
  });

  it('the whole-API throttle answers 429 with Retry-After to one client, not to others', async () => {
    const busy = newAddress();
    // The test stack allows 60 API requests a minute per client (production: 3000).
    for (let i = 1; i <= 60; i++) {
      const answer = await http.get('/api/geo/states', from(busy));
      assert.equal(answer.status, 200, `request ${i}: ${answer.text}`);
    }
    assertWait(await http.get('/api/geo/states', from(busy)), 'requests', 60);
    assertWait(await http.graphql('{ states { code } }', {}, from(busy)), 'requests', 60);
    assert.equal((await http.get('/api/geo/states', from(newAddress()))).status, 200, 'others');
    assert.equal((await http.get('/health/live', from(busy))).status, 200, 'health is not counted');
  });
});

describe(
  'access tokens end with their session, on a restarted gateway too (system)',
  { skip },
  () => {
    it('logout, password reset, role change and deletion end the tokens at once and after a gateway restart', async () => {
      const admin = await http.post('/api/auth/login', {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      assert.equal(admin.status, 200, admin.text);
      const adminToken = str(admin.json.accessToken);

      const leaver = await register('leaver');
      const [phone, laptop] = [await signIn(leaver), await signIn(leaver)];
      const forgetful = await register('forgetful');
      const forgetfulSession = await signIn(forgetful);
      const promoted = await register('promoted');
      const promotedSession = await signIn(promoted);
      const deleted = await register('deleted');
      const deletedSession = await signIn(deleted);
      const live = await register('live');
      const liveSession = await signIn(live);

      // Logout ends that session's access token; the other session goes on.
      const out = await http.post(
        '/api/auth/logout',
        { refreshToken: phone.refresh },
        { token: phone.access },
      );
      assert.equal(out.status, 200, out.text);
      assert.equal(await cartStatus(leaver, phone.access), 401, 'logged-out token');
      assert.equal(await cartStatus(leaver, laptop.access), 200, 'the other session');

      // A password reset ends every session.
      assert.equal(
        (await http.post('/api/auth/forgot-password', { email: forgetful.email })).status,
        200,
      );
      const [mail] = await new MailCatcher(MAIL_URL!).waitFor(
        forgetful.email,
        (m) => /reset/i.test(m.subject),
        1,
        20_000,
      );
      const token = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
        `${mail.text ?? ''} ${mail.html ?? ''}`,
      )?.[1];
      assert.ok(token, 'the reset link');
      const reset = await http.post('/api/auth/reset-password', {
        token,
        newPassword: 'new-pass-1',
      });
      assert.equal(reset.status, 200, reset.text);
      assert.equal(
        await cartStatus(forgetful, forgetfulSession.access),
        401,
        'token before the reset',
      );

      // A role change and a deletion end the user's tokens.
      const up = await http.put(
        `/api/admin/users/update/${promoted.id}`,
        { role: 'admin' },
        { token: adminToken },
      );
      assert.equal(up.status, 200, up.text);
      assert.equal(
        await cartStatus(promoted, promotedSession.access),
        401,
        'token of the old role',
      );
      const gone = await http.del(`/api/admin/users/delete/${deleted.id}`, { token: adminToken });
      assert.equal(gone.status, 200, gone.text);
      assert.equal(
        await cartStatus(deleted, deletedSession.access),
        401,
        'token of a deleted user',
      );
      assert.equal(await cartStatus(live, liveSession.access), 200, 'a live session');

      // The gateway dies; the supervisor starts a new one, which remembers nothing in memory:
      // it loads the revocations from identity before it answers.
      const killed = gatewayPid();
      process.kill(killed, 'SIGKILL');
      await waitFor(
        async () => {
          if (gatewayPid() === killed) return false;
          const health = await fetch(`${BASE_URL}/health/live`);
          return health.ok;
        },
        { timeoutMs: 60_000, intervalMs: 200, what: 'a new gateway process' },
      );
      const ended = [
        [leaver, phone, 'logged-out token'],
        [forgetful, forgetfulSession, 'reset'],
        [promoted, promotedSession, 'role change'],
        [deleted, deletedSession, 'deletion'],
      ] as const;
      for (const [customer, session, what] of ended)
        assert.equal(await cartStatus(customer, session.access), 401, `${what}, after the restart`);
      assert.equal(await cartStatus(leaver, laptop.access), 200, 'the other session still works');
      assert.equal(await cartStatus(live, liveSession.access), 200, 'a live session still works');
    });
  },
);
