import { describe, expect, it } from 'vitest';
import { failureDescription } from './call-notices';

describe('failureDescription', () => {
  it("uses the server's message when it refused the call", () => {
    expect(
      failureDescription({
        status: 409,
        data: { success: false, message: 'Product code is already used by another product' },
      }),
    ).toBe('Product code is already used by another product');
  });
  it('falls back when the server said nothing', () => {
    expect(failureDescription({ status: 500, data: null })).toBe('Please try again.');
  });
  it('says the server is unavailable when no answer came', () => {
    expect(failureDescription({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' })).toBe(
      'Network error or server is unavailable',
    );
  });
});
