// The RTK Query base query both apps build their one API on: it signs every call with the
// access token and renews the session once when the token is missing or refused.
//
// Rules:
// - Every call carries `Authorization: Bearer <accessToken>` when there is one (unless the
//   call set its own Authorization header).
// - Each call takes part in the session as the app's `sessionUse` says (SessionUse below):
//   never, retried once after a 401, or also renewed before it is sent when the access
//   token is missing. A call is never retried twice and a renewal never renews.
// - Renewal is POST <refreshPath> {refreshToken} without the stale bearer; the answer's
//   access token and (rotated) refresh token are stored. Calls that need a renewal while one
//   runs wait for the same answer, since a rotated refresh token can be used only once.
// - A renewal the server refuses (4xx, or an answer without an access token), or a 401 with
//   no refresh token to renew with, ends the session: both tokens are cleared and the app
//   hears of it through `onSessionEnded`. A network fault or a 5xx during renewal leaves the
//   tokens alone (the session may well be valid) and the call fails as it did.
import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import type { SessionTokens, TokenStore } from './tokens.js';

/** A request; `bodyFromTokens` builds the body on each attempt (a retry sends fresh tokens). */
export interface ApiRequest extends FetchArgs {
  bodyFromTokens?: (tokens: { refreshToken: string | null }) => unknown;
}
export type ApiArgs = string | ApiRequest;

/**
 * How a call takes part in the session:
 * - `public`: sent as it is (signed when there is a token); a 401 is its answer.
 * - `retry`: a 401 renews the session once and the call is sent once more.
 * - `renew-first`: as `retry`; and when the access token is missing but a refresh token is
 *   there, the session is renewed before the call is sent, whose answer is then final
 *   (sent also when that renewal failed: the server answers for the session).
 * - `check`: the session check. As `retry`; and without an access token it renews first or
 *   answers itself, without a request: NO_ACCESS_TOKEN_ERROR when there is nothing to renew
 *   with or the renewal is refused, RENEWAL_UNAVAILABLE_ERROR when the server could not
 *   renew. A check reports a lost session through its own answer, not `onSessionEnded`.
 */
export type SessionUse = 'public' | 'retry' | 'renew-first' | 'check';

export interface SessionBaseQueryOptions<Extra = object> {
  /** Base of the REST API, e.g. `/api` (absolute outside a browser). */
  baseUrl: string;
  tokens: TokenStore;
  /**
   * How each call takes part in the session (see SessionUse), from its arguments (see
   * requestPath) and its endpoint's `extraOptions`.
   */
  sessionUse: (args: ApiArgs, extraOptions: Extra | undefined) => SessionUse;
  /** The renewal's path under baseUrl; default `auth/refresh`. */
  refreshPath?: string;
  fetchFn?: typeof fetch;
  /** Abort a call after this long (a TIMEOUT_ERROR); default: no limit. */
  timeoutMs?: number;
  /** The session ended during a call (tokens already cleared); not called for checks. */
  onSessionEnded?: (api: BaseQueryApi) => void;
}

export type SessionBaseQuery<Extra = object> = BaseQueryFn<
  ApiArgs,
  unknown,
  FetchBaseQueryError,
  Extra,
  FetchBaseQueryMeta
>;

/** A check's answer when there is no session: what the gateway says without a token. */
export const NO_ACCESS_TOKEN_ERROR: FetchBaseQueryError = {
  status: 401,
  data: { success: false, message: 'No access token found' },
};

/** A check's answer when the session could not be renewed: the server did not answer properly. */
export const RENEWAL_UNAVAILABLE_ERROR: FetchBaseQueryError = {
  status: 'FETCH_ERROR',
  error: 'The session could not be renewed: the server is unavailable',
};

/** `/auth/check-auth?x=1` → `auth/check-auth`. */
export function requestPath(args: ApiArgs): string {
  const url = typeof args === 'string' ? args : args.url;
  return url.replace(/^\/+/, '').split('?')[0] ?? '';
}

/**
 * The tokens of a renewal's answer: its access token, and its refresh token when it has a
 * non-empty one (otherwise the current one is kept). Null without an access token.
 */
export function readRenewedTokens(data: unknown): SessionTokens | null {
  if (typeof data !== 'object' || data === null) return null;
  const { accessToken, refreshToken } = data as Record<string, unknown>;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  return typeof refreshToken === 'string' && refreshToken !== ''
    ? { accessToken, refreshToken }
    : { accessToken };
}

type RenewalOutcome = 'renewed' | 'refused' | 'unavailable';

export function createSessionBaseQuery<Extra = object>(
  options: SessionBaseQueryOptions<Extra>,
): SessionBaseQuery<Extra> {
  const { tokens, sessionUse, onSessionEnded } = options;
  const refreshPath = options.refreshPath ?? 'auth/refresh';
  const common = { baseUrl: options.baseUrl, timeout: options.timeoutMs, fetchFn: options.fetchFn };
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
  // The renewal carries only the refresh token in its body, never the stale bearer.
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

  const renew = async (api: BaseQueryApi, extra: object): Promise<RenewalOutcome> => {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) {
      tokens.clear();
      return 'refused';
    }
    const answer = await unsigned(
      { url: refreshPath, method: 'POST', body: { refreshToken } },
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
    const renewed = readRenewedTokens(answer.data);
    if (!renewed) {
      tokens.clear();
      return 'refused';
    }
    tokens.save(renewed);
    return 'renewed';
  };

  /** One renewal at a time; calls that need one meanwhile wait for the same answer. */
  let renewal: Promise<RenewalOutcome> | null = null;
  const renewOnce = (api: BaseQueryApi, extra: object): Promise<RenewalOutcome> => {
    renewal ??= renew(api, extra).finally(() => {
      renewal = null;
    });
    return renewal;
  };

  const renewOrReport = async (
    api: BaseQueryApi,
    extra: object,
    reportsLoss: boolean,
  ): Promise<RenewalOutcome> => {
    const outcome = await renewOnce(api, extra);
    if (outcome === 'refused' && reportsLoss) onSessionEnded?.(api);
    return outcome;
  };

  return async (args, api, extraOptions) => {
    const extra = extraOptions ?? {};
    const use = sessionUse(args, extraOptions);
    if (use === 'public') return send(args, api, extra);

    const reportsLoss = use !== 'check';
    // Whether this call already had its renewal: then its answer is final.
    let renewed = false;
    if (!tokens.getAccessToken()) {
      if (use === 'check') {
        if (!tokens.getRefreshToken()) return { error: NO_ACCESS_TOKEN_ERROR };
        const outcome = await renewOrReport(api, extra, reportsLoss);
        if (outcome === 'refused') return { error: NO_ACCESS_TOKEN_ERROR };
        if (outcome === 'unavailable') return { error: RENEWAL_UNAVAILABLE_ERROR };
        renewed = true;
      } else if (use === 'renew-first' && tokens.getRefreshToken()) {
        await renewOrReport(api, extra, reportsLoss);
        renewed = true;
      }
    }

    const sentWith = tokens.getAccessToken();
    const result = await send(args, api, extra);
    if (result.error?.status !== 401 || renewed) return result;

    // Another call may have renewed the session while this one was in flight.
    const current = tokens.getAccessToken();
    const renewedElsewhere = current !== null && current !== sentWith;
    if (!renewedElsewhere) {
      const outcome = await renewOrReport(api, extra, reportsLoss);
      if (outcome !== 'renewed') return result;
    }
    return send(args, api, extra);
  };
}
