import { webcrypto } from 'node:crypto';
import { errors as joseErrors, jwtVerify } from 'jose';

export const JWT_ISSUER = 'boutique-identity';
export const JWT_AUDIENCE = 'boutique';

export type Role = 'admin' | 'user';

/** Who a verified access token speaks for. */
export interface AuthUser {
  /** The user id (`sub`). */
  id: string;
  role: Role;
  email: string;
  userName: string;
  /** The session (refresh-token family) the token belongs to (JWT `sid`). */
  sessionId: string;
  /** When the token was issued (JWT `iat`, seconds since the epoch). */
  issuedAt?: number;
}

/** The token is missing, malformed, badly signed, expired or for someone else. */
export class InvalidTokenError extends Error {}

interface CacheEntry {
  user: AuthUser;
  /** Expiry in ms since the epoch. */
  expiresAt: number;
}

/**
 * Verifies the identity service's HS256 access tokens locally (issuer boutique-identity,
 * audience boutique). The HMAC key is imported once; tokens already verified are kept
 * (bounded, until they expire) so the hot path does no crypto for a repeated token.
 */
export class JwtVerifier {
  private readonly key: Promise<webcrypto.CryptoKey>;
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    secret: string,
    private readonly options: { cacheSize?: number; clockToleranceSec?: number } = {},
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
  }

  async verify(token: string): Promise<AuthUser> {
    const now = Date.now();
    const cached = this.cache.get(token);
    if (cached) {
      if (cached.expiresAt > now) return cached.user;
      this.cache.delete(token);
    }
    let payload;
    try {
      ({ payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        requiredClaims: ['sub', 'exp'],
        clockTolerance: this.options.clockToleranceSec ?? 5,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
        throw new InvalidTokenError(error.message);
      }
      throw error;
    }
    const { sub, role, email, userName, iat, sid } = payload as Record<string, unknown>;
    if (
      typeof sub !== 'string' ||
      !sub ||
      (role !== 'admin' && role !== 'user') ||
      typeof sid !== 'string' ||
      !sid
    ) {
      throw new InvalidTokenError('token claims are incomplete');
    }
    const user: AuthUser = {
      id: sub,
      role,
      email: typeof email === 'string' ? email : '',
      userName: typeof userName === 'string' ? userName : '',
      sessionId: sid,
    };
    if (typeof iat === 'number') user.issuedAt = iat;
    this.remember(token, user, (payload.exp as number) * 1000, now);
    return user;
  }

  private remember(token: string, user: AuthUser, expiresAt: number, now: number) {
    const limit = this.options.cacheSize ?? 10_000;
    if (limit <= 0 || expiresAt <= now) return;
    if (this.cache.size >= limit) {
      // Drop the oldest entry (Map keeps insertion order).
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(token, { user, expiresAt });
  }
}
