import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { env } from '@/config/env';
import { sessionEnded } from './session-events';
import { tokenStorage, type SessionTokens } from './token-storage';

/**
 * Per-endpoint options of the base query. Endpoints that need a signed-in user declare
 * `extraOptions: { requiresAuth: true }`: they get the session-refresh behaviour below.
 */
export type ApiExtraOptions = { requiresAuth?: boolean };

// fetch needs an absolute URL outside the browser (tests); in the browser this is the
// same-origin gateway.
const baseUrl = new URL(env.API_URL, window.location.origin).href.replace(/\/$/, '');

const authorizedQuery = fetchBaseQuery({
  baseUrl,
  prepareHeaders: (headers) => {
    const accessToken = tokenStorage.getAccessToken();
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    return headers;
  },
});

// The refresh call carries only the refresh token in its body, never the stale bearer.
const anonymousQuery = fetchBaseQuery({ baseUrl });

function readRotatedTokens(data: unknown): SessionTokens | null {
  if (!data || typeof data !== 'object') return null;
  const { accessToken, refreshToken } = data as Record<string, unknown>;
  if (typeof accessToken !== 'string' || !accessToken) return null;
  return {
    accessToken,
    // The gateway rotates the refresh token; an answer without one keeps the current one.
    refreshToken:
      typeof refreshToken === 'string' && refreshToken
        ? refreshToken
        : (tokenStorage.getRefreshToken() ?? ''),
  };
}

/** Forgets the stored session and tells the slices holding per-user state. */
function endSession(api: BaseQueryApi): void {
  tokenStorage.clear();
  api.dispatch(sessionEnded());
}

// One refresh at a time: refresh tokens rotate, so two parallel refreshes with the same
// token would race (and the second would be rejected as reuse).
let refreshInFlight: Promise<boolean> | null = null;

function refreshSession(api: BaseQueryApi): Promise<boolean> {
  refreshInFlight ??= (async () => {
    const refreshToken = tokenStorage.getRefreshToken();
    if (!refreshToken) return false;
    const result = await anonymousQuery(
      { url: '/auth/refresh', method: 'POST', body: { refreshToken } },
      api,
      {},
    );
    const tokens = result.error ? null : readRotatedTokens(result.data);
    if (tokens) {
      tokenStorage.set(tokens);
      return true;
    }
    // The server refused the refresh token (or answered nonsense): the session is over.
    // A network failure or a server fault keeps the tokens for a later attempt.
    const status = result.error?.status;
    const serverRefused = typeof status === 'number' && status >= 400 && status < 500;
    if (serverRefused || !result.error) endSession(api);
    return false;
  })().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Adds `Authorization: Bearer <accessToken>`. For endpoints that require a session: when
 * the access token is missing, or the answer is 401, it makes ONE refresh call
 * (POST /auth/refresh, tokens rotate) and retries the request once. A refused refresh
 * ends the session: the stored tokens are cleared and `sessionEnded` is dispatched.
 */
export const baseQueryWithReauth: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  ApiExtraOptions
> = async (args, api, extraOptions) => {
  if (!extraOptions?.requiresAuth) return authorizedQuery(args, api, {});

  let refreshAttempted = false;
  if (!tokenStorage.getAccessToken() && tokenStorage.getRefreshToken()) {
    refreshAttempted = true;
    await refreshSession(api);
  }

  const tokenSent = tokenStorage.getAccessToken();
  const result = await authorizedQuery(args, api, {});
  if (result.error?.status !== 401 || refreshAttempted) return result;
  if (!tokenStorage.getRefreshToken()) {
    endSession(api); // the access token was refused and nothing can renew it
    return result;
  }

  // Another request may have rotated the tokens while this one was in flight.
  const renewed = tokenStorage.getAccessToken() !== tokenSent || (await refreshSession(api));
  return renewed ? authorizedQuery(args, api, {}) : result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Session', 'Product', 'Category', 'Review', 'Cart', 'Order', 'Address', 'Feedback'],
  // An answer that fails an endpoint's response schema is an ordinary error (the screens
  // show their fallback text), not an exception.
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: 'Unexpected response from the server',
    data: { success: false, issues: error.issues },
  }),
  endpoints: () => ({}),
});
