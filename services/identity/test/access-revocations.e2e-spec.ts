// Identity's side of ending access tokens: every access token names its session (`sid` =
// the refresh-token family), the calls that end sessions answer which ones, and
// ListAccessRevocations is the durable record a gateway loads when it starts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { ADMIN, startIdentity, type IdentityFixture } from './fixtures/identity-fixture.js';

describe('access revocations: sessions in tokens, ended sessions, the durable record', () => {
  let fixture: IdentityFixture;
  let identity: IdentityFixture['identity'];
  let admin: Actor;

  const sidOf = (accessToken: string) => String(decodeJwt(accessToken).sid);
  const signUp = async (name: string) => {
    const email = `${name}@example.com`;
    await identity.register({ userName: name, email, password: 'password1' });
    return { email, login: () => identity.login({ email, password: 'password1' }) };
  };
  const listed = () => identity.listAccessRevocations({});

  before(async () => {
    fixture = await startIdentity();
    identity = fixture.identity;
    const login = await identity.login(ADMIN);
    admin = { userId: login.user!.id, role: 'admin', userName: '' };
  });
  after(() => fixture?.close());

  it('an access token carries its session, kept across refreshes', async () => {
    const meera = await signUp('meera');
    const first = await meera.login();
    const second = await meera.login();
    assert.notEqual(sidOf(first.accessToken), sidOf(second.accessToken), 'one session per sign-in');
    const refreshed = await identity.refresh({ refreshToken: first.refreshToken });
    assert.equal(sidOf(refreshed.accessToken), sidOf(first.accessToken));
  });

  it("logout ends the refresh token's session and the access token's, only the caller's", async () => {
    const nisha = await signUp('nisha');
    const phone = await nisha.login();
    const laptop = await nisha.login();
    const other = await (await signUp('omana')).login();
    const userId = phone.user!.id;

    const foreign = await identity.logout({
      userId,
      refreshToken: other.refreshToken,
      sessionId: sidOf(other.accessToken),
    });
    assert.deepEqual(foreign.revokedSessionIds, [], "another user's sessions are not touched");

    const ended = await identity.logout({
      userId,
      refreshToken: phone.refreshToken,
      sessionId: sidOf(laptop.accessToken),
    });
    assert.deepEqual(
      [...ended.revokedSessionIds].sort(),
      [sidOf(phone.accessToken), sidOf(laptop.accessToken)].sort(),
    );
    const { sessionIds } = await listed();
    assert.ok(sessionIds.includes(sidOf(phone.accessToken)));
    assert.ok(sessionIds.includes(sidOf(laptop.accessToken)));
    assert.ok(!sessionIds.includes(sidOf(other.accessToken)));
  });

  it('logout without a refresh token ends every live session of the caller', async () => {
    const padma = await signUp('padma');
    const a = await padma.login();
    const b = await padma.login();
    const ended = await identity.logout({ userId: a.user!.id, refreshToken: '', sessionId: '' });
    assert.deepEqual(
      [...ended.revokedSessionIds].sort(),
      [sidOf(a.accessToken), sidOf(b.accessToken)].sort(),
    );
  });

  it('a password reset answers the user and the sessions it ended', async () => {
    const ratna = await signUp('ratna');
    const session = await ratna.login();
    await identity.requestPasswordReset({ email: ratna.email });
    const [row] = await fixture.service.dataSource.query<
      { envelope: { data: { resetToken: string } } }[]
    >(
      `SELECT envelope FROM outbox_event WHERE type = 'password-reset-requested' ORDER BY seq DESC LIMIT 1`,
    );
    const reset = await identity.resetPassword({
      token: row.envelope.data.resetToken,
      newPassword: 'new-password-1',
    });
    assert.equal(reset.message, 'Password reset successful');
    assert.equal(reset.userId, session.user!.id);
    assert.deepEqual(reset.revokedSessionIds, [sidOf(session.accessToken)]);
  });

  it('a role change answers the sessions it ended (none when the role stays); a deletion is recorded', async () => {
    const sita = await signUp('sita');
    const session = await sita.login();
    const userId = session.user!.id;
    const same = await identity.updateUserRole({ actor: admin, userId, role: 'user' });
    assert.deepEqual(same.revokedSessionIds, []);
    const promoted = await identity.updateUserRole({ actor: admin, userId, role: 'admin' });
    assert.deepEqual(promoted.revokedSessionIds, [sidOf(session.accessToken)]);

    await identity.deleteUser({ actor: admin, userId });
    assert.ok((await listed()).deletedUserIds.includes(userId));
  });

  it('lists only what happened within the access-token lifetime plus a minute', async () => {
    const uma = await signUp('uma');
    const session = await uma.login();
    const sid = sidOf(session.accessToken);
    await identity.logout({ userId: session.user!.id, refreshToken: '', sessionId: '' });
    assert.ok((await listed()).sessionIds.includes(sid));
    // 900 s tokens: a session ended 16 minutes ago can have no unexpired token left.
    await fixture.service.dataSource.query(
      `UPDATE refresh_token_family SET revoked_at = now() - interval '16 minutes' WHERE id = $1`,
      [sid],
    );
    await fixture.service.dataSource.query(
      `UPDATE deleted_user SET deleted_at = now() - interval '16 minutes'`,
    );
    const after = await listed();
    assert.ok(!after.sessionIds.includes(sid));
    assert.deepEqual(after.deletedUserIds, []);
  });

  it('a session whose tokens all expired long ago is ended but not reported', async () => {
    const veda = await signUp('veda');
    const old = await veda.login();
    await fixture.service.dataSource.query(
      `UPDATE refresh_token SET created_at = now() - interval '2 hours' WHERE family_id = $1`,
      [sidOf(old.accessToken)],
    );
    const fresh = await veda.login();
    const ended = await identity.logout({ userId: old.user!.id, refreshToken: '', sessionId: '' });
    assert.deepEqual(ended.revokedSessionIds, [sidOf(fresh.accessToken)]);
  });
});
