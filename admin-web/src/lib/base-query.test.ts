// @vitest-environment node
// Node's fetch, Request and AbortSignal: fetchBaseQuery builds real Requests, which jsdom's
// AbortSignal cannot sign. The network is the edge mocked here (fetchFn). The renewal's own
// rules (rotation, one shared renewal, no loop, network faults) are the kit's specs
// (web-kit/src/base-query.test.ts); these are the console's.
import { describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import {
  NO_ACCESS_TOKEN_ERROR,
  RENEWAL_UNAVAILABLE_ERROR,
  type ApiArgs,
} from '@boutique/web-kit/base-query';
import {
  fakeServer,
  MemoryStorage,
  type FakeReply,
  type SeenRequest,
} from '@boutique/web-kit/testing';
import { createTokenStore } from '@boutique/web-kit/tokens';
import { consoleSessionUse, createConsoleBaseQuery } from './base-query';

function setup(
  handle: (request: SeenRequest) => FakeReply | Promise<FakeReply>,
  initial: { accessToken?: string; refreshToken?: string } = {},
) {
  const storage = new MemoryStorage();
  if (initial.accessToken) storage.setItem('accessToken', initial.accessToken);
  if (initial.refreshToken) storage.setItem('refreshToken', initial.refreshToken);
  const tokens = createTokenStore({ storage: () => storage });
  const server = fakeServer(handle);
  const onSessionEnded = vi.fn();
  const baseQuery = createConsoleBaseQuery({
    baseUrl: 'http://boutique.test/api',
    tokens,
    fetchFn: server.fetchFn,
    onSessionEnded,
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
  const call = (args: ApiArgs) => Promise.resolve(baseQuery(args, api, {}));
  return { call, tokens, seen: server.seen, onSessionEnded };
}

const ok = (body: unknown): FakeReply => ({ status: 200, body });
const unauthorized = (message = 'Invalid or expired token'): FakeReply => ({
  status: 401,
  body: { success: false, message },
});
const admin = { id: 'u1', _id: 'u1', userName: 'Meera', email: 'm@x.in', role: 'admin' };

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
      ? ok({ success: true, user: admin })
      : unauthorized();
  };
}

describe('consoleSessionUse', () => {
  it('checks the session on check-auth and profile, never renews around sign-in, else retries', () => {
    expect(consoleSessionUse('auth/check-auth')).toBe('check');
    expect(consoleSessionUse({ url: '/auth/profile?fresh=1' })).toBe('check');
    for (const url of ['auth/refresh', 'auth/login', '/auth/register']) {
      expect(consoleSessionUse({ url, method: 'POST' })).toBe('public');
    }
    expect(consoleSessionUse('admin/orders/get')).toBe('retry');
    expect(consoleSessionUse({ url: 'auth/logout', method: 'POST' })).toBe('retry');
  });
});

describe('createConsoleBaseQuery', () => {
  it('signs calls with the stored access token', async () => {
    const { call, seen } = setup(() => ok({ success: true, data: [] }), { accessToken: 'a1' });
    const result = await call('admin/orders/get');
    expect(result.data).toEqual({ success: true, data: [] });
    expect(seen).toEqual([
      { path: '/api/admin/orders/get', method: 'GET', authorization: 'Bearer a1', body: undefined },
    ]);
  });

  it('renews once on a 401, stores both rotated tokens and retries once', async () => {
    const { call, seen, tokens } = setup(sessionServer(), {
      accessToken: 'a1',
      refreshToken: 'r1',
    });
    const result = await call('admin/users/get');

    expect(result.data).toEqual({ success: true, user: admin });
    expect(seen.map((r) => `${r.method} ${r.path} ${r.authorization ?? '-'}`)).toEqual([
      'GET /api/admin/users/get Bearer a1',
      'POST /api/auth/refresh -',
      'GET /api/admin/users/get Bearer a2',
    ]);
    expect(tokens.getRefreshToken()).toBe('r2');
  });

  it('renews before a session check that has no access token', async () => {
    const { call, seen } = setup(sessionServer(), { refreshToken: 'r1' });
    const result = await call('auth/check-auth');

    expect(result.data).toEqual({ success: true, user: admin });
    expect(seen.map((r) => r.path)).toEqual(['/api/auth/refresh', '/api/auth/check-auth']);
    expect(seen[1]?.authorization).toBe('Bearer a2');
  });

  it('answers a session check without any token itself, without a call', async () => {
    const { call, seen } = setup(sessionServer());
    const result = await call('auth/check-auth');
    expect(result.error).toEqual(NO_ACCESS_TOKEN_ERROR);
    expect(seen).toHaveLength(0);
  });

  it('reports an unreachable server when a session check cannot be renewed', async () => {
    const { call } = setup(
      (request) =>
        request.path === '/api/auth/refresh' ? { status: 503, body: {} } : unauthorized(),
      { refreshToken: 'r1' },
    );
    const result = await call('auth/check-auth');
    expect(result.error).toEqual(RENEWAL_UNAVAILABLE_ERROR);
  });

  it('clears both tokens when the renewal is refused, tells the app, and does not retry', async () => {
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

  it('leaves telling the app to the session check itself', async () => {
    const { call, onSessionEnded, tokens } = setup(sessionServer(), {
      accessToken: 'a1',
      refreshToken: 'stale',
    });
    const result = await call('auth/check-auth');
    expect(result.error).toMatchObject({ status: 401 });
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('never renews around the renewal or sign-in calls', async () => {
    const { call, seen } = setup(() => unauthorized(), { accessToken: 'a1', refreshToken: 'r1' });
    await call({ url: 'auth/refresh', method: 'POST', body: { refreshToken: 'r1' } });
    await call({ url: 'auth/login', method: 'POST', body: { email: 'x', password: 'y' } });
    await call({ url: 'auth/register', method: 'POST', body: { email: 'x', password: 'y' } });
    expect(seen.map((r) => r.path)).toEqual([
      '/api/auth/refresh',
      '/api/auth/login',
      '/api/auth/register',
    ]);
  });

  it('sends the logout again with the rotated refresh token', async () => {
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
});
