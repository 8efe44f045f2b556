import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { cartApi } from '../api/cart-api';
import { readGuestCart, removeOrderedLines, writeGuestCart } from '../utils/guest-cart';

/** Between two reads of the server cart while it still shows bought lines. */
export const CART_RECHECK_MS = 2000;
/** Reads of the server cart after a payment, at most. */
export const CART_RECHECKS = 3;

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

type OrderedLine = { productId: string; colorId: string | null };

/**
 * The cart after a payment. Signed in, the server has removed the bought lines itself
 * (order-paid): the cart is only read again, never asked to delete them (that answered one
 * 404 per line); while the answer still holds a bought line (the event not handled yet) it
 * is read again, 2 s apart, 3 reads at most. A guest's matching `tempCart` lines are removed.
 */
export function useOrderedLinesCleanup(userId: string | null) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();

  return useCallback(
    async (lines: readonly OrderedLine[]) => {
      if (!userId) {
        writeGuestCart(removeOrderedLines(readGuestCart(), lines));
        return;
      }
      for (let read = 1; read <= CART_RECHECKS; read += 1) {
        const request = dispatch(
          cartApi.endpoints.getCart.initiate(userId, { forceRefetch: true, subscribe: false }),
        );
        const cart = await request.unwrap().catch(() => null);
        const stillThere = cart?.items.some((item) =>
          lines.some(
            (line) =>
              line.productId === item.productId &&
              (line.colorId ?? null) === (item.colour?.id ?? null),
          ),
        );
        if (!stillThere || read === CART_RECHECKS) return;
        await pause(CART_RECHECK_MS);
      }
    },
    [userId, dispatch],
  );
}
