// System spec: the accounts features through the whole stack (gateway, identity,
// notification, mail catcher), everything through the gateway's public URL.
// Env: BASE_URL (gateway), MAIL_URL (MailDev web/REST), ADMIN_EMAIL, ADMIN_PASSWORD.
//
// The stack under test must run the gateway with short rate-limit windows and without
// per-client limits for 127.0.0.1, which every test shares (gateway/README.md, "Rate
// limits"): RATE_LIMIT_WINDOW_SCALE=0.01 RATE_LIMIT_EXEMPT_CLIENTS=127.0.0.1,::1. The
// lockouts and throttles themselves are lockout.system-spec.ts's.
// The 30-minute expiry of reset tokens is tested in identity's own e2e
// (services/identity/test/accounts.e2e-spec.ts), which can move the clock of the database.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { before, describe, it } from 'node:test';
import { MailCatcher } from '@boutique/testing';
import { httpClient, str, type Answer, type Json } from '../fixtures/http.js';

const BASE_URL = process.env.BASE_URL?.replace(/\/$/, '');
const MAIL_URL = process.env.MAIL_URL?.replace(/\/$/, '');
const ADMIN_EMAIL = process.env.ADMIN_EMAIL;
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD;

function list(value: Json | undefined): Json[] {
  assert.ok(Array.isArray(value), `expected a list, got ${JSON.stringify(value)}`);
  return value;
}

const http = httpClient(() => BASE_URL ?? '');
const get = (path: string, token?: string) => http.get(path, { token });
const post = (path: string, body?: unknown, token?: string) => http.post(path, body, { token });
const put = (path: string, body?: unknown, token?: string) => http.put(path, body, { token });
const del = (path: string, token?: string) => http.del(path, { token });

const unique = () => `sys-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

const LIMITS_HINT =
  'the test stack must run the gateway with RATE_LIMIT_WINDOW_SCALE=0.01 and ' +
  'RATE_LIMIT_EXEMPT_CLIENTS=127.0.0.1,::1: see gateway/README.md';

/** Fails with the reason when the stack's per-IP limits are the production ones. */
function notLimited(response: Answer, what: string) {
  assert.notEqual(response.status, 429, `${what} was rate limited: ${LIMITS_HINT}`);
}

interface Account {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

async function login(email: string, password: string): Promise<Answer> {
  const response = await post('/api/auth/login', { email, password });
  notLimited(response, `login of ${email}`);
  return response;
}

/** Registers and signs in a new customer. */
async function customer(label: string, body: Record<string, unknown> = {}): Promise<Account> {
  const email = `${unique()}-${label}@example.com`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const registered = await post('/api/auth/register', {
    userName: `Shopper ${label}`,
    email,
    password,
    ...body,
  });
  notLimited(registered, 'registration');
  assert.equal(registered.status, 201, registered.text);
  const signedIn = await login(email, password);
  assert.equal(signedIn.status, 200, signedIn.text);
  return {
    id: str(signedIn.json.user.id),
    email,
    password,
    accessToken: str(signedIn.json.accessToken),
    refreshToken: str(signedIn.json.refreshToken),
  };
}

const skip = !BASE_URL
  ? 'BASE_URL is not set (run through npm test at the repository root)'
  : !(ADMIN_EMAIL && ADMIN_PASSWORD)
    ? 'ADMIN_EMAIL/ADMIN_PASSWORD not set'
    : false;

const address = {
  name: 'Priya Sharma',
  address: '12, MG Road, Indiranagar',
  state: 'KA',
  city: 'Bengaluru',
  pincode: '560038',
  phone: '9876543210',
  notes: 'Near the metro station',
};

describe('accounts through the gateway (system)', { skip }, () => {
  let owner: Account;
  let other: Account;
  let adminToken = '';
  let adminId = '';

  before(async () => {
    const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    assert.equal(admin.status, 200, admin.text);
    adminToken = str(admin.json.accessToken);
    adminId = str(admin.json.user.id);
    owner = await customer('owner');
    other = await customer('other');
  });

  describe('addresses', () => {
    let first = '';
    /** The owner's addresses as the owner reads them. */
    const ownerBook = async () => {
      const response = await get(`/api/shop/address/get/${owner.id}`, owner.accessToken);
      assert.equal(response.status, 200, response.text);
      return response.json.data;
    };

    it('POST add: the owner 201 (state by name, answered as code and stateName)', async () => {
      const response = await post(
        '/api/shop/address/add',
        { ...address, state: 'Karnataka', userId: owner.id, role: 'admin' },
        owner.accessToken,
      );
      assert.equal(response.status, 201, response.text);
      assert.equal(response.json.success, true);
      assert.equal(response.json.message, 'Address added successfully');
      const data = response.json.data;
      first = str(data.id);
      assert.equal(data._id, data.id);
      assert.equal(data.userId, owner.id);
      assert.equal(data.state, 'KA');
      assert.equal(data.stateName, 'Karnataka');
      assert.equal(data.city, 'Bengaluru');
      assert.equal(data.pincode, '560038');
      assert.equal(data.phone, '9876543210');
      assert.equal(data.notes, 'Near the metro station');
      assert.ok(Date.parse(str(data.createdAt)));
      assert.ok(Date.parse(str(data.updatedAt)));
    });

    it('POST add: another customer naming the owner 403, a guest 401, nothing added', async () => {
      const before = await ownerBook();
      const foreign = await post(
        '/api/shop/address/add',
        { ...address, userId: owner.id },
        other.accessToken,
      );
      assert.equal(foreign.status, 403, foreign.text);
      assert.deepEqual(foreign.json, { success: false, message: 'Access denied' });
      const guest = await post('/api/shop/address/add', { ...address, userId: owner.id });
      assert.equal(guest.status, 401);
      assert.deepEqual(guest.json, { success: false, message: 'No access token found' });
      assert.deepEqual(await ownerBook(), before);
    });

    it('POST add: an admin adds for the owner', async () => {
      const response = await post(
        '/api/shop/address/add',
        { ...address, name: 'Added By Admin', userId: owner.id },
        adminToken,
      );
      assert.equal(response.status, 201, response.text);
      assert.equal(response.json.data.userId, owner.id);
      assert.equal(list(await ownerBook()).length, 2);
    });

    it('POST add: validation messages (400), nothing added', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'Full Name is required'],
        [{ name: 'P' }, 'Full Name must be at least 2 characters'],
        [{ address: 'Too short' }, 'Address must be at least 10 characters'],
        [{ state: '' }, 'State is required'],
        [{ state: 'Atlantis' }, 'Invalid State'],
        [{ city: '' }, 'City is required'],
        [{ pincode: '' }, 'Pincode is required'],
        [{ pincode: '12345' }, 'Please enter a valid 6-digit pincode'],
        [{ pincode: '012345' }, 'Please enter a valid 6-digit pincode'],
        [{ phone: '' }, 'Phone is required'],
        [{ phone: '12345' }, 'Please enter a valid 10-digit mobile number'],
        [{ phone: '5876543210' }, 'Please enter a valid 10-digit mobile number'],
        [{ notes: 'x'.repeat(501) }, 'Landmark must not exceed 500 characters'],
      ];
      const before = await ownerBook();
      for (const [change, message] of cases) {
        const response = await post(
          '/api/shop/address/add',
          { ...address, ...change, userId: owner.id },
          owner.accessToken,
        );
        assert.equal(response.status, 400, `${JSON.stringify(change)}: ${response.text}`);
        assert.deepEqual(response.json, { success: false, message });
      }
      assert.deepEqual(await ownerBook(), before);
    });

    it('POST add: the fourth address is 409 "You can add max 3 addresses"', async () => {
      const third = await post('/api/shop/address/add', address, owner.accessToken);
      assert.equal(third.status, 201, third.text);
      const fourth = await post(
        '/api/shop/address/add',
        { ...address, userId: owner.id },
        owner.accessToken,
      );
      assert.equal(fourth.status, 409, fourth.text);
      assert.deepEqual(fourth.json, { success: false, message: 'You can add max 3 addresses' });
      const byAdmin = await post(
        '/api/shop/address/add',
        { ...address, userId: owner.id },
        adminToken,
      );
      assert.equal(byAdmin.status, 409);
      assert.equal(list(await ownerBook()).length, 3);
    });

    it('GET get: the owner (oldest first) and an admin 200; another customer 403; a guest 401', async () => {
      const mine = await get(`/api/shop/address/get/${owner.id}`, owner.accessToken);
      assert.equal(mine.status, 200);
      assert.equal(mine.json.success, true);
      const ids = list(mine.json.data).map((a) => str(a.id));
      assert.equal(ids[0], first);
      const created = list(mine.json.data).map((a) => Date.parse(str(a.createdAt)));
      assert.deepEqual(
        created,
        [...created].sort((a, b) => a - b),
      );
      const byAdmin = await get(`/api/shop/address/get/${owner.id}`, adminToken);
      assert.equal(byAdmin.status, 200);
      assert.deepEqual(byAdmin.json.data, mine.json.data);
      const foreign = await get(`/api/shop/address/get/${owner.id}`, other.accessToken);
      assert.equal(foreign.status, 403);
      assert.deepEqual(foreign.json, { success: false, message: 'Access denied' });
      const guest = await get(`/api/shop/address/get/${owner.id}`);
      assert.equal(guest.status, 401);
    });

    it("PUT update: another customer 403 (owner's path) or 404 (own path), a guest 401, nothing changed", async () => {
      const before = await ownerBook();
      const changed = { ...address, name: 'Hijacked Name' };
      const foreign = await put(
        `/api/shop/address/update/${owner.id}/${first}`,
        changed,
        other.accessToken,
      );
      assert.equal(foreign.status, 403, foreign.text);
      assert.deepEqual(foreign.json, { success: false, message: 'Access denied' });
      const probing = await put(
        `/api/shop/address/update/${other.id}/${first}`,
        changed,
        other.accessToken,
      );
      assert.equal(probing.status, 404, probing.text);
      assert.deepEqual(probing.json, { success: false, message: 'Address not found' });
      const guest = await put(`/api/shop/address/update/${owner.id}/${first}`, changed);
      assert.equal(guest.status, 401);
      assert.deepEqual(await ownerBook(), before);
    });

    it('PUT update: the owner and an admin 200; validation 400', async () => {
      const mine = await put(
        `/api/shop/address/update/${owner.id}/${first}`,
        { ...address, city: 'Mysuru', pincode: '570001', state: 'KA' },
        owner.accessToken,
      );
      assert.equal(mine.status, 200, mine.text);
      assert.equal(mine.json.message, 'Address updated successfully');
      assert.equal(mine.json.data.city, 'Mysuru');
      assert.equal(mine.json.data.id, first);
      const byAdmin = await put(
        `/api/shop/address/update/${owner.id}/${first}`,
        { ...address, state: 'MH', city: 'Pune', pincode: '411001' },
        adminToken,
      );
      assert.equal(byAdmin.status, 200, byAdmin.text);
      assert.equal(byAdmin.json.data.stateName, 'Maharashtra');
      const invalid = await put(
        `/api/shop/address/update/${owner.id}/${first}`,
        { ...address, phone: '123' },
        owner.accessToken,
      );
      assert.equal(invalid.status, 400);
      assert.deepEqual(invalid.json, {
        success: false,
        message: 'Please enter a valid 10-digit mobile number',
      });
      const book = list(await ownerBook());
      assert.equal(book.find((a) => str(a.id) === first)?.city, 'Pune');
    });

    it('DELETE delete: another customer 403/404, a guest 401, nothing deleted; the owner and an admin 200', async () => {
      const before = await ownerBook();
      const foreign = await del(`/api/shop/address/delete/${owner.id}/${first}`, other.accessToken);
      assert.equal(foreign.status, 403);
      const probing = await del(`/api/shop/address/delete/${other.id}/${first}`, other.accessToken);
      assert.equal(probing.status, 404);
      assert.deepEqual(probing.json, { success: false, message: 'Address not found' });
      const guest = await del(`/api/shop/address/delete/${owner.id}/${first}`);
      assert.equal(guest.status, 401);
      assert.deepEqual(await ownerBook(), before);

      const [, second, third] = list(before).map((a) => str(a.id));
      const mine = await del(`/api/shop/address/delete/${owner.id}/${first}`, owner.accessToken);
      assert.equal(mine.status, 200, mine.text);
      assert.deepEqual(mine.json, { success: true, message: 'Address deleted successfully' });
      const byAdmin = await del(`/api/shop/address/delete/${owner.id}/${second}`, adminToken);
      assert.equal(byAdmin.status, 200, byAdmin.text);
      assert.deepEqual(
        list(await ownerBook()).map((a) => a.id),
        [third],
      );
      const again = await del(`/api/shop/address/delete/${owner.id}/${first}`, owner.accessToken);
      assert.equal(again.status, 404);
    });
  });

  describe('geography', () => {
    it('GET /api/geo/states: the 36 states and union territories', async () => {
      const response = await get('/api/geo/states');
      assert.equal(response.status, 200);
      const states = list(response.json.data);
      assert.equal(states.length, 36);
      const names = new Map(states.map((s) => [str(s.code), str(s.name)]));
      assert.equal(names.get('KA'), 'Karnataka');
      assert.equal(names.get('AN'), 'Andaman and Nicobar Islands');
    });

    it('GET /api/geo/states/{code}/cities?q=: prefix search, at least 2 letters, at most 20', async () => {
      const response = await get('/api/geo/states/MH/cities?q=pu');
      assert.equal(response.status, 200, response.text);
      const cities = list(response.json.data).map(str);
      assert.ok(cities.length > 0 && cities.length <= 20, JSON.stringify(cities));
      assert.ok(cities.includes('Pune'), JSON.stringify(cities));
      for (const city of cities) assert.match(city, /^pu/i);
      const wide = list((await get('/api/geo/states/KA/cities?q=ba')).json.data);
      assert.ok(wide.length > 0 && wide.length <= 20);
      assert.deepEqual((await get('/api/geo/states/KA/cities?q=b')).json, {
        success: true,
        data: [],
      });
      const unknown = await get('/api/geo/states/ZZ/cities?q=pu');
      assert.equal(unknown.status, 404);
      assert.equal(unknown.json.success, false);
    });
  });

  describe('admin users', () => {
    it('GET get: an admin finds users by e-mail; a customer 403; a guest 401', async () => {
      const response = await get(
        `/api/admin/users/get?search=${encodeURIComponent(owner.email.toUpperCase())}&page=1&pageSize=100`,
        adminToken,
      );
      assert.equal(response.status, 200, response.text);
      assert.equal(response.json.success, true);
      assert.equal(response.json.total, 1);
      const [found] = list(response.json.data);
      assert.equal(found?.id, owner.id);
      assert.equal(found?._id, owner.id);
      assert.equal(found?.email, owner.email);
      assert.equal(found?.role, 'user');
      assert.ok(found?.createdAt);
      const all = await get('/api/admin/users/get', adminToken);
      const created = list(all.json.data).map((u) => Date.parse(str(u.createdAt)));
      assert.deepEqual(
        created,
        [...created].sort((a, b) => b - a),
        'newest first',
      );

      const customerCall = await get('/api/admin/users/get', owner.accessToken);
      assert.equal(customerCall.status, 403);
      assert.deepEqual(customerCall.json, { success: false, message: 'Access denied' });
      assert.equal((await get('/api/admin/users/get')).status, 401);
    });

    /** A user's row as the admin list shows it. */
    const row = async (email: string) => {
      const response = await get(
        `/api/admin/users/get?search=${encodeURIComponent(email)}`,
        adminToken,
      );
      return list(response.json.data)[0];
    };

    it('PUT update: a customer 403 (even for themself), a guest 401, nothing changed', async () => {
      for (const target of [owner, other]) {
        const response = await put(
          `/api/admin/users/update/${target.id}`,
          { role: 'admin' },
          owner.accessToken,
        );
        assert.equal(response.status, 403);
        assert.deepEqual(response.json, { success: false, message: 'Access denied' });
      }
      assert.equal(
        (await put(`/api/admin/users/update/${other.id}`, { role: 'admin' })).status,
        401,
      );
      assert.equal((await row(owner.email))?.role, 'user');
      assert.equal((await row(other.email))?.role, 'user');
    });

    it('PUT update: 400 for a bad role, 409 for the own role, 404 for an unknown user', async () => {
      const bad = await put(`/api/admin/users/update/${other.id}`, { role: 'owner' }, adminToken);
      assert.equal(bad.status, 400);
      assert.deepEqual(bad.json, { success: false, message: 'Role must be user or admin' });
      const own = await put(`/api/admin/users/update/${adminId}`, { role: 'user' }, adminToken);
      assert.equal(own.status, 409);
      assert.deepEqual(own.json, { success: false, message: 'You cannot change your own role' });
      const unknown = await put(
        '/api/admin/users/update/00000000-0000-4000-8000-000000000000',
        { role: 'admin' },
        adminToken,
      );
      assert.equal(unknown.status, 404);
      assert.deepEqual(unknown.json, { success: false, message: 'User not found' });
    });

    it("PUT update: an admin promotes and demotes; each change ends the user's tokens at once", async () => {
      const promoted = await customer('promoted');
      const up = await put(`/api/admin/users/update/${promoted.id}`, { role: 'admin' }, adminToken);
      assert.equal(up.status, 200, up.text);
      assert.equal(up.json.message, 'User role updated successfully');
      assert.equal(up.json.data.role, 'admin');
      assert.equal(up.json.data.id, promoted.id);

      const stale = await get('/api/auth/check-auth', promoted.accessToken);
      assert.equal(stale.status, 401, stale.text);
      assert.deepEqual(stale.json, { success: false, message: 'Invalid or expired token' });
      assert.equal(
        (await post('/api/auth/refresh', { refreshToken: promoted.refreshToken })).status,
        401,
      );

      // A new sign-in is a new session: it works at once (no clock is compared).
      const asAdmin = await login(promoted.email, promoted.password);
      assert.equal(asAdmin.status, 200, asAdmin.text);
      assert.equal(asAdmin.json.user.role, 'admin');
      const adminAccess = str(asAdmin.json.accessToken);
      assert.equal((await get('/api/admin/users/get', adminAccess)).status, 200);

      const down = await put(
        `/api/admin/users/update/${promoted.id}`,
        { role: 'user' },
        adminToken,
      );
      assert.equal(down.status, 200, down.text);
      assert.equal(down.json.data.role, 'user');
      const demoted = await get('/api/admin/users/get', adminAccess);
      assert.equal(demoted.status, 401, 'the demoted admin token is refused at once');
      assert.equal((await row(promoted.email))?.role, 'user');
    });

    it('DELETE delete: a customer 403 and a guest 401, the user stays', async () => {
      const response = await del(`/api/admin/users/delete/${other.id}`, owner.accessToken);
      assert.equal(response.status, 403);
      assert.deepEqual(response.json, { success: false, message: 'Access denied' });
      assert.equal((await del(`/api/admin/users/delete/${other.id}`)).status, 401);
      assert.equal((await row(other.email))?.id, other.id);
      assert.equal((await get('/api/auth/check-auth', other.accessToken)).status, 200);
    });

    it('DELETE delete: 409 for the own account', async () => {
      const own = await del(`/api/admin/users/delete/${adminId}`, adminToken);
      assert.equal(own.status, 409);
      assert.deepEqual(own.json, { success: false, message: 'You cannot delete your own account' });
      assert.equal((await get('/api/auth/check-auth', adminToken)).status, 200);
    });

    it("DELETE delete: the deleted user's access token is 401 at once, the refresh token refused", async () => {
      const doomed = await customer('deleted');
      assert.equal((await get('/api/auth/check-auth', doomed.accessToken)).status, 200);
      const response = await del(`/api/admin/users/delete/${doomed.id}`, adminToken);
      assert.equal(response.status, 200, response.text);
      assert.deepEqual(response.json, { success: true, message: 'User deleted successfully' });

      const check = await get('/api/auth/check-auth', doomed.accessToken);
      assert.equal(check.status, 401, check.text);
      assert.deepEqual(check.json, { success: false, message: 'Invalid or expired token' });
      const book = await get(`/api/shop/address/get/${doomed.id}`, doomed.accessToken);
      assert.equal(book.status, 401);
      const refresh = await post('/api/auth/refresh', { refreshToken: doomed.refreshToken });
      assert.equal(refresh.status, 401, refresh.text);
      const relogin = await post('/api/auth/login', {
        email: doomed.email,
        password: doomed.password,
      });
      assert.equal(relogin.status, 401);
      assert.equal(await row(doomed.email), undefined);

      const again = await del(`/api/admin/users/delete/${doomed.id}`, adminToken);
      assert.equal(again.status, 404);
      assert.deepEqual(again.json, { success: false, message: 'User not found' });
    });
  });

  describe('register', () => {
    it('role admin in the body creates a plain user', async () => {
      const account = await customer('would-be-admin', { role: 'admin', isAdmin: true });
      const check = await get('/api/auth/check-auth', account.accessToken);
      assert.equal(check.json.user.role, 'user');
      assert.equal((await get('/api/admin/users/get', account.accessToken)).status, 403);
    });
  });

  describe('forgot and reset password', { skip: !MAIL_URL && 'MAIL_URL is not set' }, () => {
    const SENT = 'If an account exists for this email, a password reset link has been sent.';
    const INVALID = 'The password reset link is invalid or has expired.';
    const isReset = (mail: { subject: string }) => /reset/i.test(mail.subject);

    /** The token of a reset mail's link /auth/reset-password?token=... */
    function tokenOf(mail: { text?: string; html?: string }): string {
      const match = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
        `${mail.text ?? ''} ${mail.html ?? ''}`,
      );
      assert.ok(match, 'the mail carries a link to /auth/reset-password?token=...');
      return match[1];
    }

    it('the same answer for an unknown e-mail, and no mail', async () => {
      const email = `${unique()}-nobody@example.com`;
      const response = await post('/api/auth/forgot-password', { email });
      notLimited(response, 'forgot-password');
      assert.equal(response.status, 200);
      assert.deepEqual(response.json, { success: true, message: SENT });
      const blank = await post('/api/auth/forgot-password', { email: ' ' });
      assert.equal(blank.status, 400);
      assert.deepEqual(blank.json, { success: false, message: 'Please enter your email address.' });
      await sleep(1500);
      assert.equal((await new MailCatcher(MAIL_URL!).to(email)).length, 0);
    });

    it('the link works once, and not after a newer one was issued', async () => {
      const mail = new MailCatcher(MAIL_URL!);
      const account = await customer('forgetful');
      const first = await post('/api/auth/forgot-password', { email: account.email.toUpperCase() });
      notLimited(first, 'forgot-password');
      assert.deepEqual(first.json, { success: true, message: SENT });
      const [firstMail] = await mail.waitFor(account.email, isReset, 1, 20_000);
      const firstToken = tokenOf(firstMail);

      const second = await post('/api/auth/forgot-password', { email: account.email });
      assert.deepEqual(second.json, { success: true, message: SENT });
      const mails = await mail.waitFor(account.email, isReset, 2, 20_000);
      const secondToken = mails.map(tokenOf).find((token) => token !== firstToken);
      assert.ok(secondToken, 'a second, different link');

      const short = await post('/api/auth/reset-password', {
        token: secondToken,
        newPassword: '12345',
      });
      assert.equal(short.status, 400);
      assert.deepEqual(short.json, {
        success: false,
        message: 'Password must be at least 6 characters long.',
      });
      const stale = await post('/api/auth/reset-password', {
        token: firstToken,
        newPassword: 'brand-new-1',
      });
      assert.equal(stale.status, 400, 'the first link died with the second');
      assert.deepEqual(stale.json, { success: false, message: INVALID });

      const reset = await post('/api/auth/reset-password', {
        token: secondToken,
        newPassword: 'brand-new-2',
      });
      assert.equal(reset.status, 200, reset.text);
      assert.deepEqual(reset.json, { success: true, message: 'Password reset successful' });
      const twice = await post('/api/auth/reset-password', {
        token: secondToken,
        newPassword: 'brand-new-3',
      });
      assert.equal(twice.status, 400);
      assert.deepEqual(twice.json, { success: false, message: INVALID });

      assert.equal((await login(account.email, 'brand-new-2')).status, 200);
      assert.equal((await login(account.email, account.password)).status, 401);
      const oldSession = await post('/api/auth/refresh', { refreshToken: account.refreshToken });
      assert.equal(oldSession.status, 401, 'a reset ends every session');
    });
  });
});
