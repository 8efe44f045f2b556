import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { cartApi, useRemoveCartItemMutation } from '../api/cart-api';
import { readGuestCart, removeOrderedLines, writeGuestCart } from '../utils/guest-cart';

export const REMOVAL_GAP_MS = 100;

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

type OrderedLine = { productId: string; colorId: string | null };

/**
 * The cart cleanup after a payment: signed in, each ordered line is removed
 * from the server cart one by one, 100 ms apart, and the cart is fetched again (the server
 * also removes bought lines on order-paid, so "Item not found in cart" is expected and
 * fine); a guest's matching `tempCart` lines are removed.
 */
export function useOrderedLinesCleanup(userId: string | null) {
  const dispatch = useDispatch();
  const [removeCartItem] = useRemoveCartItemMutation();

  return useCallback(
    async (lines: readonly OrderedLine[]) => {
      const guest = readGuestCart();
      if (!userId) {
        writeGuestCart(removeOrderedLines(guest, lines));
        return;
      }
      for (const [index, line] of lines.entries()) {
        if (index > 0) await pause(REMOVAL_GAP_MS);
        await removeCartItem({ userId, productId: line.productId, colorId: line.colorId })
          .unwrap()
          .catch(() => undefined);
      }
      dispatch(cartApi.util.invalidateTags([{ type: 'Cart', id: userId }]));
    },
    [userId, removeCartItem, dispatch],
  );
}
