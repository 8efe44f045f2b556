// The session's two tokens in Web Storage. The storefront and the admin console are served
// on one origin and read the same keys, so signing in on one signs the other in too.

/** The keys both apps use (`localStorage.accessToken`, `localStorage.refreshToken`). */
export const TOKEN_KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken' } as const;

export interface SessionTokens {
  accessToken: string;
  /** The refresh token rotates: every renewal answers a new one. Absent: keep the current one. */
  refreshToken?: string | undefined;
}

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** True when either token is stored (there is a session worth checking). */
  hasAnyToken(): boolean;
  /** Stores the access token, and the refresh token when one is given. */
  save(tokens: SessionTokens): void;
  /** Forgets both tokens. */
  clear(): void;
}

export interface TokenStoreOptions {
  /** The storage, looked up on every call (tests swap it); default `window.localStorage`. */
  storage?: () => Storage;
  accessTokenKey?: string;
  refreshTokenKey?: string;
}

/**
 * A token store over a Web Storage. A blank value counts as no token. Disabled storage
 * (privacy modes) reads as signed out and clears without complaint; saving lets the
 * storage's error through, so a sign-in that cannot be kept fails.
 */
export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const storage = options.storage ?? (() => window.localStorage);
  const accessKey = options.accessTokenKey ?? TOKEN_KEYS.accessToken;
  const refreshKey = options.refreshTokenKey ?? TOKEN_KEYS.refreshToken;
  const read = (key: string): string | null => {
    try {
      const value = storage().getItem(key);
      return value && value.trim() !== '' ? value : null;
    } catch {
      return null;
    }
  };
  return {
    getAccessToken: () => read(accessKey),
    getRefreshToken: () => read(refreshKey),
    hasAnyToken: () => read(accessKey) !== null || read(refreshKey) !== null,
    save({ accessToken, refreshToken }) {
      storage().setItem(accessKey, accessToken);
      if (refreshToken) storage().setItem(refreshKey, refreshToken);
    },
    clear() {
      try {
        storage().removeItem(accessKey);
        storage().removeItem(refreshKey);
      } catch {
        // nothing stored, nothing to clear
      }
    },
  };
}

/**
 * True when a `storage` event (another tab of the origin) changed the tokens kept under
 * `keys` (`key` null: the storage was cleared).
 */
export function isTokenEvent(
  event: Pick<StorageEvent, 'key'>,
  keys: { accessToken: string; refreshToken: string } = TOKEN_KEYS,
): boolean {
  return event.key === null || event.key === keys.accessToken || event.key === keys.refreshToken;
}

/** The session of this origin: `localStorage` under TOKEN_KEYS. Both apps use this one. */
export const tokenStore: TokenStore = createTokenStore();
