import { describe, expect, it } from 'vitest';
import {
  colourChip,
  filterToValue,
  hasSalePrice,
  productBadges,
  stockBadge,
  valueToFilter,
} from './product-model';

describe('stockBadge', () => {
  it('says Out Of Stock at 0 or less and Only N left under 10', () => {
    expect(stockBadge(0)).toEqual({ label: 'Out Of Stock', color: 'red' });
    expect(stockBadge(-2)?.label).toBe('Out Of Stock');
    expect(stockBadge(1)?.label).toBe('Only 1 left');
    expect(stockBadge(9)?.label).toBe('Only 9 left');
    expect(stockBadge(10)).toBeNull();
  });
  it('adds New Arrival and Featured after the stock badge', () => {
    expect(
      productBadges({ totalStock: 3, isNewArrival: true, isFeatured: true }).map((b) => b.label),
    ).toEqual(['Only 3 left', 'New Arrival', 'Featured']);
    expect(productBadges({ totalStock: 50, isNewArrival: false, isFeatured: false })).toEqual([]);
  });
});

describe('colourChip', () => {
  it('is red at 0 or less, orange under 5, green otherwise', () => {
    expect(colourChip(0).color).toBe('red');
    expect(colourChip(-1).color).toBe('red');
    expect(colourChip(1).color).toBe('orange');
    expect(colourChip(4).color).toBe('orange');
    expect(colourChip(5).color).toBe('green');
  });
});

describe('hasSalePrice', () => {
  it('applies only when 0 < salePrice < price', () => {
    expect(hasSalePrice({ price: 2000, salePrice: 1500 })).toBe(true);
    expect(hasSalePrice({ price: 2000, salePrice: 0 })).toBe(false);
    expect(hasSalePrice({ price: 2000, salePrice: 2000 })).toBe(false);
  });
});

describe('filter values', () => {
  it('round-trips every kind', () => {
    for (const filter of [
      { kind: 'all' as const },
      { kind: 'filter' as const, key: 'colorOutOfStock' as const },
      { kind: 'category' as const, id: 'c1' },
    ]) {
      expect(valueToFilter(filterToValue(filter))).toEqual(filter);
    }
  });
  it('reads unknown values as all', () => {
    expect(valueToFilter('bogus')).toEqual({ kind: 'all' });
    expect(valueToFilter('category:')).toEqual({ kind: 'all' });
    expect(valueToFilter(null)).toEqual({ kind: 'all' });
  });
});
