import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SignJWT } from 'jose';
import { AuthGuard, bearerToken } from './auth.guard.js';
import { JWT_AUDIENCE, JWT_ISSUER, JwtVerifier, type AuthUser } from './jwt-verifier.js';
import { RolesGuard, ROLES_KEY } from './roles.guard.js';
import {
  AccessRevocations,
  REVOCATION_RETENTION_MS,
  type RevocationFeed,
} from './access-revocations.js';

const SECRET = 'guards-spec-secret-guards-spec-secret-0123';

class AdminOnly {
  handler() {}
}
Reflect.defineMetadata(ROLES_KEY, ['admin'], AdminOnly.prototype.handler);

function httpContext(request: {
  headers: Record<string, string>;
  user?: AuthUser;
}): ExecutionContext {
  return {
    getType: () => 'http',
    getHandler: () => AdminOnly.prototype.handler,
    getClass: () => AdminOnly,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

/** A feed that shares nothing (the adapters have their own specs). */
const noFeed: RevocationFeed = {
  start: () => Promise.resolve(),
  publish: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

const sign = (role: string, sub = 'user-1', sid = `session-of-${sub}`) =>
  new SignJWT({ role, email: 'a@example.com', userName: 'A', sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode(SECRET));

describe('bearerToken', () => {
  it('reads "Bearer <token>" only', () => {
    assert.equal(bearerToken('Bearer abc.def.ghi'), 'abc.def.ghi');
    assert.equal(bearerToken('bearer abc'), 'abc');
    assert.equal(bearerToken('Basic abc'), undefined);
    assert.equal(bearerToken('Bearer'), undefined);
    assert.equal(bearerToken('Bearer a b'), undefined);
    assert.equal(bearerToken(undefined), undefined);
  });
});

describe('AuthGuard and RolesGuard', () => {
  const revocations = new AccessRevocations(noFeed);
  const auth = new AuthGuard(new JwtVerifier(SECRET), revocations);
  const roles = new RolesGuard(new Reflector());

  it('401 "No access token found" without a token', async () => {
    await assert.rejects(auth.canActivate(httpContext({ headers: {} })), (error: unknown) => {
      assert.ok(error instanceof UnauthorizedException);
      assert.equal(error.message, 'No access token found');
      return true;
    });
  });

  it('401 "Invalid or expired token" for a bad token', async () => {
    await assert.rejects(
      auth.canActivate(httpContext({ headers: { authorization: 'Bearer nope' } })),
      (error: unknown) =>
        error instanceof UnauthorizedException && error.message === 'Invalid or expired token',
    );
  });

  it('puts the user on the request; the admin passes @Roles("admin")', async () => {
    const request: { headers: Record<string, string>; user?: AuthUser } = {
      headers: { authorization: `Bearer ${await sign('admin')}` },
    };
    assert.equal(await auth.canActivate(httpContext(request)), true);
    assert.equal(request.user?.role, 'admin');
    assert.equal(roles.canActivate(httpContext(request)), true);
  });

  it('403 "Access denied" for a customer on an admin route', async () => {
    const request: { headers: Record<string, string>; user?: AuthUser } = {
      headers: { authorization: `Bearer ${await sign('user')}` },
    };
    await auth.canActivate(httpContext(request));
    assert.throws(
      () => roles.canActivate(httpContext(request)),
      (error: unknown) => error instanceof ForbiddenException && error.message === 'Access denied',
    );
  });

  const refused = (error: unknown) =>
    error instanceof UnauthorizedException && error.message === 'Invalid or expired token';
  const withToken = (token: string) =>
    httpContext({ headers: { authorization: `Bearer ${token}` } });

  it('401 "Invalid or expired token" once the token\'s session has ended; other sessions go on', async () => {
    const phone = await sign('user', 'user-s', 'session-phone');
    const laptop = await sign('user', 'user-s', 'session-laptop');
    assert.equal(await auth.canActivate(withToken(phone)), true, 'valid (and cached) before');
    await revocations.revokeSessions(['session-phone']);
    await assert.rejects(auth.canActivate(withToken(phone)), refused);
    assert.equal(await auth.canActivate(withToken(laptop)), true, 'the other session');
  });

  it('401 for every token of a deleted user, whatever the session', async () => {
    const token = await sign('admin', 'user-deleted', 'any-session');
    assert.equal(await auth.canActivate(withToken(token)), true);
    await revocations.revokeUser('user-deleted');
    await assert.rejects(auth.canActivate(withToken(token)), refused);
    const other = await sign('user', 'user-other');
    assert.equal(await auth.canActivate(withToken(other)), true, 'other users are not affected');
  });

  it('401 for a token without a session (sid), as issued before sessions were named', async () => {
    const legacy = await new SignJWT({ role: 'user', email: 'a@example.com', userName: 'A' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-legacy')
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(SECRET));
    await assert.rejects(auth.canActivate(withToken(legacy)), refused);
  });
});

describe('AccessRevocations', () => {
  it('loads what the feed knows at start, follows it, and publishes its own', async () => {
    let push: ((entries: { kind: 'session' | 'user'; id: string }[]) => void) | undefined;
    const published: unknown[] = [];
    const revocations = new AccessRevocations({
      start: (apply) => {
        apply([{ kind: 'session', id: 'ended-before-start' }]);
        push = apply;
        return Promise.resolve();
      },
      publish: (entries) => {
        published.push(...entries);
        return Promise.resolve();
      },
      close: () => Promise.resolve(),
    });
    await revocations.onApplicationBootstrap();
    assert.equal(revocations.isRevoked({ id: 'u', sessionId: 'ended-before-start' }), true);
    push?.([{ kind: 'user', id: 'deleted-elsewhere' }]);
    assert.equal(revocations.isRevoked({ id: 'deleted-elsewhere', sessionId: 'x' }), true);
    await revocations.revokeSessions(['mine']);
    assert.equal(revocations.isRevoked({ id: 'u', sessionId: 'mine' }), true);
    assert.deepEqual(published, [{ kind: 'session', id: 'mine' }]);
    assert.equal(revocations.isRevoked({ id: 'u', sessionId: 'live' }), false);
  });

  it('a failing publish still ends the tokens here, without throwing', async () => {
    const revocations = new AccessRevocations({
      ...noFeed,
      publish: () => Promise.reject(new Error('redis down')),
    });
    await revocations.revokeUser('u-1');
    assert.equal(revocations.isRevoked({ id: 'u-1', sessionId: 's' }), true);
  });

  it('forgets entries after a day, and is bounded', async () => {
    let now = 1_700_000_000_000;
    const revocations = new AccessRevocations(noFeed, { now: () => now, maxEntries: 2 });
    await revocations.revokeSessions(['old']);
    now += REVOCATION_RETENTION_MS + 1;
    await revocations.revokeSessions(['new']);
    assert.equal(revocations.isRevoked({ id: 'u', sessionId: 'old' }), false);
    await revocations.revokeSessions(['b', 'c']);
    assert.equal(revocations.size, 2);
    assert.equal(revocations.isRevoked({ id: 'u', sessionId: 'new' }), false, 'oldest dropped');
    assert.equal(revocations.isRevoked({ id: 'u', sessionId: 'c' }), true);
  });
});
