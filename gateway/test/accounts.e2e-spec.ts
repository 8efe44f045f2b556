// The accounts routes at the edge (real gateway, fake identity gRPC server): forgot and
// reset password, the address book with the gateway's own ownership check, geography
// with its caches, the admin users calls and the revocation of a removed user's tokens.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { startGateway, type Harness } from './fixtures/gateway-harness.js';
import { httpClient, str } from './fixtures/http.js';

let gw: Harness;
const { get, post, put, del, graphql } = httpClient(() => gw.baseUrl);

before(async () => {
  gw = await startGateway();
});

after(async () => {
  await gw?.stop();
});

const RESET_SENT = 'If an account exists for this email, a password reset link has been sent.';
const INVALID_LINK = 'The password reset link is invalid or has expired.';

describe('POST /api/auth/forgot-password and /api/auth/reset-password', () => {
  it('400 "Please enter your email address." without an e-mail', async () => {
    for (const body of [{}, { email: '' }, { email: '   ' }, { email: null }]) {
      const response = await post('/api/auth/forgot-password', body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.deepEqual(response.json, {
        success: false,
        message: 'Please enter your email address.',
      });
    }
  });

  it('answers the same for a registered and an unknown e-mail', async () => {
    gw.identity.addUser({ userName: 'Nila', email: 'nila@example.com', password: 'nila-old' });
    const known = await post('/api/auth/forgot-password', { email: ' Nila@example.com ' });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    for (const response of [known, unknown]) {
      assert.equal(response.status, 200);
      assert.deepEqual(response.json, { success: true, message: RESET_SENT });
    }
    assert.equal(
      gw.identity.callsOf('RequestPasswordReset').at(-2)?.request.email,
      'Nila@example.com',
    );
    assert.ok(gw.identity.resetTokenFor('nila@example.com'));
  });

  it('validates the reset body with the user-facing messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ newPassword: 'secret123' }, INVALID_LINK],
      [{ token: '  ', newPassword: 'secret123' }, INVALID_LINK],
      [{ token: 'abc' }, 'Password must be at least 6 characters long.'],
      [{ token: 'abc', newPassword: '12345' }, 'Password must be at least 6 characters long.'],
    ];
    const before = gw.identity.callsOf('ResetPassword').length;
    for (const [body, message] of cases) {
      const response = await post('/api/auth/reset-password', body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.deepEqual(response.json, { success: false, message });
    }
    assert.equal(gw.identity.callsOf('ResetPassword').length, before, 'identity not asked');
  });

  it('resets once with the token; a used or unknown token is refused', async () => {
    const token = gw.identity.resetTokenFor('nila@example.com')!;
    const reset = await post('/api/auth/reset-password', { token, newPassword: 'nila-new-1' });
    assert.equal(reset.status, 200, reset.text);
    assert.deepEqual(reset.json, { success: true, message: 'Password reset successful' });
    const again = await post('/api/auth/reset-password', { token, newPassword: 'nila-new-2' });
    assert.equal(again.status, 400);
    assert.deepEqual(again.json, { success: false, message: INVALID_LINK });
    const login = await post('/api/auth/login', {
      email: 'nila@example.com',
      password: 'nila-new-1',
    });
    assert.equal(login.status, 200);
  });
});

const validAddress = {
  name: 'Priya Sharma',
  address: '12, MG Road, Indiranagar',
  state: 'KA',
  city: 'Bengaluru',
  pincode: '560038',
  phone: '9876543210',
  notes: 'Near the metro',
};

describe('address book: /api/shop/address/*', () => {
  let owner: { id: string };
  let other: { id: string };
  let ownerToken = '';
  let otherToken = '';
  let adminToken = '';
  let addressId = '';

  before(async () => {
    const priya = gw.identity.addUser({
      userName: 'Priya',
      email: 'priya.addr@example.com',
      password: 'secret1',
    });
    const ravi = gw.identity.addUser({
      userName: 'Ravi',
      email: 'ravi.addr@example.com',
      password: 'secret1',
    });
    const admin = gw.identity.addUser({
      userName: 'Admin',
      email: 'admin.addr@example.com',
      password: 'secret1',
      role: 'admin',
    });
    owner = priya;
    other = ravi;
    ownerToken = await gw.identity.accessToken(priya);
    otherToken = await gw.identity.accessToken(ravi);
    adminToken = await gw.identity.accessToken(admin);
  });

  /** The owner's addresses straight from the fake's store (proves nothing changed). */
  const stored = () => JSON.stringify(gw.identity.addressesOf(owner.id));

  it('the owner adds an address: 201 with _id, state code and stateName', async () => {
    const response = await post(
      '/api/shop/address/add',
      { ...validAddress, state: 'Karnataka', userId: owner.id, extra: 'dropped' },
      { token: ownerToken },
    );
    assert.equal(response.status, 201, response.text);
    assert.equal(response.json.success, true);
    assert.equal(response.json.message, 'Address added successfully');
    const data = response.json.data;
    addressId = str(data.id);
    assert.equal(data._id, data.id);
    assert.equal(data.userId, owner.id);
    assert.equal(data.state, 'KA');
    assert.equal(data.stateName, 'Karnataka');
    assert.equal(data.name, 'Priya Sharma');
    assert.equal(data.notes, 'Near the metro');
    assert.equal(typeof data.createdAt, 'string');
    const call = gw.identity.callsOf('AddAddress').at(-1)!;
    assert.deepEqual(call.request.actor, { userId: owner.id, role: 'user', userName: '' });
    assert.equal(call.request.userId, owner.id);
    assert.equal('extra' in (call.request.address as object), false);
  });

  it('the body userId defaults to the caller', async () => {
    const response = await post('/api/shop/address/add', validAddress, { token: ownerToken });
    assert.equal(response.status, 201, response.text);
    assert.equal(response.json.data.userId, owner.id);
  });

  it('query parameters never fill the form: only the validated body is saved', async () => {
    const response = await put(
      `/api/shop/address/update/${owner.id}/${addressId}?notes=${'x'.repeat(600)}`,
      { ...validAddress, notes: undefined },
      { token: ownerToken },
    );
    assert.equal(response.status, 200, response.text);
    assert.equal(response.json.data.notes, '');
    const saved = gw.identity.callsOf('UpdateAddress').at(-1)?.request.address;
    assert.equal((saved as { notes: string }).notes, '');
  });

  it('another customer: 403 "Access denied" on every route, identity not asked, nothing changed', async () => {
    const before = stored();
    const calls = gw.identity.calls.length;
    const attempts = [
      () =>
        post('/api/shop/address/add', { ...validAddress, userId: owner.id }, { token: otherToken }),
      () => get(`/api/shop/address/get/${owner.id}`, { token: otherToken }),
      () =>
        put(`/api/shop/address/update/${owner.id}/${addressId}`, validAddress, {
          token: otherToken,
        }),
      () => del(`/api/shop/address/delete/${owner.id}/${addressId}`, { token: otherToken }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      assert.equal(response.status, 403, response.text);
      assert.deepEqual(response.json, { success: false, message: 'Access denied' });
    }
    assert.equal(gw.identity.calls.length, calls, 'refused at the gateway');
    assert.equal(stored(), before);
  });

  it("another customer naming themself with the owner's address id: 404 from identity", async () => {
    const before = stored();
    const update = await put(
      `/api/shop/address/update/${other.id}/${addressId}`,
      { ...validAddress, name: 'Hijacked' },
      { token: otherToken },
    );
    assert.equal(update.status, 404);
    assert.deepEqual(update.json, { success: false, message: 'Address not found' });
    const remove = await del(`/api/shop/address/delete/${other.id}/${addressId}`, {
      token: otherToken,
    });
    assert.equal(remove.status, 404);
    assert.equal(stored(), before);
    const ownList = await get(`/api/shop/address/get/${other.id}`, { token: otherToken });
    assert.deepEqual(ownList.json, { success: true, data: [] });
  });

  it('a guest: 401 "No access token found" on every route', async () => {
    const before = stored();
    for (const response of [
      await post('/api/shop/address/add', { ...validAddress, userId: owner.id }),
      await get(`/api/shop/address/get/${owner.id}`),
      await put(`/api/shop/address/update/${owner.id}/${addressId}`, validAddress),
      await del(`/api/shop/address/delete/${owner.id}/${addressId}`),
    ]) {
      assert.equal(response.status, 401);
      assert.deepEqual(response.json, { success: false, message: 'No access token found' });
    }
    assert.equal(stored(), before);
  });

  it('an admin lists, adds, updates and deletes for the owner', async () => {
    const list = await get(`/api/shop/address/get/${owner.id}`, { token: adminToken });
    assert.equal(list.status, 200);
    assert.equal((list.json.data as unknown as unknown[]).length, 2);
    const added = await post(
      '/api/shop/address/add',
      { ...validAddress, userId: owner.id, name: 'Admin Added' },
      { token: adminToken },
    );
    assert.equal(added.status, 201, added.text);
    assert.equal(added.json.data.userId, owner.id);
    assert.equal(gw.identity.callsOf('AddAddress').at(-1)?.request.actor && true, true);
    const updated = await put(
      `/api/shop/address/update/${owner.id}/${str(added.json.data.id)}`,
      { ...validAddress, city: 'Mysuru', pincode: 570001, phone: '98765-43210' },
      { token: adminToken },
    );
    assert.equal(updated.status, 200, updated.text);
    assert.equal(updated.json.message, 'Address updated successfully');
    assert.equal(updated.json.data.city, 'Mysuru');
    assert.equal(updated.json.data.pincode, '570001');
    assert.equal(updated.json.data.phone, '9876543210');
    const removed = await del(`/api/shop/address/delete/${owner.id}/${str(added.json.data.id)}`, {
      token: adminToken,
    });
    assert.deepEqual(removed.json, { success: true, message: 'Address deleted successfully' });
    assert.equal(gw.identity.addressesOf(owner.id).length, 2);
  });

  it('an admin naming a malformed user id: 404 "User not found"', async () => {
    const response = await get('/api/shop/address/get/not-a-uuid', { token: adminToken });
    assert.equal(response.status, 404);
    assert.deepEqual(response.json, { success: false, message: 'User not found' });
  });

  it('at most 3: the fourth is 409 "You can add max 3 addresses"', async () => {
    const third = await post('/api/shop/address/add', validAddress, { token: ownerToken });
    assert.equal(third.status, 201);
    const fourth = await post('/api/shop/address/add', validAddress, { token: ownerToken });
    assert.equal(fourth.status, 409);
    assert.deepEqual(fourth.json, { success: false, message: 'You can add max 3 addresses' });
    assert.equal(gw.identity.addressesOf(owner.id).length, 3);
  });

  it('the owner updates and deletes; the list is oldest first', async () => {
    const updated = await put(
      `/api/shop/address/update/${owner.id}/${addressId}`,
      { ...validAddress, notes: '' },
      { token: ownerToken },
    );
    assert.equal(updated.status, 200, updated.text);
    assert.equal(updated.json.data.notes, '');
    const list = await get(`/api/shop/address/get/${owner.id}`, { token: ownerToken });
    assert.equal(list.json.data[0].id, addressId);
    const removed = await del(`/api/shop/address/delete/${owner.id}/${addressId}`, {
      token: ownerToken,
    });
    assert.equal(removed.status, 200);
    const missing = await del(`/api/shop/address/delete/${owner.id}/${addressId}`, {
      token: ownerToken,
    });
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.json, { success: false, message: 'Address not found' });
  });

  it('400 with the field message, before identity is asked', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined }, 'Full Name is required'],
      [{ name: '  ' }, 'Full Name is required'],
      [{ name: 'P' }, 'Full Name must be at least 2 characters'],
      [{ name: 'x'.repeat(101) }, 'Full Name must not exceed 100 characters'],
      [{ address: undefined }, 'Address is required'],
      [{ address: 'Short' }, 'Address must be at least 10 characters'],
      [{ address: 'x'.repeat(201) }, 'Address must not exceed 200 characters'],
      [{ state: '' }, 'State is required'],
      [{ city: '' }, 'City is required'],
      [{ pincode: '' }, 'Pincode is required'],
      [{ pincode: '12345' }, 'Please enter a valid 6-digit pincode'],
      [{ pincode: '012345' }, 'Please enter a valid 6-digit pincode'],
      [{ pincode: '56003a' }, 'Please enter a valid 6-digit pincode'],
      [{ phone: '' }, 'Phone is required'],
      [{ phone: '12345' }, 'Please enter a valid 10-digit mobile number'],
      [{ phone: '5876543210' }, 'Please enter a valid 10-digit mobile number'],
      [{ phone: '98765432101' }, 'Please enter a valid 10-digit mobile number'],
      [{ notes: 'x'.repeat(501) }, 'Landmark must not exceed 500 characters'],
      [{ name: '', pincode: '1' }, 'Full Name is required'],
    ];
    const calls = gw.identity.calls.length;
    for (const [change, message] of cases) {
      const response = await post(
        '/api/shop/address/add',
        { ...validAddress, ...change },
        { token: ownerToken },
      );
      assert.equal(response.status, 400, `${JSON.stringify(change)}: ${response.text}`);
      assert.deepEqual(response.json, { success: false, message }, JSON.stringify(change));
    }
    assert.equal(gw.identity.calls.length, calls);
    const invalidState = await put(
      `/api/shop/address/update/${owner.id}/${randomUUID()}`,
      { ...validAddress, state: 'Atlantis' },
      { token: ownerToken },
    );
    assert.equal(invalidState.status, 400);
    assert.deepEqual(invalidState.json, { success: false, message: 'Invalid State' });
  });
});

describe('geography: /api/geo/*', () => {
  it('lists the states, asking identity once', async () => {
    const first = await get('/api/geo/states');
    assert.equal(first.status, 200);
    assert.deepEqual(first.json, {
      success: true,
      data: [
        { code: 'KA', name: 'Karnataka' },
        { code: 'MH', name: 'Maharashtra' },
        { code: 'TN', name: 'Tamil Nadu' },
      ],
    });
    await get('/api/geo/states');
    assert.ok(gw.identity.callsOf('ListStates').length <= 1);
  });

  it('searches cities by prefix within a state, cached', async () => {
    const response = await get('/api/geo/states/MH/cities?q=pu');
    assert.deepEqual(response.json, { success: true, data: ['Pune', 'Pune City', 'Purandar'] });
    const calls = gw.identity.callsOf('SearchCities').length;
    const again = await get('/api/geo/states/mh/cities?q=PU');
    assert.deepEqual(again.json.data, ['Pune', 'Pune City', 'Purandar']);
    assert.equal(gw.identity.callsOf('SearchCities').length, calls, 'answered from the cache');
    const call = gw.identity.callsOf('SearchCities').at(-1)!;
    assert.equal(call.request.stateCode, 'MH');
    assert.equal(call.request.limit, 20);
  });

  it('fewer than 2 letters answers an empty list; an unknown state is 404', async () => {
    assert.deepEqual((await get('/api/geo/states/KA/cities?q=b')).json, {
      success: true,
      data: [],
    });
    assert.deepEqual((await get('/api/geo/states/KA/cities')).json, { success: true, data: [] });
    const unknown = await get('/api/geo/states/ZZ/cities?q=pu');
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.json, { success: false, message: 'State not found' });
  });

  it('GraphQL states and cities', async () => {
    const response = await graphql('{ states { code name } cities(stateCode: "KA", q: "ba") }');
    assert.equal(response.json.errors, undefined, response.text);
    assert.equal((response.json.data.states as unknown as unknown[]).length, 3);
    assert.deepEqual(response.json.data.cities, ['Bagalkot', 'Ballari', 'Bangalore']);
  });
});

describe('admin users: /api/admin/users/*', () => {
  let admin: { id: string };
  let adminToken = '';
  let customerToken = '';
  let customer: { id: string; role: string };

  beforeEach(async () => {
    admin ??= gw.identity.addUser({
      userName: 'Boss',
      email: 'boss@example.com',
      password: 'boss-pass',
      role: 'admin',
    });
    adminToken = await gw.identity.accessToken(admin as never);
    customer = gw.identity.addUser({
      userName: 'Cust',
      email: `cust-${randomUUID()}@example.com`,
      password: 'cust-pass',
    });
    customerToken = await gw.identity.accessToken(customer as never);
  });

  it('a customer gets 403 and a guest 401 on every route, nothing changes', async () => {
    const target = customer.id;
    const customer2 = gw.identity.addUser({
      userName: 'Other',
      email: `other-${randomUUID()}@example.com`,
      password: 'x-pass',
    });
    const calls = gw.identity.calls.length;
    for (const token of [customerToken, undefined]) {
      for (const response of [
        await get('/api/admin/users/get', { token }),
        await put(`/api/admin/users/update/${customer2.id}`, { role: 'admin' }, { token }),
        await put(`/api/admin/users/update/${target}`, { role: 'admin' }, { token }),
        await del(`/api/admin/users/delete/${customer2.id}`, { token }),
      ]) {
        assert.equal(response.status, token ? 403 : 401, response.text);
        assert.deepEqual(response.json, {
          success: false,
          message: token ? 'Access denied' : 'No access token found',
        });
      }
    }
    assert.equal(gw.identity.calls.length, calls);
    assert.equal(gw.identity.users.get(customer2.id)?.role, 'user');
    assert.equal(gw.identity.users.get(target)?.role, 'user');
  });

  it('lists users with search, page and pageSize', async () => {
    const response = await get(
      `/api/admin/users/get?search=${encodeURIComponent(' boss@ ')}&page=1&pageSize=10`,
      { token: adminToken },
    );
    assert.equal(response.status, 200, response.text);
    assert.equal(response.json.success, true);
    assert.equal(response.json.total, 1);
    const [user] = response.json.data as unknown as Record<string, unknown>[];
    assert.equal(user?.email, 'boss@example.com');
    assert.equal(user?._id, user?.id);
    const call = gw.identity.callsOf('ListUsers').at(-1)!;
    assert.deepEqual(call.request.actor, { userId: admin.id, role: 'admin', userName: '' });
    assert.equal(call.request.emailSearch, 'boss@');
    assert.equal(call.request.pageSize, 10);
    const defaults = await get('/api/admin/users/get', { token: adminToken });
    assert.equal(defaults.status, 200);
    assert.equal(gw.identity.callsOf('ListUsers').at(-1)!.request.pageSize, 100);
    for (const [query, message] of [
      ['page=0', 'Page must be a positive whole number'],
      ['page=x', 'Page must be a positive whole number'],
      ['pageSize=501', 'Page size must be between 1 and 500'],
      ['search=a&search=b', 'Search must be text'],
      [`search=${'x'.repeat(255)}`, 'Search must not exceed 254 characters'],
    ]) {
      const bad = await get(`/api/admin/users/get?${query}`, { token: adminToken });
      assert.equal(bad.status, 400, query);
      assert.deepEqual(bad.json, { success: false, message });
    }
  });

  it('changes a role; the old tokens of that user stop working at once', async () => {
    const bad = await put(
      `/api/admin/users/update/${customer.id}`,
      { role: 'owner' },
      { token: adminToken },
    );
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.json, { success: false, message: 'Role must be user or admin' });
    const missing = await put(`/api/admin/users/update/${customer.id}`, {}, { token: adminToken });
    assert.deepEqual(missing.json, { success: false, message: 'Role must be user or admin' });

    assert.equal((await get('/api/auth/check-auth', { token: customerToken })).status, 200);
    const promoted = await put(
      `/api/admin/users/update/${customer.id}`,
      { role: 'admin' },
      { token: adminToken },
    );
    assert.equal(promoted.status, 200, promoted.text);
    assert.equal(promoted.json.message, 'User role updated successfully');
    assert.equal(promoted.json.data.role, 'admin');
    assert.equal(promoted.json.data._id, customer.id);
    const stale = await get('/api/auth/check-auth', { token: customerToken });
    assert.equal(stale.status, 401);
    assert.deepEqual(stale.json, { success: false, message: 'Invalid or expired token' });
  });

  it('setting the same role does not end the sessions', async () => {
    const same = await put(
      `/api/admin/users/update/${customer.id}`,
      { role: 'user' },
      { token: adminToken },
    );
    assert.equal(same.status, 200);
    assert.equal((await get('/api/auth/check-auth', { token: customerToken })).status, 200);
  });

  it('409 for the own role and own account; 404 for an unknown user', async () => {
    const own = await put(
      `/api/admin/users/update/${admin.id}`,
      { role: 'user' },
      { token: adminToken },
    );
    assert.equal(own.status, 409);
    assert.deepEqual(own.json, { success: false, message: 'You cannot change your own role' });
    const self = await del(`/api/admin/users/delete/${admin.id}`, { token: adminToken });
    assert.equal(self.status, 409);
    assert.deepEqual(self.json, { success: false, message: 'You cannot delete your own account' });
    assert.equal((await get('/api/auth/check-auth', { token: adminToken })).status, 200);
    const unknown = await del(`/api/admin/users/delete/${randomUUID()}`, { token: adminToken });
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.json, { success: false, message: 'User not found' });
    const unknownRole = await put(
      `/api/admin/users/update/${randomUUID()}`,
      { role: 'admin' },
      { token: adminToken },
    );
    assert.equal(unknownRole.status, 404);
  });

  it("deletes a user: that user's access token is refused at once, and the refresh token", async () => {
    const login = await post('/api/auth/login', {
      email: gw.identity.users.get(customer.id)!.email,
      password: 'cust-pass',
    });
    const access = str(login.json.accessToken);
    assert.equal((await get('/api/auth/check-auth', { token: access })).status, 200);
    // Identity answering for this token no longer matters: the gateway refuses it itself.
    const removed = await del(`/api/admin/users/delete/${customer.id}`, { token: adminToken });
    assert.equal(removed.status, 200, removed.text);
    assert.deepEqual(removed.json, { success: true, message: 'User deleted successfully' });
    const getUserCalls = gw.identity.callsOf('GetUser').length;
    for (const path of ['/api/auth/check-auth', '/api/auth/profile']) {
      const response = await get(path, { token: access });
      assert.equal(response.status, 401);
      assert.deepEqual(response.json, { success: false, message: 'Invalid or expired token' });
    }
    assert.equal(gw.identity.callsOf('GetUser').length, getUserCalls, 'refused at the gateway');
    const refresh = await post('/api/auth/refresh', {
      refreshToken: str(login.json.refreshToken),
    });
    assert.equal(refresh.status, 401);
  });
});
