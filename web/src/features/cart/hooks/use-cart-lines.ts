import { useState } from 'react';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import {
  useGetCartQuery,
  useGetGuestCartStockQuery,
  useRemoveCartItemMutation,
  useUpdateCartItemMutation,
} from '../api/cart-api';
import { lineFromGuestEntry, lineFromItem, type CartLine } from '../utils/cart-lines';
import {
  changeGuestColour,
  removeGuestLine,
  setGuestQuantity,
  writeGuestCart,
} from '../utils/guest-cart';
import { useGuestCart } from './use-guest-cart';

export const CART_UPDATED = 'Cart updated successfully';
export const CART_ITEM_DELETED = 'Cart item deleted successfully';
export const ITEMS_MERGED = 'Items merged successfully';

export type CartLines = {
  lines: CartLine[];
  /** The server cart's id ('' for a guest or while loading). */
  cartId: string;
  isLoading: boolean;
  /** The line whose change is on its way to the server. */
  busyKey: string | null;
  changeQuantity: (line: CartLine, quantity: number) => void;
  changeColour: (line: CartLine, colorId: string) => void;
  remove: (line: CartLine) => void;
};

/**
 * The cart's lines and their changes, for the drawer and the checkout summary alike: the
 * server cart when signed in, `tempCart` for a guest (with its products' colours and stock
 * from the catalogue, so a guest line names its colour, can move to another and knows its
 * limit). Every change toasts as the server words it.
 */
export function useCartLines(userId: string | null): CartLines {
  const { toast } = useToast();
  const cartQuery = useGetCartQuery(userId ?? '', { skip: !userId });
  const guestEntries = useGuestCart();
  const guestIds = [...new Set(guestEntries.map((entry) => entry.productId))].sort().join(',');
  const stockQuery = useGetGuestCartStockQuery(guestIds, { skip: Boolean(userId) || !guestIds });
  const [updateCartItem] = useUpdateCartItemMutation();
  const [removeCartItem] = useRemoveCartItemMutation();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const stock = stockQuery.data;
  const lines: CartLine[] = userId
    ? (cartQuery.data?.items ?? []).map(lineFromItem)
    : guestEntries.map((entry) => lineFromGuestEntry(entry, stock?.[entry.productId]));

  async function run(line: CartLine, action: () => Promise<{ message: string }>, failure: string) {
    setBusyKey(line.key);
    try {
      const { message } = await action();
      toast({ title: message || CART_UPDATED, variant: 'success' });
    } catch (error) {
      toast({
        title: failure,
        description: getApiErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusyKey(null);
    }
  }

  function changeQuantity(line: CartLine, quantity: number) {
    if (!userId) {
      writeGuestCart(setGuestQuantity(guestEntries, line.productId, line.colorId, quantity));
      toast({ title: CART_UPDATED, variant: 'success' });
      return;
    }
    void run(
      line,
      () =>
        updateCartItem({
          userId,
          productId: line.productId,
          colorId: line.colorId,
          quantity,
        }).unwrap(),
      'Failed to update quantity',
    );
  }

  function changeColour(line: CartLine, colorId: string) {
    if (colorId === line.colorId) return;
    if (!userId) {
      const change = changeGuestColour(
        guestEntries,
        line.productId,
        line.colorId,
        colorId,
        line.colours,
      );
      if (!change.ok) {
        toast({
          title: 'Failed to update color',
          description: change.message,
          variant: 'destructive',
        });
        return;
      }
      writeGuestCart(change.entries);
      toast({ title: change.merged ? ITEMS_MERGED : CART_UPDATED, variant: 'success' });
      return;
    }
    void run(
      line,
      () =>
        updateCartItem({
          userId,
          productId: line.productId,
          colorId,
          oldColorId: line.colorId,
        }).unwrap(),
      'Failed to update color',
    );
  }

  function remove(line: CartLine) {
    if (!userId) {
      writeGuestCart(removeGuestLine(guestEntries, line.productId, line.colorId));
      toast({ title: CART_ITEM_DELETED, variant: 'success' });
      return;
    }
    void run(
      line,
      async () => {
        const result = await removeCartItem({
          userId,
          productId: line.productId,
          colorId: line.colorId,
        }).unwrap();
        return { message: result.message || CART_ITEM_DELETED };
      },
      'Failed to delete item',
    );
  }

  return {
    lines,
    cartId: userId ? (cartQuery.data?.id ?? '') : '',
    isLoading: Boolean(userId) && cartQuery.isLoading,
    busyKey,
    changeQuantity,
    changeColour,
    remove,
  };
}
