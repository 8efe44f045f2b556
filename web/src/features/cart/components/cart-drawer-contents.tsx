import { Button } from '@/components/ui/button';
import { BagIcon } from '@/components/ui/icons';
import { useCartLines } from '../hooks/use-cart-lines';
import { cartTotals } from '../utils/cart-totals';
import { CartLineRow } from './cart-line-row';
import buttonStyles from './cart-button.module.css';
import styles from './cart-drawer.module.css';

type CartDrawerContentsProps = {
  userId: string | null;
  onClose: () => void;
  onCheckout: () => void;
};

/**
 * "Your Cart": the lines (server cart when signed in, `tempCart` for a guest), each with its
 * colour to change, Subtotal, Shipping Free and Total with two decimals, Checkout (disabled
 * when empty).
 */
export function CartDrawerContents({ userId, onClose, onCheckout }: CartDrawerContentsProps) {
  const cart = useCartLines(userId);
  const { lines } = cart;
  const totals = cartTotals(lines);
  const isEmpty = lines.length === 0;

  if (cart.isLoading) {
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
              busy={cart.busyKey === line.key}
              onQuantity={cart.changeQuantity}
              onColour={cart.changeColour}
              onRemove={cart.remove}
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
