import { describe, expect, it } from 'vitest';
import {
  describeApiError,
  envelopeMessage,
  getApiErrorMessage,
  getApiErrorStatus,
  refusal,
  UNREACHABLE_MESSAGE,
} from './api-error.js';

describe('envelopeMessage', () => {
  it('reads the message trimmed, joins a list of messages, else nothing', () => {
    expect(envelopeMessage({ success: false, message: ' Email already exists ' })).toBe(
      'Email already exists',
    );
    expect(envelopeMessage({ message: ['a', 'b', 3, ' '] })).toBe('a b');
    expect(envelopeMessage({ message: '  ' })).toBeUndefined();
    expect(envelopeMessage('Bad Gateway')).toBeUndefined();
    expect(envelopeMessage(null)).toBeUndefined();
  });
});

describe('getApiErrorMessage', () => {
  it("shows the server's message, also of a custom error that carries one", () => {
    const refused = { status: 409, data: { success: false, message: 'Email already exists' } };
    expect(getApiErrorMessage(refused, 'Registration failed')).toBe('Email already exists');
    const graphql = { status: 'CUSTOM_ERROR', error: 'x', data: { message: 'Not found' } };
    expect(getApiErrorMessage(graphql, 'Failed')).toBe('Not found');
  });

  it('says the network failed when no answer came, else the screen speaks', () => {
    expect(getApiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, 'x')).toBe(
      UNREACHABLE_MESSAGE,
    );
    expect(UNREACHABLE_MESSAGE).toBe('Network error or server is unavailable');
    expect(getApiErrorMessage({ status: 'TIMEOUT_ERROR', error: 'x' }, 'Try again')).toBe(
      'Try again',
    );
    expect(getApiErrorMessage({ status: 500, data: { message: '  ' } }, 'Try again')).toBe(
      'Try again',
    );
    expect(getApiErrorMessage(undefined, 'Try again')).toBe('Try again');
  });
});

describe('getApiErrorStatus', () => {
  it('reads an HTTP status or an RTK Query error kind', () => {
    expect(getApiErrorStatus({ status: 401 })).toBe(401);
    expect(getApiErrorStatus({ status: 'FETCH_ERROR' })).toBe('FETCH_ERROR');
    expect(getApiErrorStatus({ status: {} })).toBeUndefined();
    expect(getApiErrorStatus(new Error('x'))).toBeUndefined();
  });
});

describe('describeApiError', () => {
  it("reads a refusal's status and the envelope's message", () => {
    expect(
      describeApiError({
        status: 409,
        data: { success: false, message: 'You cannot change your own role' },
      }),
    ).toEqual({ kind: 'refused', status: 409, message: 'You cannot change your own role' });
    expect(describeApiError({ status: 400, data: { message: ['a', 'b', 3] } })).toEqual({
      kind: 'refused',
      status: 400,
      message: 'a b',
    });
  });

  it('leaves the message out when the server gave none', () => {
    expect(describeApiError({ status: 500, data: 'Bad Gateway' })).toEqual({
      kind: 'refused',
      status: 500,
    });
    expect(describeApiError({ status: 502, data: { message: '  ' } })).toEqual({
      kind: 'refused',
      status: 502,
    });
    expect(refusal(413, { message: 'File too large' })).toEqual({
      kind: 'refused',
      status: 413,
      message: 'File too large',
    });
  });

  it('calls network faults, timeouts, unreadable answers and exceptions unreachable', () => {
    for (const error of [
      { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' },
      { status: 'TIMEOUT_ERROR', error: 'AbortError' },
      { status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' },
      { name: 'Error', message: 'boom' },
      new Error('boom'),
      undefined,
    ]) {
      expect(describeApiError(error)).toEqual({ kind: 'unreachable' });
    }
  });
});
