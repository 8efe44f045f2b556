import { createHash, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Role } from '../users/user.entity.js';

const JWT_ISSUER = 'boutique-identity';
const JWT_AUDIENCE = 'boutique';

interface AccessClaims {
  sub: string;
  role: Role;
  email: string;
  userName: string;
  /** The session (refresh-token family) the token belongs to: ending it ends the token. */
  sid: string;
}

/** A short-lived HS256 access token the gateway verifies without calling identity. */
export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({
    role: claims.role,
    email: claims.email,
    userName: claims.userName,
    sid: claims.sid,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(new TextEncoder().encode(secret));
}

/**
 * A random opaque token (256 bits) and the SHA-256 hash that is stored instead of it
 * (refresh and password-reset tokens). Their entropy makes a salted slow hash unnecessary.
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
