import { describe, expect, it } from 'vitest';
import { formatINR } from './format';

describe('formatINR', () => {
  it('uses the rupee sign and Indian digit grouping with two decimals', () => {
    expect(formatINR(125000)).toBe('₹1,25,000.00');
    expect(formatINR(1234567.5)).toBe('₹12,34,567.50');
  });

  it('can drop the decimals', () => {
    expect(formatINR(1499, { fractionDigits: 0 })).toBe('₹1,499');
  });

  it('treats a non-number as zero', () => {
    expect(formatINR(Number.NaN)).toBe('₹0.00');
  });
});
