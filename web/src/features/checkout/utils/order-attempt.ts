// One Idempotency-Key per checkout attempt (docs/api-buying.md): a retry of the same attempt
// (the create call got no definitive answer: network failure or a server fault) resends the
// same key with the same body, so the server answers the first result again; anything else
// starts a new attempt with a new key.

export type OrderAttempt = { key: string; fingerprint: string; body: Record<string, unknown> };

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** The attempt to send: the pending one when it is for the same order, else a new one. */
export function attemptFor(
  pending: OrderAttempt | null,
  fingerprint: string,
  makeBody: () => Record<string, unknown>,
  makeKey: () => string = newIdempotencyKey,
): OrderAttempt {
  if (pending && pending.fingerprint === fingerprint) return pending;
  return { key: makeKey(), fingerprint, body: makeBody() };
}

/** Whether a failed create may be retried with the same key (no definitive answer). */
export function isRetryableFailure(status: number | string | undefined): boolean {
  if (typeof status === 'number') return status >= 500 || status === 408 || status === 429;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}
