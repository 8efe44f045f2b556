// Node's fetch, Request and AbortSignal (fetchBaseQuery builds real Requests); the network is
// the edge faked here (fakeServer's fetchFn).
import { describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import {
  createSessionBaseQuery,
  NO_ACCESS_TOKEN_ERROR,
  readRenewedTokens,
  RENEWAL_UNAVAILABLE_ERROR,
  requestPath,
  type ApiArgs,
  type SessionUse,
} from './base-query.js';
import { fakeServer, MemoryStorage, type FakeReply, type SeenRequest } from './testing.js';
import { createTokenStore, type TokenStore } from './tokens.js';

type Extra = { use?: SessionUse };

function setup(
  handle: (request: SeenRequest) => FakeReply | Promise<FakeReply>,
  initial: { accessToken?: string; refreshToken?: string } = {},
  options: { refreshPath?: string } = {},
) {
  const storage = new MemoryStorage();
  if (initial.accessToken) storage.setItem('accessToken', initial.accessToken);
  if (initial.refreshToken) storage.setItem('refreshToken', initial.refreshToken);
  const tokens = createTokenStore({ storage: () => storage });
  const server = fakeServer(handle);
  const onSessionEnded = vi.fn();
  const calls: { args: ApiArgs; extraOptions: Extra | undefined }[] = [];
  const baseQuery = createSessionBaseQuery<Extra>({
    baseUrl: 'http://boutique.test/api',
    tokens,
    fetchFn: server.fetchFn,
    onSessionEnded,
    // Each test says how its calls take part (default: retried after a 401).
    sessionUse: (args, extraOptions) => {
      calls.push({ args, extraOptions });
      return extraOptions?.use ?? 'retry';
    },
    ...options,
  });
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: vi.fn(),
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
  const call = (args: ApiArgs, use?: SessionUse) =>
    Promise.resolve(baseQuery(args, api, use ? { use } : {}));
  return { call, tokens, seen: server.seen, onSessionEnded, calls };
}

const ok = (body: unknown): FakeReply => ({ status: 200, body });
const unauthorized = (message = 'Invalid or expired token'): FakeReply => ({
  status: 401,
  body: { success: false, message },
});
const user = { id: 'u1', email: 'm@x.in', role: 'admin' };

/** A server whose valid access token is `valid` and whose refresh token `r1` rotates to `r2`. */
function sessionServer(valid = 'a2') {
  return (request: SeenRequest): FakeReply => {
    if (request.path === '/api/auth/refresh') {
      const { refreshToken } = request.body as { refreshToken?: string };
      return refreshToken === 'r1'
        ? ok({ success: true, accessToken: 'a2', refreshToken: 'r2' })
        : unauthorized('No refresh token found');
    }
    return request.authorization === `Bearer ${valid}`
      ? ok({ success: true, user })
      : unauthorized();
  };
}

const trace = (seen: SeenRequest[]) =>
  seen.map((r) => `${r.method} ${r.path} ${r.authorization ?? '-'}`);

describe('createSessionBaseQuery', () => {
  it('signs calls with the stored access token, leaving a header the call set itself', async () => {
    const { call, seen } = setup(() => ok({ success: true }), { accessToken: 'a1' });
    await call('admin/orders/get');
    await call({ url: 'sandbox/pay', method: 'POST', headers: { Authorization: 'Bearer own' } });
    expect(trace(seen)).toEqual([
      'GET /api/admin/orders/get Bearer a1',
      'POST /api/sandbox/pay Bearer own',
    ]);
  });

  it("tells sessionUse the call's arguments and extra options", async () => {
    const { call, calls } = setup(() => ok({}), { accessToken: 'a1' });
    await call('/auth/check-auth?x=1', 'public');
    expect(calls).toEqual([{ args: '/auth/check-auth?x=1', extraOptions: { use: 'public' } }]);
  });

  it('renews once on a 401, stores both rotated tokens and retries once', async () => {
    const { call, seen, tokens } = setup(sessionServer(), {
      accessToken: 'a1',
      refreshToken: 'r1',
    });
    const result = await call('auth/check-auth');

    expect(result.data).toEqual({ success: true, user });
    expect(trace(seen)).toEqual([
      'GET /api/auth/check-auth Bearer a1',
      'POST /api/auth/refresh -',
      'GET /api/auth/check-auth Bearer a2',
    ]);
    expect(seen[1]?.body).toEqual({ refreshToken: 'r1' });
    expect(tokens.getAccessToken()).toBe('a2');
    expect(tokens.getRefreshToken()).toBe('r2');
  });

  it('keeps the current refresh token when the renewal answers none', async () => {
    const { call, tokens } = setup(
      (request) =>
        request.path === '/api/auth/refresh'
          ? ok({ success: true, accessToken: 'a2' })
          : sessionServer()(request),
      { accessToken: 'a1', refreshToken: 'r1' },
    );
    await call('admin/users/get');
    expect(tokens.getAccessToken()).toBe('a2');
    expect(tokens.getRefreshToken()).toBe('r1');
  });

  it('renews at the path it is given', async () => {
    const { call, seen } = setup(
      (request) =>
        request.path === '/api/session/renew'
          ? ok({ accessToken: 'a2', refreshToken: 'r2' })
          : sessionServer()(request),
      { accessToken: 'a1', refreshToken: 'r1' },
      { refreshPath: '/session/renew' },
    );
    const result = await call('auth/profile');
    expect(result.data).toEqual({ success: true, user });
    expect(seen.map((r) => r.path)).toContain('/api/session/renew');
  });

  it('ends the session when the renewal is refused: tokens cleared, the app told, no retry', async () => {
    const { call, seen, tokens, onSessionEnded } = setup(sessionServer(), {
      accessToken: 'a1',
      refreshToken: 'stale',
    });
    const result = await call('admin/users/get');

    expect(result.error).toMatchObject({ status: 401 });
    expect(seen.map((r) => r.path)).toEqual(['/api/admin/users/get', '/api/auth/refresh']);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('treats a renewal answer without an access token as a refusal', async () => {
    const { call, tokens, onSessionEnded } = setup(
      (request) => (request.path === '/api/auth/refresh' ? ok({ success: true }) : unauthorized()),
      { accessToken: 'a1', refreshToken: 'r1' },
    );
    await call('admin/users/get');
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('ends the session on a 401 when there is no refresh token, without a renewal', async () => {
    const { call, seen, tokens, onSessionEnded } = setup(() => unauthorized(), {
      accessToken: 'a1',
    });
    const result = await call('shop/cart/get/u1');
    expect(result.error).toMatchObject({ status: 401 });
    expect(seen.map((r) => r.path)).toEqual(['/api/shop/cart/get/u1']);
    expect(tokens.getAccessToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a 401 after the renewal is the answer (no loop)', async () => {
    const { call, seen } = setup(sessionServer('never'), { accessToken: 'a1', refreshToken: 'r1' });
    const result = await call('auth/check-auth');

    expect(result.error).toMatchObject({ status: 401 });
    expect(seen.map((r) => r.path)).toEqual([
      '/api/auth/check-auth',
      '/api/auth/refresh',
      '/api/auth/check-auth',
    ]);
  });

  it('shares one renewal between concurrent calls', async () => {
    const { call, seen } = setup(
      async (request) => {
        if (request.path === '/api/auth/refresh') await new Promise((r) => setTimeout(r, 10));
        return sessionServer()(request);
      },
      { accessToken: 'a1', refreshToken: 'r1' },
    );
    const results = await Promise.all([
      call('auth/check-auth'),
      call('auth/profile'),
      call('admin/orders/get'),
    ]);
    for (const result of results) expect(result.data).toEqual({ success: true, user });
    expect(seen.filter((r) => r.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('retries with tokens another call renewed meanwhile, without renewing again', async () => {
    const elsewhere: { tokens?: TokenStore } = {};
    const { call, seen, tokens } = setup(
      (request) => {
        if (request.authorization === 'Bearer a1') {
          elsewhere.tokens?.save({ accessToken: 'a2', refreshToken: 'r2' }); // renewed meanwhile
          return unauthorized();
        }
        return sessionServer()(request);
      },
      { accessToken: 'a1', refreshToken: 'r1' },
    );
    elsewhere.tokens = tokens;
    const result = await call('admin/orders/get');
    expect(result.data).toEqual({ success: true, user });
    expect(trace(seen)).toEqual([
      'GET /api/admin/orders/get Bearer a1',
      'GET /api/admin/orders/get Bearer a2',
    ]);
  });

  it('keeps the tokens when the renewal meets a network fault or a 5xx', async () => {
    for (const reply of ['network-error', { status: 503, body: {} }] as const) {
      const { call, tokens, onSessionEnded } = setup(
        (request) => (request.path === '/api/auth/refresh' ? reply : unauthorized()),
        { accessToken: 'a1', refreshToken: 'r1' },
      );
      const result = await call('admin/orders/get');
      expect(result.error).toMatchObject({ status: 401 });
      expect(tokens.getAccessToken()).toBe('a1');
      expect(tokens.getRefreshToken()).toBe('r1');
      expect(onSessionEnded).not.toHaveBeenCalled();
    }
  });

  it('builds the body again for the retry, with the rotated refresh token', async () => {
    const { call, seen } = setup(
      (request) => {
        if (request.path === '/api/auth/refresh')
          return ok({ success: true, accessToken: 'a2', refreshToken: 'r2' });
        return request.authorization === 'Bearer a2'
          ? ok({ success: true, message: 'Logged out successfully' })
          : unauthorized();
      },
      { accessToken: 'a1', refreshToken: 'r1' },
    );
    const result = await call({
      url: 'auth/logout',
      method: 'POST',
      bodyFromTokens: ({ refreshToken }) => ({ refreshToken }),
    });
    expect(result.data).toEqual({ success: true, message: 'Logged out successfully' });
    expect(seen.map((r) => r.body)).toEqual([
      { refreshToken: 'r1' },
      { refreshToken: 'r1' },
      { refreshToken: 'r2' },
    ]);
  });

  describe("'public' calls", () => {
    it('never renew: a 401 is the answer and the tokens stay', async () => {
      const { call, seen, tokens, onSessionEnded } = setup(
        () => unauthorized('Invalid email or password'),
        { accessToken: 'old-access', refreshToken: 'old-refresh' },
      );
      const result = await call(
        { url: '/auth/login', method: 'POST', body: { email: 'x', password: 'y' } },
        'public',
      );
      expect(result.error).toMatchObject({ status: 401 });
      expect(seen.map((r) => r.path)).toEqual(['/api/auth/login']);
      expect(tokens.getRefreshToken()).toBe('old-refresh');
      expect(onSessionEnded).not.toHaveBeenCalled();
    });
  });

  describe("'renew-first' calls (the storefront's session calls)", () => {
    it('renew before the call when only the refresh token is there, then send it once', async () => {
      const { call, seen } = setup(sessionServer(), { refreshToken: 'r1' });
      const result = await call('/auth/profile', 'renew-first');
      expect(result.data).toEqual({ success: true, user });
      expect(trace(seen)).toEqual(['POST /api/auth/refresh -', 'GET /api/auth/profile Bearer a2']);
    });

    it('take the answer after that renewal as final (no second renewal)', async () => {
      const { call, seen } = setup(sessionServer('never'), { refreshToken: 'r1' });
      const result = await call('/auth/profile', 'renew-first');
      expect(result.error).toMatchObject({ status: 401 });
      expect(seen.map((r) => r.path)).toEqual(['/api/auth/refresh', '/api/auth/profile']);
    });

    it('are sent even when that renewal could not be made, keeping the tokens', async () => {
      const { call, seen, tokens } = setup(
        (request) => (request.path === '/api/auth/refresh' ? 'network-error' : unauthorized()),
        { refreshToken: 'r1' },
      );
      const result = await call('/auth/profile', 'renew-first');
      expect(result.error).toMatchObject({ status: 401 });
      expect(seen.map((r) => r.path)).toEqual(['/api/auth/refresh', '/api/auth/profile']);
      expect(tokens.getRefreshToken()).toBe('r1');
    });

    it('tell the app when that renewal is refused', async () => {
      const { call, tokens, onSessionEnded } = setup(sessionServer(), { refreshToken: 'revoked' });
      await call('/auth/profile', 'renew-first');
      expect(tokens.getRefreshToken()).toBeNull();
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
    });

    it('without any token are sent, and a 401 ends the session', async () => {
      const { call, seen, onSessionEnded } = setup(() => unauthorized());
      const result = await call('/auth/profile', 'renew-first');
      expect(result.error).toMatchObject({ status: 401 });
      expect(trace(seen)).toEqual(['GET /api/auth/profile -']);
      expect(onSessionEnded).toHaveBeenCalledTimes(1);
    });
  });

  describe("'check' calls (the console's session check)", () => {
    it('answer "no access token" themselves when no token is stored', async () => {
      const { call, seen } = setup(sessionServer());
      const result = await call('auth/check-auth', 'check');
      expect(result.error).toEqual(NO_ACCESS_TOKEN_ERROR);
      expect(seen).toHaveLength(0);
    });

    it('renew first when only the refresh token is there', async () => {
      const { call, seen, tokens } = setup(sessionServer(), { refreshToken: 'r1' });
      const result = await call('auth/check-auth', 'check');
      expect(result.data).toEqual({ success: true, user });
      expect(seen.map((r) => r.path)).toEqual(['/api/auth/refresh', '/api/auth/check-auth']);
      expect(tokens.getRefreshToken()).toBe('r2');
    });

    it('answer "no access token" when that renewal is refused, without telling the app', async () => {
      const { call, seen, onSessionEnded } = setup(sessionServer(), { refreshToken: 'revoked' });
      const result = await call('auth/check-auth', 'check');
      expect(result.error).toEqual(NO_ACCESS_TOKEN_ERROR);
      expect(seen.map((r) => r.path)).toEqual(['/api/auth/refresh']);
      expect(onSessionEnded).not.toHaveBeenCalled();
    });

    it('report an unreachable server when that renewal could not be made', async () => {
      const { call } = setup(
        (request) =>
          request.path === '/api/auth/refresh' ? { status: 503, body: {} } : unauthorized(),
        { refreshToken: 'r1' },
      );
      const result = await call('auth/check-auth', 'check');
      expect(result.error).toEqual(RENEWAL_UNAVAILABLE_ERROR);
    });

    it('leave telling the app to their own answer when a renewal after a 401 is refused', async () => {
      const { call, tokens, onSessionEnded } = setup(sessionServer(), {
        accessToken: 'a1',
        refreshToken: 'stale',
      });
      const result = await call('auth/check-auth', 'check');
      expect(result.error).toMatchObject({ status: 401 });
      expect(tokens.getRefreshToken()).toBeNull();
      expect(onSessionEnded).not.toHaveBeenCalled();
    });
  });
});

describe('requestPath', () => {
  it('is the URL without leading slashes and query', () => {
    expect(requestPath('/auth/check-auth?x=1')).toBe('auth/check-auth');
    expect(requestPath({ url: '//admin/users/get' })).toBe('admin/users/get');
  });
});

describe('readRenewedTokens', () => {
  it('needs an access token, and takes a non-empty refresh token', () => {
    expect(readRenewedTokens({ accessToken: 'a', refreshToken: 'r' })).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(readRenewedTokens({ accessToken: 'a', refreshToken: '' })).toEqual({
      accessToken: 'a',
    });
    expect(readRenewedTokens({ accessToken: '', refreshToken: 'r' })).toBeNull();
    expect(readRenewedTokens('nonsense')).toBeNull();
  });
});
