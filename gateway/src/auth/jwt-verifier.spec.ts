import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SignJWT, UnsecuredJWT } from 'jose';
import { InvalidTokenError, JWT_AUDIENCE, JWT_ISSUER, JwtVerifier } from './jwt-verifier.js';

const SECRET = 'unit-test-secret-unit-test-secret-0123456789';
const key = (secret = SECRET) => new TextEncoder().encode(secret);

function token(
  options: {
    secret?: string;
    issuer?: string;
    audience?: string;
    expiresAt?: number | string;
    claims?: Record<string, unknown>;
    sub?: string | null;
  } = {},
) {
  const jwt = new SignJWT({
    role: 'user',
    email: 'a@example.com',
    userName: 'Asha',
    sid: 'session-1',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.issuer ?? JWT_ISSUER)
    .setAudience(options.audience ?? JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? '15m');
  if (options.sub !== null) jwt.setSubject(options.sub ?? 'user-1');
  return jwt.sign(key(options.secret));
}

const rejects = (verifier: JwtVerifier, jwt: string) =>
  assert.rejects(verifier.verify(jwt), InvalidTokenError);

describe('JwtVerifier', () => {
  it('accepts a valid token and returns its user', async () => {
    const verifier = new JwtVerifier(SECRET);
    const before = Math.floor(Date.now() / 1000);
    const user = await verifier.verify(await token({ claims: { role: 'admin' } }));
    const { issuedAt, ...rest } = user;
    assert.deepEqual(rest, {
      id: 'user-1',
      role: 'admin',
      email: 'a@example.com',
      userName: 'Asha',
      sessionId: 'session-1',
    });
    assert.ok(issuedAt !== undefined && issuedAt >= before && issuedAt <= before + 1);
  });

  it('refuses an expired token', async () => {
    const verifier = new JwtVerifier(SECRET);
    await rejects(verifier, await token({ expiresAt: Math.floor(Date.now() / 1000) - 60 }));
  });

  it('refuses a token signed with another secret', async () => {
    const verifier = new JwtVerifier(SECRET);
    await rejects(verifier, await token({ secret: 'another-secret-another-secret-0123456789' }));
  });

  it('refuses a token for another audience or from another issuer', async () => {
    const verifier = new JwtVerifier(SECRET);
    await rejects(verifier, await token({ audience: 'someone-else' }));
    await rejects(verifier, await token({ issuer: 'evil-issuer' }));
  });

  it("refuses an unsigned ('none' alg) token", async () => {
    const verifier = new JwtVerifier(SECRET);
    const unsigned = new UnsecuredJWT({ role: 'admin', email: 'x@example.com', userName: 'X' })
      .setSubject('user-1')
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setExpirationTime('15m')
      .encode();
    await rejects(verifier, unsigned);
  });

  it('refuses another HMAC algorithm than HS256', async () => {
    const verifier = new JwtVerifier(SECRET);
    const hs512 = await new SignJWT({ role: 'user' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('user-1')
      .setIssuer(JWT_ISSUER)
      .setAudience(JWT_AUDIENCE)
      .setExpirationTime('15m')
      .sign(key());
    await rejects(verifier, hs512);
  });

  it('refuses tokens without a subject or a session, or with an unknown role', async () => {
    const verifier = new JwtVerifier(SECRET);
    await rejects(verifier, await token({ sub: null }));
    await rejects(verifier, await token({ claims: { sid: undefined } }));
    await rejects(verifier, await token({ claims: { sid: '' } }));
    await rejects(verifier, await token({ claims: { role: 'superuser' } }));
  });

  it('refuses garbage', async () => {
    const verifier = new JwtVerifier(SECRET);
    for (const garbage of ['', 'garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9..'])
      await rejects(verifier, garbage);
  });

  it('answers a repeated token from its cache, until it expires', async () => {
    const verifier = new JwtVerifier(SECRET, { clockToleranceSec: 0 });
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const jwt = await token({ expiresAt });
    const first = await verifier.verify(jwt);
    assert.equal(await verifier.verify(jwt), first, 'same object from the cache');
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
    await rejects(verifier, jwt);
  });

  it('keeps the cache bounded', async () => {
    const verifier = new JwtVerifier(SECRET, { cacheSize: 2 });
    const tokens = await Promise.all([1, 2, 3].map((n) => token({ sub: `user-${n}` })));
    for (const jwt of tokens) await verifier.verify(jwt);
    assert.equal((verifier as unknown as { cache: Map<string, unknown> }).cache.size, 2);
  });
});
