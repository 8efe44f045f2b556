import { describe, expect, it } from 'vitest';
import {
  expirePaymentFlags,
  hasRecentPayment,
  setPaymentFlags,
  PAYMENT_FLAG_TTL_MS,
  PAYMENT_SUCCESS_KEY,
  RECENT_PAYMENT_TIMESTAMP_KEY,
} from './payment-flags';

function storageWith(values: Record<string, string>) {
  return { getItem: (key: string) => values[key] ?? null };
}

describe('hasRecentPayment', () => {
  const now = 1_750_000_000_000;

  it('is true for a success flag set within the last 10 minutes', () => {
    const storage = storageWith({
      [PAYMENT_SUCCESS_KEY]: 'true',
      [RECENT_PAYMENT_TIMESTAMP_KEY]: String(now - PAYMENT_FLAG_TTL_MS + 1000),
    });
    expect(hasRecentPayment(storage, now)).toBe(true);
  });

  it('is false once the flags are 10 minutes old', () => {
    const storage = storageWith({
      [PAYMENT_SUCCESS_KEY]: 'true',
      [RECENT_PAYMENT_TIMESTAMP_KEY]: String(now - PAYMENT_FLAG_TTL_MS),
    });
    expect(hasRecentPayment(storage, now)).toBe(false);
  });

  it('is false without the flags or with a malformed timestamp', () => {
    expect(hasRecentPayment(storageWith({}), now)).toBe(false);
    expect(
      hasRecentPayment(
        storageWith({ [PAYMENT_SUCCESS_KEY]: 'true', [RECENT_PAYMENT_TIMESTAMP_KEY]: 'soon' }),
        now,
      ),
    ).toBe(false);
    expect(
      hasRecentPayment(storageWith({ [RECENT_PAYMENT_TIMESTAMP_KEY]: String(now) }), now),
    ).toBe(false);
  });
});

describe('setPaymentFlags and expirePaymentFlags', () => {
  const now = 1_750_000_000_000;

  it('stores the flags that open the success page for 10 minutes', () => {
    setPaymentFlags(window.sessionStorage, now);
    expect(window.sessionStorage.getItem(PAYMENT_SUCCESS_KEY)).toBe('true');
    expect(hasRecentPayment(window.sessionStorage, now + PAYMENT_FLAG_TTL_MS - 1)).toBe(true);
    expect(hasRecentPayment(window.sessionStorage, now + PAYMENT_FLAG_TTL_MS)).toBe(false);
  });

  it('removes flags once they are 10 minutes old, and keeps fresh ones', () => {
    setPaymentFlags(window.sessionStorage, now);
    expirePaymentFlags(window.sessionStorage, now + 1000);
    expect(window.sessionStorage.getItem(PAYMENT_SUCCESS_KEY)).toBe('true');
    expirePaymentFlags(window.sessionStorage, now + PAYMENT_FLAG_TTL_MS);
    expect(window.sessionStorage.getItem(PAYMENT_SUCCESS_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(RECENT_PAYMENT_TIMESTAMP_KEY)).toBeNull();
  });
});
