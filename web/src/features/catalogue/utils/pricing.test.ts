import { describe, expect, it } from 'vitest';
import { discountPercent, effectivePrice, formatPrice, hasDiscount } from './pricing';

describe('pricing', () => {
  it('computes the discount percent only for a sale price below the price', () => {
    expect(discountPercent({ price: 2000, salePrice: 1500 })).toBe(25);
    expect(discountPercent({ price: 2999, salePrice: 1999 })).toBe(33); // 33.34 rounds down
    expect(discountPercent({ price: 3000, salePrice: 1999 })).toBe(33);
    expect(discountPercent({ price: 1000, salePrice: 333 })).toBe(67);
    expect(discountPercent({ price: 1500, salePrice: 0 })).toBeNull();
    expect(discountPercent({ price: 1500, salePrice: 1500 })).toBeNull();
    expect(discountPercent({ price: 1500, salePrice: 1800 })).toBeNull();
    expect(hasDiscount({ price: 1500, salePrice: 1499.5 })).toBe(true);
  });

  it('uses the sale price when it is above 0', () => {
    expect(effectivePrice({ price: 2000, salePrice: 1500 })).toBe(1500);
    expect(effectivePrice({ price: 2000, salePrice: 0 })).toBe(2000);
  });

  it('formats rupees with Indian grouping', () => {
    expect(formatPrice(125000)).toBe('₹1,25,000');
    expect(formatPrice(1499)).toBe('₹1,499');
    expect(formatPrice(1499.5)).toBe('₹1,499.50');
    expect(formatPrice(0)).toBe('₹0');
  });
});
