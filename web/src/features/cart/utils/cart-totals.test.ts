import { describe, expect, it } from 'vitest';
import { cartSubtotal, cartTotals, unitPrice } from './cart-totals';

describe('cart totals', () => {
  it('charges the sale price when above 0, else the price', () => {
    expect(unitPrice({ price: 2500, salePrice: 1800 })).toBe(1800);
    expect(unitPrice({ price: 2500, salePrice: 0 })).toBe(2500);
  });

  it('shows Subtotal and Total with two decimals in rupees (en-IN) and Free shipping', () => {
    const lines = [
      { price: 125000, salePrice: 0, quantity: 1 },
      { price: 2500, salePrice: 1799.5, quantity: 2 },
    ];
    expect(cartSubtotal(lines)).toBe(128599);
    expect(cartTotals(lines)).toEqual({
      subtotal: '₹1,28,599.00',
      shipping: 'Free',
      total: '₹1,28,599.00',
    });
  });

  it('adds paise without floating-point drift', () => {
    expect(cartSubtotal([{ price: 0.1, salePrice: 0, quantity: 3 }])).toBe(0.3);
    expect(cartTotals([]).total).toBe('₹0.00');
  });
});
