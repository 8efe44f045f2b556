import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { createSessionBaseQuery } from '@boutique/web-kit/base-query';
import { tokenStore } from '@boutique/web-kit/tokens';
import { env } from '@/config/env';
import { requestOrigin } from './origin';
import { sessionEnded } from './session-events';

/**
 * Per-endpoint options of the base query. Endpoints that need a signed-in user declare
 * `extraOptions: { requiresAuth: true }`: they get the session-refresh behaviour below.
 */
export type ApiExtraOptions = { requiresAuth?: boolean };

// fetch needs an absolute URL outside the browser (tests, the storefront server); in the
// browser this is the same-origin gateway, on the server GATEWAY_URL (lib/origin.ts).
export const apiBaseUrl = new URL(env.API_URL, requestOrigin()).href.replace(/\/$/, '');

/**
 * The kit's session base query (web-kit/README.md) with the storefront's rules. Adds
 * `Authorization: Bearer <accessToken>`. For endpoints that require a session: when the
 * access token is missing, or the answer is 401, it makes ONE refresh call
 * (POST /auth/refresh, tokens rotate) and retries the request once. A refused refresh ends
 * the session: the stored tokens are cleared and `sessionEnded` is dispatched. Other
 * endpoints never refresh.
 */
export const baseQueryWithReauth = createSessionBaseQuery<ApiExtraOptions>({
  baseUrl: apiBaseUrl,
  tokens: tokenStore,
  sessionUse: (_args, extraOptions) => (extraOptions?.requiresAuth ? 'renew-first' : 'public'),
  onSessionEnded: (api) => {
    api.dispatch(sessionEnded());
  },
});

/**
 * The RTK Query state a server-rendered page was rendered with (app/ssr): dispatched once,
 * before the first render, so the page hydrates with that data and does not fetch it again.
 */
export const serverApiStateReceived = createAction<unknown>('ssr/apiStateReceived');

export const baseApi = createApi({
  reducerPath: 'api',
  extractRehydrationInfo: (action) =>
    serverApiStateReceived.match(action) ? (action.payload as never) : undefined,
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
