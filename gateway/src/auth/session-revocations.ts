import { Injectable } from '@nestjs/common';

/** How long a revocation is remembered: longer than any access token lives. */
export const REVOCATION_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Users whose outstanding access tokens this gateway no longer honours: filled when this
 * gateway deletes a user or changes a role, consulted by the AuthGuard. A token issued
 * (`iat`, whole seconds) in or before the second of the revocation is refused, so a
 * deleted user's or changed role's tokens stop working at once instead of at expiry.
 *
 * One process only: with several replicas the map should be fed by identity's
 * user-deleted / user-role-changed events; until then identity's own check of the actor
 * on every call that names a user keeps the data safe.
 */
@Injectable()
export class SessionRevocations {
  /** userId → revokedAt (ms since the epoch), oldest first. */
  private readonly revoked = new Map<string, number>();

  constructor(private readonly options: { maxEntries?: number; now?: () => number } = {}) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Ends every access token of `userId` issued until now. */
  revoke(userId: string): void {
    const now = this.now();
    this.revoked.delete(userId);
    this.revoked.set(userId, now);
    this.prune(now);
  }

  /** True when a token of `userId` issued at `issuedAtSec` (JWT `iat`) has been revoked. */
  isRevoked(userId: string, issuedAtSec: number | undefined): boolean {
    if (this.revoked.size === 0) return false;
    const revokedAt = this.revoked.get(userId);
    if (revokedAt === undefined) return false;
    return (issuedAtSec ?? 0) <= Math.floor(revokedAt / 1000);
  }

  get size(): number {
    return this.revoked.size;
  }

  private prune(now: number): void {
    for (const [userId, revokedAt] of this.revoked) {
      if (revokedAt > now - REVOCATION_RETENTION_MS) break;
      this.revoked.delete(userId);
    }
    const max = this.options.maxEntries ?? 100_000;
    for (const userId of this.revoked.keys()) {
      if (this.revoked.size <= max) break;
      this.revoked.delete(userId);
    }
  }
}
