import { describe, expect, it } from 'vitest';
import { getApiErrorMessage, getApiErrorStatus } from './api-error';

describe('getApiErrorMessage', () => {
  it("shows the server's message", () => {
    const error = { status: 409, data: { success: false, message: 'Email already exists' } };
    expect(getApiErrorMessage(error, 'Registration failed')).toBe('Email already exists');
  });

  it('shows a list of messages joined, and trims them, as the console does', () => {
    const error = { status: 400, data: { message: ['Email is required', 3, ' '] } };
    expect(getApiErrorMessage(error, 'Registration failed')).toBe('Email is required');
    expect(getApiErrorMessage({ status: 400, data: { message: ['a', 'b'] } }, 'x')).toBe('a b');
    expect(getApiErrorMessage({ status: 400, data: { message: ' Too short ' } }, 'x')).toBe(
      'Too short',
    );
  });

  it('says the network failed when no answer came, else the screen speaks', () => {
    expect(getApiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'x')).toBe(
      'Network error or server is unavailable',
    );
    expect(getApiErrorMessage({ status: 500, data: { message: '  ' } }, 'Try again')).toBe(
      'Try again',
    );
    expect(getApiErrorMessage(undefined, 'Try again')).toBe('Try again');
  });

  it('reads the status of an error', () => {
    expect(getApiErrorStatus({ status: 401 })).toBe(401);
    expect(getApiErrorStatus({ status: 'FETCH_ERROR' })).toBe('FETCH_ERROR');
    expect(getApiErrorStatus(new Error('x'))).toBeUndefined();
  });
});
