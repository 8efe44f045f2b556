// @vitest-environment node
// Node's fetch, Request and AbortSignal: fetchBaseQuery builds real Requests, which jsdom's
// AbortSignal cannot sign. The network is the edge mocked here (fetchFn).
import { describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createSessionBaseQuery, NO_ACCESS_TOKEN_ERROR, type ApiArgs } from './base-query';
import { createTokenStore, type TokenStore } from './tokens';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

interface Seen {
  path: string;
  method: string;
  authorization: string | null;
  body: unknown;
}

type Reply = { status: number; body: unknown } | 'network-error';

/**
 * A fake server: `handle` answers each request (by path and what it carried); every request
 * is recorded in `seen`.
 */
function fakeServer(handle: (request: Seen) => Reply | Promise<Reply>) {
  const seen: Seen[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const entry: Seen = {
      path: new URL(request.url).pathname,
      method: request.method,
      authorization: request.headers.get('Authorization'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    seen.push(entry);
    const reply = await handle(entry);
    if (reply === 'network-error') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { seen, fetchFn };
}

function setup(
  handle: (request: Seen) => Reply | Promise<Reply>,
  initial: { accessToken?: string; refreshToken?: string } = {},
) {
  const storage = new MemoryStorage();
  if (initial.accessToken) storage.setItem('accessToken', initial.accessToken);
  if (initial.refreshToken) storage.setItem('refreshToken', initial.refreshToken);
  const tokens: TokenStore = createTokenStore(() => storage);
  const server = fakeServer(handle);
  const onSessionLost = vi.fn();
  const baseQuery = createSessionBaseQuery({
    baseUrl: 'http://boutique.test/api',
    tokens,
    fetchFn: server.fetchFn,
    onSessionLost,
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
  return { call, tokens, storage, seen: server.seen, onSessionLost };
}

const ok = (body: unknown): Reply => ({ status: 200, body });
const unauthorized = (message = 'Invalid or expired token'): Reply => ({
  status: 401,
  body: { success: false, message },
});
const admin = { id: 'u1', _id: 'u1', userName: 'Meera', email: 'm@x.in', role: 'admin' };

/** A server whose valid access token is `valid` and whose refresh token `r1` rotates to `r2`. */
function sessionServer(valid = 'a2') {
  return (request: Seen): Reply => {
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

describe('createSessionBaseQuery', () => {
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
    const result = await call('auth/check-auth');

    expect(result.data).toEqual({ success: true, user: admin });
    expect(seen.map((r) => `${r.method} ${r.path} ${r.authorization ?? '-'}`)).toEqual([
      'GET /api/auth/check-auth Bearer a1',
      'POST /api/auth/refresh -',
      'GET /api/auth/check-auth Bearer a2',
    ]);
    expect(seen[1]?.body).toEqual({ refreshToken: 'r1' });
    expect(tokens.getAccessToken()).toBe('a2');
    expect(tokens.getRefreshToken()).toBe('r2');
  });

  it('renews before a session check that has no access token', async () => {
    const { call, seen, tokens } = setup(sessionServer(), { refreshToken: 'r1' });
    const result = await call('auth/check-auth');

    expect(result.data).toEqual({ success: true, user: admin });
    expect(seen.map((r) => r.path)).toEqual(['/api/auth/refresh', '/api/auth/check-auth']);
    expect(seen[1]?.authorization).toBe('Bearer a2');
    expect(tokens.getRefreshToken()).toBe('r2');
  });

  it('answers a session check without any token itself, without a call', async () => {
    const { call, seen } = setup(sessionServer());
    const result = await call('auth/check-auth');
    expect(result.error).toEqual(NO_ACCESS_TOKEN_ERROR);
    expect(seen).toHaveLength(0);
  });

  it('clears both tokens when the renewal is refused, and does not retry', async () => {
    const { call, seen, tokens, onSessionLost } = setup(sessionServer(), {
      accessToken: 'a1',
      refreshToken: 'stale',
    });
    const result = await call('admin/users/get');

    expect(result.error).toMatchObject({ status: 401 });
    expect(seen.map((r) => r.path)).toEqual(['/api/admin/users/get', '/api/auth/refresh']);
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('leaves telling the app to the session check itself', async () => {
    const { call, onSessionLost, tokens } = setup(sessionServer(), {
      accessToken: 'a1',
      refreshToken: 'stale',
    });
    const result = await call('auth/check-auth');
    expect(result.error).toMatchObject({ status: 401 });
    expect(tokens.getRefreshToken()).toBeNull();
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('retries only once: a 401 after the renewal is the answer (no loop)', async () => {
    // The server accepts no access token at all, but renews happily.
    const { call, seen } = setup(sessionServer('never'), { accessToken: 'a1', refreshToken: 'r1' });
    const result = await call('auth/check-auth');

    expect(result.error).toMatchObject({ status: 401 });
    expect(seen.map((r) => r.path)).toEqual([
      '/api/auth/check-auth',
      '/api/auth/refresh',
      '/api/auth/check-auth',
    ]);
  });

  it('never renews around the renewal or sign-in calls', async () => {
    const { call, seen } = setup(() => unauthorized(), { accessToken: 'a1', refreshToken: 'r1' });
    await call({ url: 'auth/refresh', method: 'POST', body: { refreshToken: 'r1' } });
    await call({ url: 'auth/login', method: 'POST', body: { email: 'x', password: 'y' } });
    expect(seen.map((r) => r.path)).toEqual(['/api/auth/refresh', '/api/auth/login']);
  });

  it('shares one renewal between concurrent calls', async () => {
    const { call, seen } = setup(sessionServer(), { accessToken: 'a1', refreshToken: 'r1' });
    const results = await Promise.all([
      call('auth/check-auth'),
      call('auth/check-auth'),
      call('auth/check-auth'),
    ]);
    for (const result of results) expect(result.data).toEqual({ success: true, user: admin });
    expect(seen.filter((r) => r.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('keeps the tokens when the renewal meets a network fault', async () => {
    const { call, tokens } = setup(
      (request) => (request.path === '/api/auth/refresh' ? 'network-error' : unauthorized()),
      { accessToken: 'a1', refreshToken: 'r1' },
    );
    const result = await call('admin/orders/get');
    expect(result.error).toMatchObject({ status: 401 });
    expect(tokens.getAccessToken()).toBe('a1');
    expect(tokens.getRefreshToken()).toBe('r1');
  });

  it('reports an unreachable server when a session check cannot be renewed', async () => {
    const { call } = setup(
      (request) =>
        request.path === '/api/auth/refresh' ? { status: 503, body: {} } : unauthorized(),
      { refreshToken: 'r1' },
    );
    const result = await call('auth/check-auth');
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
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
});
