/** What to do with a presented refresh token, from its stored state. */
type RefreshDecision = 'rotate' | 'reuse-detected' | 'expired' | 'revoked';

interface StoredRefreshState {
  usedAt: Date | null;
  expiresAt: Date;
  familyRevokedAt: Date | null;
}

export function decideRefresh(state: StoredRefreshState, now: Date): RefreshDecision {
  if (state.familyRevokedAt) return 'revoked';
  // A token that was already exchanged is presented again: someone holds a copy.
  if (state.usedAt) return 'reuse-detected';
  if (state.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'rotate';
}
