// Session tokens live in localStorage under the keys `accessToken` and `refreshToken` (web/README.md).
const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';

export type SessionTokens = { accessToken: string; refreshToken: string };

// A blank value is no token: it could only be refused, and it must not count as a session.
function read(key: string): string | null {
  try {
    const value = window.localStorage.getItem(key);
    return value && value.trim() !== '' ? value : null;
  } catch {
    return null; // storage disabled (private mode, blocked cookies): behave as signed out
  }
}

export const tokenStorage = {
  getAccessToken: () => read(ACCESS_TOKEN_KEY),
  getRefreshToken: () => read(REFRESH_TOKEN_KEY),
  hasAnyToken: () => Boolean(read(ACCESS_TOKEN_KEY) ?? read(REFRESH_TOKEN_KEY)),
  set(tokens: SessionTokens): void {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
    window.localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  },
  clear(): void {
    try {
      window.localStorage.removeItem(ACCESS_TOKEN_KEY);
      window.localStorage.removeItem(REFRESH_TOKEN_KEY);
    } catch {
      // nothing stored, nothing to clear
    }
  },
};
