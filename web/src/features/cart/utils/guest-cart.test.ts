import { describe, expect, it } from 'vitest';
import type { CartProduct, GuestCartEntry } from '../types/cart';
import {
  addToGuestCart,
  guestItemCount,
  readGuestCart,
  removeOrderedLines,
  setGuestQuantity,
  TEMP_CART_KEY,
  writeGuestCart,
} from './guest-cart';

const saree: CartProduct = {
  id: 'p1',
  title: 'Kora Organza',
  productCode: 'KO-1',
  category: 'cat-org',
  price: 2500,
  salePrice: 1800,
  totalStock: 7,
  image: ['/a.jpg'],
  colors: [
    { id: 'ruby', title: 'Ruby', inventory: 0, image: '' },
    { id: 'gold', title: 'Gold', inventory: 3, image: '' },
    { id: 'jade', title: 'Jade', inventory: 4, image: '' },
  ],
};
const plain: CartProduct = { ...saree, id: 'p2', colors: [], totalStock: 2 };
const now = new Date('2026-11-25T10:00:00Z');

function added(
  entries: GuestCartEntry[],
  product: CartProduct,
  colorId: string | null,
  quantity: number,
) {
  const result = addToGuestCart(entries, product, { colorId, quantity }, now);
  if (!result.ok) throw new Error(result.message);
  return result.entries;
}

describe('guest cart rules', () => {
  it('writes the stored guest-cart entry with the product details', () => {
    expect(added([], saree, 'gold', 2)).toEqual([
      {
        productId: 'p1',
        colorId: 'gold',
        quantity: 2,
        productDetails: {
          title: 'Kora Organza',
          price: 2500,
          salePrice: 1800,
          image: '/a.jpg',
          category: 'cat-org',
          productCode: 'KO-1',
        },
        addedAt: '2026-11-25T10:00:00.000Z',
      },
    ]);
  });

  it("counts what is already in the cart against the colour's inventory", () => {
    const entries = added([], saree, 'gold', 2);
    expect(added(entries, saree, 'gold', 1)[0]?.quantity).toBe(3);
    expect(addToGuestCart(entries, saree, { colorId: 'gold', quantity: 2 })).toEqual({
      ok: false,
      message: 'Only 3 quantity available for Gold',
    });
  });

  it('picks the first colour with stock when none is chosen', () => {
    expect(added([], saree, null, 1)[0]?.colorId).toBe('gold');
  });

  it('uses totalStock for a product without colours', () => {
    const entries = added([], plain, null, 2);
    expect(addToGuestCart(entries, plain, { colorId: null, quantity: 1 })).toEqual({
      ok: false,
      message: 'Only 2 quantity available for this item',
    });
  });

  it('refuses sold-out products and colours with their messages', () => {
    expect(addToGuestCart([], { ...saree, totalStock: 0 }, { colorId: null, quantity: 1 })).toEqual(
      {
        ok: false,
        message: 'This product is out of stock',
      },
    );
    expect(
      addToGuestCart(
        [],
        { ...saree, colors: [{ id: 'ruby', title: 'Ruby', inventory: 0, image: '' }] },
        {
          colorId: null,
          quantity: 1,
        },
      ),
    ).toEqual({ ok: false, message: 'All colors are out of stock' });
    expect(addToGuestCart([], saree, { colorId: 'ruby', quantity: 1 })).toEqual({
      ok: false,
      message: 'Selected color is out of stock',
    });
  });

  it('never lets a quantity go below 1', () => {
    const entries = added([], saree, 'gold', 2);
    expect(setGuestQuantity(entries, 'p1', 'gold', 0)[0]?.quantity).toBe(1);
    expect(setGuestQuantity(entries, 'p1', 'gold', 3)[0]?.quantity).toBe(3);
  });

  it('counts units for the badge and removes ordered lines', () => {
    const entries = added(added([], saree, 'gold', 2), plain, null, 1);
    expect(guestItemCount(entries)).toBe(3);
    expect(removeOrderedLines(entries, [{ productId: 'p1', colorId: 'gold' }])).toHaveLength(1);
  });

  it('reads back what it stored and treats anything unreadable as empty', () => {
    writeGuestCart(added([], saree, 'gold', 1));
    expect(readGuestCart()).toHaveLength(1);
    window.localStorage.setItem(TEMP_CART_KEY, '{not json');
    expect(readGuestCart()).toEqual([]);
  });
});
