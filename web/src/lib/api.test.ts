import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '@boutique/web-kit/tokens';
import { makeStore } from '@/app/store';
import { authApi } from '@/features/auth/api/auth-api';
import { customer, installFakeApi, unauthorized, type FakeRequest } from '@/testing/fake-api';

function seedTokens(accessToken: string, refreshToken: string) {
  tokenStore.save({ accessToken, refreshToken });
}

const userFor = (request: FakeRequest, validBearer: string) =>
  request.authorization === `Bearer ${validBearer}`
    ? { status: 200, body: { success: true, user: customer } }
    : unauthorized();

describe('baseQueryWithReauth', () => {
  let store: ReturnType<typeof makeStore>;

  beforeEach(() => {
    store = makeStore();
  });

  afterEach(() => {
    store.dispatch(authApi.util.resetApiState());
  });

  it('adds the bearer token to requests', async () => {
    seedTokens('access-1', 'refresh-1');
    const api = installFakeApi((request) => userFor(request, 'access-1'));

    const result = await store.dispatch(authApi.endpoints.checkAuth.initiate());

    expect(result.data).toEqual(customer);
    expect(api.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/auth/check-auth', 'Bearer access-1'],
    ]);
  });

  it('on a 401 refreshes once, stores the rotated tokens and retries once', async () => {
    seedTokens('expired', 'refresh-1');
    const api = installFakeApi((request) => {
      if (request.path === '/auth/refresh') {
        return {
          status: 200,
          body: { success: true, accessToken: 'access-2', refreshToken: 'refresh-2' },
        };
      }
      return userFor(request, 'access-2');
    });

    const result = await store.dispatch(authApi.endpoints.checkAuth.initiate());

    expect(result.data).toEqual(customer);
    expect(api.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/auth/check-auth', 'Bearer expired'],
      ['/auth/refresh', null],
      ['/auth/check-auth', 'Bearer access-2'],
    ]);
    expect(api.calls('/auth/refresh')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(tokenStore.getAccessToken()).toBe('access-2');
    expect(tokenStore.getRefreshToken()).toBe('refresh-2');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, isLoading: false });
  });

  it('clears the tokens when the refresh is refused, without retrying', async () => {
    seedTokens('expired', 'revoked');
    const api = installFakeApi((request) =>
      request.path === '/auth/refresh' ? unauthorized('No refresh token found') : unauthorized(),
    );

    const result = await store.dispatch(authApi.endpoints.checkAuth.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(api.requests.map((r) => r.path)).toEqual(['/auth/check-auth', '/auth/refresh']);
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    expect(store.getState().auth).toEqual({
      isLoading: false,
      isAuthenticated: false,
      user: null,
    });
  });

  it('signs the user out of the app when a later refresh is refused', async () => {
    seedTokens('access-1', 'refresh-1');
    let sessionRevoked = false;
    installFakeApi((request) => {
      if (request.path === '/auth/refresh') return unauthorized('No refresh token found');
      return sessionRevoked ? unauthorized() : userFor(request, 'access-1');
    });
    await store.dispatch(authApi.endpoints.checkAuth.initiate());
    expect(store.getState().auth.isAuthenticated).toBe(true);

    sessionRevoked = true;
    await store.dispatch(authApi.endpoints.getProfile.initiate());

    expect(store.getState().auth).toEqual({
      isLoading: false,
      isAuthenticated: false,
      user: null,
    });
    expect(tokenStore.getRefreshToken()).toBeNull();
  });

  it('does not loop when the retried request is refused again', async () => {
    seedTokens('expired', 'refresh-1');
    const api = installFakeApi((request) =>
      request.path === '/auth/refresh'
        ? { status: 200, body: { success: true, accessToken: 'a2', refreshToken: 'r2' } }
        : unauthorized(),
    );

    const result = await store.dispatch(authApi.endpoints.getProfile.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(api.requests.map((r) => r.path)).toEqual([
      '/auth/profile',
      '/auth/refresh',
      '/auth/profile',
    ]);
  });

  it('refreshes first when the access token is missing, then makes the request once', async () => {
    window.localStorage.setItem('refreshToken', 'refresh-1');
    const api = installFakeApi((request) =>
      request.path === '/auth/refresh'
        ? { status: 200, body: { success: true, accessToken: 'a2', refreshToken: 'r2' } }
        : userFor(request, 'a2'),
    );

    const result = await store.dispatch(authApi.endpoints.checkAuth.initiate());

    expect(result.data).toEqual(customer);
    expect(api.requests.map((r) => r.path)).toEqual(['/auth/refresh', '/auth/check-auth']);
  });

  it('after refreshing for a missing access token, a 401 is final (no second refresh)', async () => {
    window.localStorage.setItem('refreshToken', 'refresh-1');
    const api = installFakeApi((request) =>
      request.path === '/auth/refresh'
        ? { status: 200, body: { success: true, accessToken: 'a2', refreshToken: 'r2' } }
        : unauthorized(),
    );

    const result = await store.dispatch(authApi.endpoints.checkAuth.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(api.requests.map((r) => r.path)).toEqual(['/auth/refresh', '/auth/check-auth']);
  });

  it('shares one refresh between parallel requests refused at the same time', async () => {
    seedTokens('expired', 'refresh-1');
    const api = installFakeApi(async (request) => {
      if (request.path === '/auth/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return { status: 200, body: { success: true, accessToken: 'a2', refreshToken: 'r2' } };
      }
      return userFor(request, 'a2');
    });

    const [check, profile] = await Promise.all([
      store.dispatch(authApi.endpoints.checkAuth.initiate()),
      store.dispatch(authApi.endpoints.getProfile.initiate()),
    ]);

    expect(check.data).toEqual(customer);
    expect(profile.data).toEqual(customer);
    expect(api.calls('/auth/refresh')).toHaveLength(1);
  });

  it('keeps the tokens when the refresh fails for lack of network', async () => {
    seedTokens('expired', 'refresh-1');
    installFakeApi((request) => {
      if (request.path === '/auth/refresh') throw new TypeError('Failed to fetch');
      return unauthorized();
    });

    await store.dispatch(authApi.endpoints.checkAuth.initiate());

    expect(tokenStore.getRefreshToken()).toBe('refresh-1');
  });

  it('never refreshes for endpoints that do not require a session (login)', async () => {
    seedTokens('old-access', 'old-refresh');
    const api = installFakeApi(() => unauthorized('Invalid email or password'));

    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'x@example.com', password: 'wrong!' }),
    );

    expect(result.error).toMatchObject({ status: 401 });
    expect(api.requests.map((r) => r.path)).toEqual(['/auth/login']);
    expect(tokenStore.getRefreshToken()).toBe('old-refresh');
  });

  it('renews on start when the stored access token is blank but a refresh token is there', async () => {
    window.localStorage.setItem('accessToken', '');
    window.localStorage.setItem('refreshToken', 'refresh-1');
    const api = installFakeApi((request) =>
      request.path === '/auth/refresh'
        ? { status: 200, body: { success: true, accessToken: 'a2', refreshToken: 'r2' } }
        : userFor(request, 'a2'),
    );

    const result = await store.dispatch(authApi.endpoints.checkAuth.initiate());

    expect(result.data).toEqual(customer);
    expect(api.requests.map((r) => r.path)).toEqual(['/auth/refresh', '/auth/check-auth']);
  });

  it('answers the start-up check without a request when no token is stored', async () => {
    const api = installFakeApi(() => ({ status: 500, body: {} }));

    const result = await store.dispatch(authApi.endpoints.checkAuth.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(api.requests).toHaveLength(0);
    expect(store.getState().auth.isLoading).toBe(false);
  });
});
