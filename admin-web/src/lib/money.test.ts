import { describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesWithPaise, roundRupees } from './money';

describe('formatRupees', () => {
  it('groups digits the Indian way and drops .00 on whole rupees', () => {
    expect(formatRupees(149999)).toBe('₹1,49,999');
    expect(formatRupees(1000)).toBe('₹1,000');
  });
  it('shows paise with two decimals', () => {
    expect(formatRupees(1499.5)).toBe('₹1,499.50');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  });
  it('shows a dash for an unreadable amount', () => {
    expect(formatRupees(Number.NaN)).toBe('—');
  });
});

describe('roundRupees', () => {
  it('keeps at most two decimals', () => {
    expect(roundRupees(1499.555)).toBe(1499.56);
    expect(roundRupees(10.004)).toBe(10);
    expect(roundRupees(1.005)).toBe(1.01);
  });
});

describe('formatRupeesWithPaise', () => {
  it('always shows two decimals, grouped the Indian way', () => {
    expect(formatRupeesWithPaise(149999)).toBe('₹1,49,999.00');
    expect(formatRupeesWithPaise(1499.5)).toBe('₹1,499.50');
    expect(formatRupeesWithPaise(Number.NaN)).toBe('—');
  });
});
