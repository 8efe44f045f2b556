import { describe, expect, it } from 'vitest';
import { changeQuantity, defaultColour, maxQuantity } from './quantity';

const colour = (title: string, inventory: number) => ({ id: title, title, inventory, image: '' });

describe('quantity rules', () => {
  it('selects the first colour with stock', () => {
    expect(
      defaultColour({ colors: [colour('Red', 0), colour('Gold', 3), colour('Blue', 9)] })?.title,
    ).toBe('Gold');
    expect(defaultColour({ colors: [colour('Red', 0), colour('Gold', -1)] })).toBeNull();
    expect(defaultColour({ colors: [] })).toBeNull();
  });

  it('caps at the colour inventory, else at totalStock', () => {
    const product = { totalStock: 12, colors: [colour('Gold', 3), colour('Blue', 9)] };
    expect(maxQuantity(product, product.colors[0] ?? null)).toBe(3);
    expect(maxQuantity({ totalStock: 7, colors: [] }, null)).toBe(7);
    expect(maxQuantity({ totalStock: 0, colors: [] }, null)).toBe(0);
  });

  it('keeps the quantity between 1 and max and explains the cap', () => {
    expect(changeQuantity(0, 5)).toEqual({ quantity: 1, message: null });
    expect(changeQuantity(-3, 5)).toEqual({ quantity: 1, message: null });
    expect(changeQuantity(4, 5)).toEqual({ quantity: 4, message: null });
    expect(changeQuantity(5, 5)).toEqual({ quantity: 5, message: null });
    expect(changeQuantity(6, 5)).toEqual({
      quantity: 5,
      message: 'Maximum available quantity is 5',
    });
    expect(changeQuantity(Number.NaN, 5)).toEqual({ quantity: 1, message: null });
  });
});
