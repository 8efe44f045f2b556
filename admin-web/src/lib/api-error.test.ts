import { describe, expect, it } from 'vitest';
import { describeApiError } from './api-error';

describe('describeApiError', () => {
  it("reads a refusal's status and the envelope's message", () => {
    expect(
      describeApiError({
        status: 409,
        data: { success: false, message: 'You cannot change your own role' },
      }),
    ).toEqual({ kind: 'refused', status: 409, message: 'You cannot change your own role' });
  });

  it('joins a list of validation messages', () => {
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
