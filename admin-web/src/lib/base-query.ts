// The console's session rules over the shared base query (@boutique/web-kit/base-query,
// web-kit/README.md): it signs every call with the access token and renews the session once
// when the token is missing or rejected.
//
// Rules:
// - A session check (check-auth, profile) without an access token first renews the session
//   with the refresh token, or answers "no access token" itself when it cannot; a 401 on any
//   other call renews it once and retries the call once.
// - The renewal, sign-in and registration calls never renew.
// - A renewal refused during an ordinary call tells the app (onSessionEnded); a session
//   check reports it through its own answer.
import {
  createSessionBaseQuery,
  requestPath,
  type ApiArgs,
  type SessionBaseQuery,
  type SessionBaseQueryOptions,
  type SessionUse,
} from '@boutique/web-kit/base-query';

/** Paths (relative to the API base) that check the session. */
const SESSION_CHECK_PATHS = ['auth/check-auth', 'auth/profile'];
/** Paths that must never trigger a renewal. */
const NO_RENEWAL_PATHS = ['auth/refresh', 'auth/login', 'auth/register'];

/** How a call of the console takes part in the session, by its path. */
export function consoleSessionUse(args: ApiArgs): SessionUse {
  const path = requestPath(args);
  if (NO_RENEWAL_PATHS.includes(path)) return 'public';
  return SESSION_CHECK_PATHS.includes(path) ? 'check' : 'retry';
}

export type ConsoleBaseQueryOptions = Omit<SessionBaseQueryOptions, 'sessionUse'>;

/** The console's base query: the kit's, with its rules and (by default) a 20 s timeout per call. */
export function createConsoleBaseQuery(options: ConsoleBaseQueryOptions): SessionBaseQuery {
  return createSessionBaseQuery({ timeoutMs: 20_000, ...options, sessionUse: consoleSessionUse });
}
