import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SignJWT } from 'jose';
import { AuthGuard, bearerToken } from './auth.guard.js';
import { JWT_AUDIENCE, JWT_ISSUER, JwtVerifier, type AuthUser } from './jwt-verifier.js';
import { RolesGuard, ROLES_KEY } from './roles.guard.js';
import { SessionRevocations } from './session-revocations.js';

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

const sign = (role: string, sub = 'user-1') =>
  new SignJWT({ role, email: 'a@example.com', userName: 'A' })
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
  const revocations = new SessionRevocations();
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

  it('401 "Invalid or expired token" for a token issued before its user was revoked', async () => {
    const token = await sign('admin', 'user-revoked');
    const request = () => httpContext({ headers: { authorization: `Bearer ${token}` } });
    assert.equal(await auth.canActivate(request()), true, 'valid (and cached) before');
    revocations.revoke('user-revoked');
    await assert.rejects(
      auth.canActivate(request()),
      (error: unknown) =>
        error instanceof UnauthorizedException && error.message === 'Invalid or expired token',
    );
    const other = await sign('user', 'user-other');
    assert.equal(
      await auth.canActivate(httpContext({ headers: { authorization: `Bearer ${other}` } })),
      true,
      'other users are not affected',
    );
  });
});

describe('SessionRevocations', () => {
  it('refuses tokens issued up to the second of the revocation, not later ones', () => {
    let now = 1_700_000_000_500;
    const revocations = new SessionRevocations({ now: () => now });
    assert.equal(revocations.isRevoked('u1', 1_699_999_000), false);
    revocations.revoke('u1');
    assert.equal(revocations.isRevoked('u1', 1_699_999_000), true);
    assert.equal(revocations.isRevoked('u1', 1_700_000_000), true, 'same second');
    assert.equal(revocations.isRevoked('u1', undefined), true, 'no iat');
    assert.equal(revocations.isRevoked('u1', 1_700_000_001), false, 'a newer sign-in');
    assert.equal(revocations.isRevoked('u2', 1_699_999_000), false);
    now += 25 * 60 * 60 * 1000;
    revocations.revoke('u2');
    assert.equal(revocations.size, 1, 'entries older than any token are dropped');
  });

  it('is bounded', () => {
    const revocations = new SessionRevocations({ maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) revocations.revoke(id);
    assert.equal(revocations.size, 2);
    assert.equal(revocations.isRevoked('a', 0), false);
    assert.equal(revocations.isRevoked('c', 0), true);
  });
});
