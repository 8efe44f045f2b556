// Session tokens, kept in localStorage under the keys the storefront uses (same origin), so
// signing in on the storefront signs the admin in here too.

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export interface SessionTokens {
  accessToken: string;
  /** The refresh token rotates: every refresh answers a new one. */
  refreshToken?: string | undefined;
}

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  save(tokens: SessionTokens): void;
  clear(): void;
}

/** A token store over a Web Storage, looked up on every call (tests swap it freely). */
export function createTokenStore(storage: () => Storage): TokenStore {
  const read = (key: string): string | null => {
    try {
      const value = storage().getItem(key);
      return value && value.trim() !== '' ? value : null;
    } catch {
      return null; // storage disabled (privacy mode): behave as signed out
    }
  };
  return {
    getAccessToken: () => read(ACCESS_TOKEN_KEY),
    getRefreshToken: () => read(REFRESH_TOKEN_KEY),
    save({ accessToken, refreshToken }) {
      storage().setItem(ACCESS_TOKEN_KEY, accessToken);
      if (refreshToken) storage().setItem(REFRESH_TOKEN_KEY, refreshToken);
    },
    clear() {
      storage().removeItem(ACCESS_TOKEN_KEY);
      storage().removeItem(REFRESH_TOKEN_KEY);
    },
  };
}

/** The browser's token store (localStorage). */
export const tokenStore: TokenStore = createTokenStore(() => window.localStorage);

/** True when a storage event from another tab changed the session tokens. */
export function isTokenStorageEvent(event: StorageEvent): boolean {
  return event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY;
}
