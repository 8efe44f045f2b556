import { useState } from 'react';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { BagIcon } from '@/components/ui/icons';
import {
  useGetCartQuery,
  useRemoveCartItemMutation,
  useUpdateCartItemMutation,
} from '../api/cart-api';
import { useGuestCart } from '../hooks/use-guest-cart';
import { cartTotals } from '../utils/cart-totals';
import { lineFromGuestEntry, lineFromItem, type CartLine } from '../utils/cart-lines';
import { removeGuestLine, setGuestQuantity, writeGuestCart } from '../utils/guest-cart';
import { CartLineRow } from './cart-line-row';
import buttonStyles from './cart-button.module.css';
import styles from './cart-drawer.module.css';

export const CART_UPDATED = 'Cart updated successfully';
export const CART_ITEM_DELETED = 'Cart item deleted successfully';

type CartDrawerContentsProps = {
  userId: string | null;
  onClose: () => void;
  onCheckout: () => void;
};

/**
 * "Your Cart": the lines (server cart when signed in, `tempCart` for a guest), Subtotal,
 * Shipping Free and Total with two decimals, Checkout (disabled when empty).
 */
export function CartDrawerContents({ userId, onClose, onCheckout }: CartDrawerContentsProps) {
  const { toast } = useToast();
  const cartQuery = useGetCartQuery(userId ?? '', { skip: !userId });
  const guestEntries = useGuestCart();
  const [updateCartItem] = useUpdateCartItemMutation();
  const [removeCartItem] = useRemoveCartItemMutation();
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const lines: CartLine[] = userId
    ? (cartQuery.data?.items ?? []).map(lineFromItem)
    : guestEntries.map(lineFromGuestEntry);
  const totals = cartTotals(lines);
  const isEmpty = lines.length === 0;

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
    if (!userId || colorId === line.colorId) return;
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

  if (userId && cartQuery.isLoading) {
    return (
      <p className={buttonStyles.loading} role="status">
        Loading your cart…
      </p>
    );
  }

  return (
    <div className={styles.drawer}>
      {isEmpty ? (
        <div className={buttonStyles.empty}>
          <BagIcon size={44} className={buttonStyles.emptyIcon} />
          <p>Your cart is empty</p>
        </div>
      ) : (
        <ul className={styles.lines} aria-label="Cart items">
          {lines.map((line) => (
            <CartLineRow
              key={line.key}
              line={line}
              busy={busyKey === line.key}
              onQuantity={changeQuantity}
              onColour={userId ? changeColour : undefined}
              onRemove={remove}
            />
          ))}
        </ul>
      )}
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{totals.subtotal}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{totals.shipping}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{totals.total}</dd>
        </div>
      </dl>
      <div className={buttonStyles.footer}>
        <Button block disabled={isEmpty} onClick={onCheckout}>
          Checkout
        </Button>
        <Button variant="secondary" block onClick={onClose}>
          Continue Shopping
        </Button>
      </div>
    </div>
  );
}
