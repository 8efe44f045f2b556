import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { status } from '@grpc/grpc-js';
import type { AddressInput } from '@boutique/contracts/identity/v1/identity_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import {
  ADMIN,
  rejectsWith,
  startIdentity,
  type IdentityFixture,
} from './fixtures/identity-fixture.js';

const home: AddressInput = {
  name: 'Kavya Menon',
  address: '14/2 Temple Street, Fort Kochi',
  state: 'Kerala',
  city: 'Ernakulam',
  pincode: '682001',
  phone: '9847012345',
  notes: 'Opposite the church',
};

describe('accounts: addresses, password reset, users admin, access rules', () => {
  let fixture: IdentityFixture;
  let identity: IdentityFixture['identity'];
  let kavya: Actor;
  let rahul: Actor;
  let admin: Actor;

  const signUp = async (userName: string, email: string): Promise<Actor> => {
    await identity.register({ userName, email, password: 'password1' });
    const login = await identity.login({ email, password: 'password1' });
    return { userId: login.user!.id, role: login.user!.role, userName: '' };
  };

  before(async () => {
    fixture = await startIdentity();
    identity = fixture.identity;
    kavya = await signUp('Kavya', 'kavya@example.com');
    rahul = await signUp('Rahul', 'rahul@example.com');
    const login = await identity.login(ADMIN);
    admin = { userId: login.user!.id, role: 'admin', userName: '' };
  });

  after(() => fixture?.close());

  it('lets the owner add, list, update and delete addresses, storing the state code', async () => {
    const { address } = await identity.addAddress({
      actor: kavya,
      userId: kavya.userId,
      address: home,
    });
    assert.equal(address?.state, 'KL');
    assert.equal(address?.userId, kavya.userId);
    const updated = await identity.updateAddress({
      actor: kavya,
      userId: kavya.userId,
      addressId: address.id,
      address: { ...home, city: 'Kochi' },
    });
    assert.equal(updated.address?.city, 'Kochi');
    const { addresses } = await identity.listAddresses({ actor: kavya, userId: kavya.userId });
    assert.deepEqual(
      addresses.map((a) => a.city),
      ['Kochi'],
    );
    await identity.deleteAddress({ actor: kavya, userId: kavya.userId, addressId: address.id });
    assert.equal(
      (await identity.listAddresses({ actor: kavya, userId: kavya.userId })).addresses.length,
      0,
    );
  });

  it('refuses another customer with 403 for the user and 404 for the address, changing nothing', async () => {
    const { address } = await identity.addAddress({
      actor: kavya,
      userId: kavya.userId,
      address: home,
    });
    await rejectsWith(
      identity.listAddresses({ actor: rahul, userId: kavya.userId }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    await rejectsWith(
      identity.updateAddress({
        actor: rahul,
        userId: kavya.userId,
        addressId: address!.id,
        address: { ...home, city: 'Thrissur' },
      }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    await rejectsWith(
      identity.deleteAddress({ actor: rahul, userId: kavya.userId, addressId: address!.id }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    // Rahul naming himself but Kavya's address id: not found.
    await rejectsWith(
      identity.deleteAddress({ actor: rahul, userId: rahul.userId, addressId: address!.id }),
      status.NOT_FOUND,
      'Address not found',
    );
    // A claimed admin role is checked against identity's own data.
    await rejectsWith(
      identity.listAddresses({ actor: { ...rahul, role: 'admin' }, userId: kavya.userId }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    await rejectsWith(
      identity.listAddresses({ actor: undefined, userId: kavya.userId }),
      status.UNAUTHENTICATED,
      /token/,
    );
    const { addresses } = await identity.listAddresses({ actor: kavya, userId: kavya.userId });
    assert.equal(addresses.length, 1);
    assert.equal(addresses[0].city, 'Ernakulam');
    // An admin may act for the customer.
    const asAdmin = await identity.listAddresses({ actor: admin, userId: kavya.userId });
    assert.equal(asAdmin.addresses.length, 1);
    await identity.deleteAddress({ actor: kavya, userId: kavya.userId, addressId: address!.id });
  });

  it("GetAddress with include_user answers the owner as stored (checkout's e-mail and name), under the same rules", async () => {
    const { address } = await identity.addAddress({
      actor: rahul,
      userId: rahul.userId,
      address: { ...home, name: 'Rahul Nair' },
    });
    const own = await identity.getAddress({
      actor: rahul,
      userId: rahul.userId,
      addressId: address!.id,
      includeUser: true,
      includeDelivery: false,
    });
    assert.equal(own.address?.name, 'Rahul Nair');
    assert.equal(own.user?.id, rahul.userId);
    assert.equal(own.user?.email, 'rahul@example.com');
    assert.equal(own.user?.userName, 'Rahul');
    // An admin acting for him gets Rahul, not the admin.
    const asAdmin = await identity.getAddress({
      actor: admin,
      userId: rahul.userId,
      addressId: address!.id,
      includeUser: true,
      includeDelivery: false,
    });
    assert.equal(asAdmin.user?.email, 'rahul@example.com');
    // Without the flag, no user.
    const plain = await identity.getAddress({
      actor: rahul,
      userId: rahul.userId,
      addressId: address!.id,
      includeUser: false,
      includeDelivery: false,
    });
    assert.ok(!plain.user);
    assert.ok(!plain.delivery);
    // With include_delivery, the delivery promise to its pincode (682001, Kochi: Kerala is
    // another state than the shop's Karnataka, and neither end of a metro pair).
    const withPromise = await identity.getAddress({
      actor: rahul,
      userId: rahul.userId,
      addressId: address!.id,
      includeUser: true,
      includeDelivery: true,
    });
    assert.equal(withPromise.user?.id, rahul.userId);
    assert.equal(withPromise.delivery?.found, true);
    assert.equal(withPromise.delivery?.district, 'Ernakulam');
    assert.equal(withPromise.delivery?.zone, 'rest-of-india');
    assert.match(withPromise.delivery?.latestDate ?? '', /^\d{4}-\d{2}-\d{2}$/);
    await rejectsWith(
      identity.getAddress({
        actor: kavya,
        userId: rahul.userId,
        addressId: address!.id,
        includeUser: true,
        includeDelivery: false,
      }),
      status.PERMISSION_DENIED,
      'Access denied',
    );
    await rejectsWith(
      identity.getAddress({
        actor: kavya,
        userId: kavya.userId,
        addressId: address!.id,
        includeUser: true,
        includeDelivery: false,
      }),
      status.NOT_FOUND,
      'Address not found',
    );
    await identity.deleteAddress({ actor: rahul, userId: rahul.userId, addressId: address!.id });
  });

  it('validates addresses with the user-facing messages and allows at most three', async () => {
    await rejectsWith(
      identity.addAddress({
        actor: kavya,
        userId: kavya.userId,
        address: { ...home, pincode: '012345' },
      }),
      status.INVALID_ARGUMENT,
      'Please enter a valid 6-digit pincode',
    );
    await rejectsWith(
      identity.addAddress({
        actor: kavya,
        userId: kavya.userId,
        address: { ...home, phone: '12345' },
      }),
      status.INVALID_ARGUMENT,
      'Please enter a valid 10-digit mobile number',
    );
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        identity
          .addAddress({
            actor: kavya,
            userId: kavya.userId,
            address: { ...home, name: `Kavya ${n}` },
          })
          .catch((error: { details?: string }) => error.details),
      ),
    ).then((results) => {
      assert.equal(results.filter((r) => r === 'You can add max 3 addresses').length, 1);
    });
    assert.equal(
      (await identity.listAddresses({ actor: kavya, userId: kavya.userId })).addresses.length,
      3,
    );
  });

  it('serves the states of India and searches cities within a state', async () => {
    const { states } = await identity.listStates({});
    assert.ok(states.length >= 36);
    assert.ok(states.some((s) => s.code === 'MH' && s.name === 'Maharashtra'));
    const { cities } = await identity.searchCities({ stateCode: 'MH', query: 'pu', limit: 10 });
    assert.ok(cities.includes('Pune'), `cities: ${cities.join(', ')}`);
    assert.ok(cities.every((c) => c.toLowerCase().startsWith('pu')));
    assert.deepEqual(
      (await identity.searchCities({ stateCode: 'MH', query: 'p', limit: 10 })).cities,
      [],
    );
  });

  it('resets a password with a token that works once, not after 30 minutes, and not after a newer one', async () => {
    const reader = fixture.service.dataSource;
    const tokenFromOutbox = async () => {
      const [row] = await reader.query<{ envelope: { data: { resetToken: string } } }[]>(
        `SELECT envelope FROM outbox_event WHERE type = 'password-reset-requested' ORDER BY seq DESC LIMIT 1`,
      );
      return row.envelope.data.resetToken;
    };
    const unknown = await identity.requestPasswordReset({ email: 'nobody@example.com' });
    const known = await identity.requestPasswordReset({ email: 'rahul@example.com' });
    assert.equal(unknown.message, known.message);

    const first = await tokenFromOutbox();
    await identity.requestPasswordReset({ email: 'rahul@example.com' });
    const second = await tokenFromOutbox();
    await rejectsWith(
      identity.resetPassword({ token: first, newPassword: 'banarasi1' }),
      status.INVALID_ARGUMENT,
      'The password reset link is invalid or has expired.',
    );
    const session = await identity.login({ email: 'rahul@example.com', password: 'password1' });
    assert.equal(
      (await identity.resetPassword({ token: second, newPassword: 'banarasi1' })).message,
      'Password reset successful',
    );
    await rejectsWith(
      identity.resetPassword({ token: second, newPassword: 'banarasi2' }),
      status.INVALID_ARGUMENT,
      /invalid or has expired/,
    );
    await rejectsWith(
      identity.login({ email: 'rahul@example.com', password: 'password1' }),
      status.UNAUTHENTICATED,
      'Invalid email or password',
    );
    assert.ok(
      (await identity.login({ email: 'rahul@example.com', password: 'banarasi1' })).accessToken,
    );
    // The reset ended the sessions that existed before it.
    await rejectsWith(
      identity.refresh({ refreshToken: session.refreshToken }),
      status.UNAUTHENTICATED,
      /refresh token/,
    );

    await identity.requestPasswordReset({ email: 'rahul@example.com' });
    const late = await tokenFromOutbox();
    await reader.query(
      `UPDATE password_reset_token SET expires_at = now() - interval '1 second' WHERE consumed_at IS NULL`,
    );
    await rejectsWith(
      identity.resetPassword({ token: late, newPassword: 'banarasi3' }),
      status.INVALID_ARGUMENT,
      /invalid or has expired/,
    );
  });

  it('lets an admin search users, change roles and delete users, never themself', async () => {
    const { users, total } = await identity.listUsers({
      actor: admin,
      emailSearch: 'KAVYA',
      page: 1,
      pageSize: 50,
    });
    assert.equal(total, 1);
    assert.equal(users[0].email, 'kavya@example.com');
    await rejectsWith(
      identity.listUsers({ actor: kavya, emailSearch: '', page: 1, pageSize: 50 }),
      status.PERMISSION_DENIED,
      'Access denied',
    );

    const promoted = await identity.updateUserRole({
      actor: admin,
      userId: kavya.userId,
      role: 'admin',
    });
    assert.equal(promoted.user?.role, 'admin');
    await rejectsWith(
      identity.updateUserRole({ actor: admin, userId: kavya.userId, role: 'owner' }),
      status.INVALID_ARGUMENT,
      'Role must be user or admin',
    );
    await rejectsWith(
      identity.updateUserRole({ actor: admin, userId: admin.userId, role: 'user' }),
      status.FAILED_PRECONDITION,
      'You cannot change your own role',
    );
    await rejectsWith(
      identity.deleteUser({ actor: admin, userId: admin.userId }),
      status.FAILED_PRECONDITION,
      'You cannot delete your own account',
    );
    await identity.updateUserRole({ actor: admin, userId: kavya.userId, role: 'user' });

    const victim = await identity.login({ email: 'kavya@example.com', password: 'password1' });
    await identity.deleteUser({ actor: admin, userId: kavya.userId });
    await rejectsWith(
      identity.refresh({ refreshToken: victim.refreshToken }),
      status.UNAUTHENTICATED,
      /refresh token/,
    );
    await rejectsWith(identity.getUser({ id: kavya.userId }), status.NOT_FOUND, 'User not found');
    // A still-valid access token of the deleted user can change nothing.
    await rejectsWith(
      identity.listAddresses({ actor: kavya, userId: kavya.userId }),
      status.UNAUTHENTICATED,
      /token/,
    );
    const events = await fixture.service.dataSource.query<{ type: string }[]>(
      `SELECT type FROM outbox_event WHERE subject = $1 ORDER BY seq`,
      [kavya.userId],
    );
    assert.deepEqual(
      events.map((e) => e.type),
      ['user-registered', 'user-role-changed', 'user-role-changed', 'user-deleted'],
    );
  });
});
