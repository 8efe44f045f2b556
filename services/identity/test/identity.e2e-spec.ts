import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { status } from '@grpc/grpc-js';
import { jwtVerify } from 'jose';
import {
  JWT_SECRET,
  rejectsWith,
  startIdentity,
  type IdentityFixture,
} from './fixtures/identity-fixture.js';

describe('identity service over gRPC on a real database', () => {
  let fixture: IdentityFixture;
  let service: IdentityFixture['service'];
  let identity: IdentityFixture['identity'];

  before(async () => {
    fixture = await startIdentity();
    ({ service, identity } = fixture);
  });

  after(() => fixture?.close());

  it('registers a customer, writes user-registered to the outbox and refuses a duplicate e-mail', async () => {
    const answer = await identity.register({
      userName: 'Lakshmi Rao',
      email: ' Lakshmi@Example.com',
      password: 'silk-saree',
    });
    assert.equal(answer.message, 'Registration successful');
    const [user] = await service.dataSource.query<
      { id: string; role: string; password_hash: string }[]
    >(`SELECT id, role, email, password_hash FROM app_user WHERE email = $1`, [
      'lakshmi@example.com',
    ]);
    assert.equal(user.role, 'user');
    assert.match(user.password_hash, /^\$argon2id\$/);
    const events = await service.dataSource.query<
      { type: string; envelope: { data: { email: string } } }[]
    >(`SELECT type, subject, envelope FROM outbox_event WHERE subject = $1`, [user.id]);
    assert.equal(events.length, 1);
    assert.equal(events[0].type, 'user-registered');
    assert.equal(events[0].envelope.data.email, 'lakshmi@example.com');

    await rejectsWith(
      identity.register({
        userName: 'Someone',
        email: 'LAKSHMI@example.com',
        password: 'another1',
      }),
      status.ALREADY_EXISTS,
      'Unable to register with this email. Try signing in or resetting your password.',
    );
  });

  it('validates registrations in the service too', async () => {
    await rejectsWith(
      identity.register({ userName: '', email: 'a@b.co', password: 'secret1' }),
      status.INVALID_ARGUMENT,
      'User name is required',
    );
    await rejectsWith(
      identity.register({ userName: 'Asha', email: 'a@b.co', password: '12345' }),
      status.INVALID_ARGUMENT,
      'Password must be at least 6 characters long.',
    );
  });

  it('logs in with a verifiable 15-minute access token and refuses a wrong password the same way as an unknown e-mail', async () => {
    await identity.register({
      userName: 'Divya',
      email: 'divya@example.com',
      password: 'kanjivaram',
    });
    const login = await identity.login({ email: 'DIVYA@example.com', password: 'kanjivaram' });
    assert.equal(login.user?.email, 'divya@example.com');
    assert.equal(login.expiresIn, 900);
    const { payload } = await jwtVerify(login.accessToken, new TextEncoder().encode(JWT_SECRET), {
      issuer: 'boutique-identity',
      audience: 'boutique',
    });
    assert.equal(payload.sub, login.user?.id);
    assert.equal(payload.role, 'user');
    assert.ok((payload.exp ?? 0) - (payload.iat ?? 0) === 900);

    await rejectsWith(
      identity.login({ email: 'divya@example.com', password: 'wrong-one' }),
      status.UNAUTHENTICATED,
      'Invalid email or password',
    );
    await rejectsWith(
      identity.login({ email: 'nobody@example.com', password: 'wrong-one' }),
      status.UNAUTHENTICATED,
      'Invalid email or password',
    );
  });

  it('rotates refresh tokens and revokes the family when a rotated token is used again', async () => {
    await identity.register({
      userName: 'Farah',
      email: 'farah@example.com',
      password: 'chanderi',
    });
    const login = await identity.login({ email: 'farah@example.com', password: 'chanderi' });
    const second = await identity.refresh({ refreshToken: login.refreshToken });
    assert.notEqual(second.refreshToken, login.refreshToken);
    const third = await identity.refresh({ refreshToken: second.refreshToken });

    await rejectsWith(
      identity.refresh({ refreshToken: login.refreshToken }),
      status.UNAUTHENTICATED,
      'Invalid or expired refresh token',
    );
    // The reuse revoked the whole family: the newest token is refused as well.
    await rejectsWith(
      identity.refresh({ refreshToken: third.refreshToken }),
      status.UNAUTHENTICATED,
      'Invalid or expired refresh token',
    );
    // Another session of the same user is unaffected.
    const other = await identity.login({ email: 'farah@example.com', password: 'chanderi' });
    assert.ok((await identity.refresh({ refreshToken: other.refreshToken })).accessToken);
  });

  it('ends a session on logout, and only the caller may end it', async () => {
    await identity.register({ userName: 'Gita', email: 'gita@example.com', password: 'paithani' });
    const login = await identity.login({ email: 'gita@example.com', password: 'paithani' });
    const intruder = await identity.login({ email: 'divya@example.com', password: 'kanjivaram' });
    const none = await identity.logout({
      userId: intruder.user!.id,
      refreshToken: login.refreshToken,
      sessionId: '',
    });
    assert.deepEqual(none.revokedSessionIds, [], "another user's session is not ended");
    const still = await identity.refresh({ refreshToken: login.refreshToken });
    await identity.logout({
      userId: login.user!.id,
      refreshToken: still.refreshToken,
      sessionId: '',
    });
    await rejectsWith(
      identity.refresh({ refreshToken: still.refreshToken }),
      status.UNAUTHENTICATED,
      'Invalid or expired refresh token',
    );
    await rejectsWith(
      identity.refresh({ refreshToken: '' }),
      status.UNAUTHENTICATED,
      'No refresh token found',
    );
  });

  it('creates the bootstrap admin, and answers GetUser', async () => {
    const admin = await identity.login({
      email: 'owner@boutique.test',
      password: 'a-long-admin-password',
    });
    assert.equal(admin.user?.role, 'admin');
    const found = await identity.getUser({ id: admin.user?.id ?? '' });
    assert.equal(found.user?.email, 'owner@boutique.test');
    await rejectsWith(
      identity.getUser({ id: '00000000-0000-0000-0000-000000000000' }),
      status.NOT_FOUND,
      'User not found',
    );
  });
});
