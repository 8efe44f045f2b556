import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SignJWT } from 'jose';
import { AuthGuard, bearerToken } from './auth.guard.js';
import { JWT_AUDIENCE, JWT_ISSUER, JwtVerifier, type AuthUser } from './jwt-verifier.js';
import { RolesGuard, ROLES_KEY } from './roles.guard.js';

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

const sign = (role: string) =>
  new SignJWT({ role, email: 'a@example.com', userName: 'A' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('user-1')
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
  const auth = new AuthGuard(new JwtVerifier(SECRET));
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
});
