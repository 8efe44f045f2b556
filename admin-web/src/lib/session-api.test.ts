import { describe, expect, it } from 'vitest';
import { displayName, parseCheckAuth, toSession, type SessionUser } from './session-api';

const user: SessionUser = {
  id: 'u1',
  _id: 'u1',
  userName: 'Meera',
  email: 'meera@example.com',
  role: 'admin',
};

describe('parseCheckAuth', () => {
  it('reads the user of a successful answer', () => {
    expect(parseCheckAuth({ success: true, user })).toEqual(user);
  });

  it('gives null for an answer without a user', () => {
    expect(parseCheckAuth({ success: false, message: 'Invalid or expired token' })).toBeNull();
    expect(parseCheckAuth({ success: true })).toBeNull();
    expect(parseCheckAuth('<html>')).toBeNull();
  });
});

describe('toSession', () => {
  it('is checking until the first answer', () => {
    expect(toSession({ isError: false })).toEqual({ status: 'checking' });
  });

  it('is signed in with a user', () => {
    expect(toSession({ isError: false, data: user })).toEqual({ status: 'signed-in', user });
  });

  it('is signed out on a 401 or 403, or an answer without a user', () => {
    expect(toSession({ isError: true, error: { status: 401, data: {} } })).toEqual({
      status: 'signed-out',
    });
    expect(toSession({ isError: true, error: { status: 403, data: {} } })).toEqual({
      status: 'signed-out',
    });
    expect(toSession({ isError: false, data: null })).toEqual({ status: 'signed-out' });
  });

  it('is unavailable when the server could not answer', () => {
    expect(toSession({ isError: true, error: { status: 'FETCH_ERROR', error: 'x' } })).toEqual({
      status: 'unavailable',
    });
    expect(toSession({ isError: true, error: { status: 502, data: 'Bad gateway' } })).toEqual({
      status: 'unavailable',
    });
  });

  it('prefers a failed re-check over the user of an earlier answer', () => {
    expect(toSession({ isError: true, data: user, error: { status: 401, data: {} } })).toEqual({
      status: 'signed-out',
    });
  });
});

describe('displayName', () => {
  it('uses the user name, else the name, else the e-mail', () => {
    expect(displayName(user)).toBe('Meera');
    expect(displayName({ ...user, userName: undefined, name: 'Meera R' })).toBe('Meera R');
    expect(displayName({ ...user, userName: ' ', name: undefined })).toBe('meera@example.com');
  });
});
