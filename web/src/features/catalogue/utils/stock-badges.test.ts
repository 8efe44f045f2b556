import { describe, expect, it } from 'vitest';
import { productBadges } from './stock-badges';

const product = (totalStock: number, isNewArrival = false, isFeatured = false) => ({
  totalStock,
  isNewArrival,
  isFeatured,
});

describe('product badges', () => {
  it('says Out Of Stock at 0 (or below), whatever the flags', () => {
    expect(productBadges(product(0, true, true))).toEqual([
      { label: 'Out Of Stock', tone: 'danger' },
    ]);
    expect(productBadges(product(-2))).toEqual([{ label: 'Out Of Stock', tone: 'danger' }]);
  });

  it('says Only N left below 10', () => {
    expect(productBadges(product(1, true))).toEqual([{ label: 'Only 1 left', tone: 'warning' }]);
    expect(productBadges(product(9))).toEqual([{ label: 'Only 9 left', tone: 'warning' }]);
  });

  it('shows New Arrival and Featured from 10 up', () => {
    expect(productBadges(product(10, true, true)).map((badge) => badge.label)).toEqual([
      'New Arrival',
      'Featured',
    ]);
    expect(productBadges(product(40, false, true)).map((badge) => badge.label)).toEqual([
      'Featured',
    ]);
    expect(productBadges(product(40))).toEqual([]);
  });
});
