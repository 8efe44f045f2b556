import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './testing.js';
import { createTokenStore, isTokenEvent, TOKEN_KEYS } from './tokens.js';

function store(options: { accessTokenKey?: string; refreshTokenKey?: string } = {}) {
  const storage = new MemoryStorage();
  return { storage, tokens: createTokenStore({ storage: () => storage, ...options }) };
}

describe('createTokenStore', () => {
  it('keeps both tokens under the keys both apps share', () => {
    const { storage, tokens } = store();
    tokens.save({ accessToken: 'a1', refreshToken: 'r1' });
    expect(storage.getItem('accessToken')).toBe('a1');
    expect(storage.getItem('refreshToken')).toBe('r1');
    expect(TOKEN_KEYS).toEqual({ accessToken: 'accessToken', refreshToken: 'refreshToken' });
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual(['a1', 'r1']);
  });

  it('keeps the refresh token when a save brings none', () => {
    const { tokens } = store();
    tokens.save({ accessToken: 'a1', refreshToken: 'r1' });
    tokens.save({ accessToken: 'a2' });
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual(['a2', 'r1']);
  });

  it('counts a blank value as no token', () => {
    const { storage, tokens } = store();
    storage.setItem('accessToken', '');
    storage.setItem('refreshToken', '  ');
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(tokens.hasAnyToken()).toBe(false);
    storage.setItem('refreshToken', 'r1');
    expect(tokens.hasAnyToken()).toBe(true);
  });

  it('forgets both tokens', () => {
    const { tokens } = store();
    tokens.save({ accessToken: 'a1', refreshToken: 'r1' });
    tokens.clear();
    expect(tokens.hasAnyToken()).toBe(false);
  });

  it('reads disabled storage as signed out and clears it without complaint', () => {
    const tokens = createTokenStore({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.hasAnyToken()).toBe(false);
    expect(() => tokens.clear()).not.toThrow();
    expect(() => tokens.save({ accessToken: 'a1' })).toThrow();
  });

  it('uses the keys it is given', () => {
    const { storage, tokens } = store({ accessTokenKey: 'at', refreshTokenKey: 'rt' });
    tokens.save({ accessToken: 'a1', refreshToken: 'r1' });
    expect([storage.getItem('at'), storage.getItem('rt')]).toEqual(['a1', 'r1']);
  });
});

describe('isTokenEvent', () => {
  it('recognises storage events (another tab) that changed the tokens', () => {
    expect(isTokenEvent({ key: 'accessToken' })).toBe(true);
    expect(isTokenEvent({ key: 'refreshToken' })).toBe(true);
    expect(isTokenEvent({ key: null })).toBe(true); // storage.clear()
    expect(isTokenEvent({ key: 'tempCart' })).toBe(false);
  });

  it('reads the keys it is given', () => {
    const keys = { accessToken: 'at', refreshToken: 'rt' };
    expect(isTokenEvent({ key: 'at' }, keys)).toBe(true);
    expect(isTokenEvent({ key: 'accessToken' }, keys)).toBe(false);
  });
});
