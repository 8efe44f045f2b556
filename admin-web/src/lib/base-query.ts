// The base query of the one RTK Query API: it signs every call with the access token and
// renews the session once when the token is missing or rejected.
//
// Rules:
// - Every call carries `Authorization: Bearer <accessToken>` when there is one.
// - A session check (check-auth, profile) without an access token first renews the session
//   with the refresh token; a 401 on any other call renews it once and retries the call once.
//   A call is never retried twice and a renewal never triggers another renewal.
// - Renewal is POST /auth/refresh {refreshToken}; the answer's access token and (rotated)
//   refresh token are stored. Concurrent calls share one renewal, since a rotated refresh
//   token can be used only once.
// - When the server refuses the renewal the tokens are cleared. A network fault or a 5xx
//   during renewal leaves them alone (the session may well be valid) and the call fails.
import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { z } from 'zod';
import type { TokenStore } from './tokens';

/** A request; `bodyFromTokens` builds the body on each attempt (a retry sends fresh tokens). */
export interface ApiRequest extends FetchArgs {
  bodyFromTokens?: (tokens: { refreshToken: string | null }) => unknown;
}
export type ApiArgs = string | ApiRequest;

export type SessionBaseQuery = BaseQueryFn<
  ApiArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

export interface SessionBaseQueryOptions {
  baseUrl: string;
  tokens: TokenStore;
  fetchFn?: typeof fetch;
  timeoutMs?: number;
  /** Called when a renewal was refused and the tokens were cleared. */
  onSessionLost?: (api: BaseQueryApi) => void;
}

/** Paths (relative to the API base) that check the session. */
const SESSION_CHECK_PATHS = ['auth/check-auth', 'auth/profile'];
/** Paths that must never trigger a renewal. */
const NO_RENEWAL_PATHS = ['auth/refresh', 'auth/login', 'auth/register'];

export const NO_ACCESS_TOKEN_ERROR: FetchBaseQueryError = {
  status: 401,
  data: { success: false, message: 'No access token found' },
};

/** The session could not be renewed because the server did not answer properly. */
export const RENEWAL_UNAVAILABLE_ERROR: FetchBaseQueryError = {
  status: 'FETCH_ERROR',
  error: 'The session could not be renewed: the server is unavailable',
};

const refreshAnswerSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1).optional(),
});

function pathOf(args: ApiArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  return url.replace(/^\/+/, '').split('?')[0] ?? '';
}

type RenewalOutcome = 'renewed' | 'refused' | 'unavailable';

export function createSessionBaseQuery(options: SessionBaseQueryOptions): SessionBaseQuery {
  const { tokens, onSessionLost } = options;
  const common = {
    baseUrl: options.baseUrl,
    timeout: options.timeoutMs ?? 20_000,
    ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
  };
  const signed = fetchBaseQuery({
    ...common,
    prepareHeaders(headers) {
      const accessToken = tokens.getAccessToken();
      if (accessToken && !headers.has('Authorization')) {
        headers.set('Authorization', `Bearer ${accessToken}`);
      }
      return headers;
    },
  });
  const unsigned = fetchBaseQuery(common);

  const send = (args: ApiArgs, api: BaseQueryApi, extra: object) => {
    if (typeof args === 'string' || !args.bodyFromTokens) return signed(args, api, extra);
    const { bodyFromTokens, ...request } = args;
    return signed(
      { ...request, body: bodyFromTokens({ refreshToken: tokens.getRefreshToken() }) },
      api,
      extra,
    );
  };

  let renewal: Promise<RenewalOutcome> | null = null;

  const renew = async (api: BaseQueryApi, extra: object): Promise<RenewalOutcome> => {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) {
      tokens.clear();
      return 'refused';
    }
    const answer = await unsigned(
      { url: 'auth/refresh', method: 'POST', body: { refreshToken } },
      api,
      extra,
    );
    if (answer.error) {
      const { status } = answer.error;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        tokens.clear();
        return 'refused';
      }
      return 'unavailable';
    }
    const parsed = refreshAnswerSchema.safeParse(answer.data);
    if (!parsed.success) {
      tokens.clear();
      return 'refused';
    }
    tokens.save(parsed.data);
    return 'renewed';
  };

  /** One renewal at a time; calls that need one meanwhile wait for the same answer. */
  const renewOnce = (api: BaseQueryApi, extra: object): Promise<RenewalOutcome> => {
    renewal ??= renew(api, extra).finally(() => {
      renewal = null;
    });
    return renewal;
  };

  const renewOrReport = async (
    api: BaseQueryApi,
    extra: object,
    isSessionCheck: boolean,
  ): Promise<RenewalOutcome> => {
    const outcome = await renewOnce(api, extra);
    // A session check reports the loss through its own answer; other calls tell the app.
    if (outcome === 'refused' && !isSessionCheck) onSessionLost?.(api);
    return outcome;
  };

  return async (args, api, extraOptions) => {
    const extra = extraOptions ?? {};
    const path = pathOf(args);
    if (NO_RENEWAL_PATHS.includes(path)) return send(args, api, extra);

    const isSessionCheck = SESSION_CHECK_PATHS.includes(path);
    let renewed = false;
    if (!tokens.getAccessToken() && isSessionCheck) {
      if (!tokens.getRefreshToken()) return { error: NO_ACCESS_TOKEN_ERROR };
      const outcome = await renewOrReport(api, extra, true);
      if (outcome === 'refused') return { error: NO_ACCESS_TOKEN_ERROR };
      if (outcome === 'unavailable') return { error: RENEWAL_UNAVAILABLE_ERROR };
      renewed = true;
    }

    const sentWith = tokens.getAccessToken();
    const result = await send(args, api, extra);
    if (result.error?.status !== 401 || renewed) return result;

    // Another call may have renewed the session while this one was in flight.
    const current = tokens.getAccessToken();
    const renewedElsewhere = current !== null && current !== sentWith;
    if (!renewedElsewhere) {
      const outcome = await renewOrReport(api, extra, isSessionCheck);
      if (outcome !== 'renewed') return result;
    }
    return send(args, api, extra);
  };
}
