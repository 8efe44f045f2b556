import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { BagIcon } from '@/components/ui/icons';
import { Sheet } from '@/components/ui/sheet';
import styles from './cart-button.module.css';

/**
 * The header's bag: badge and the "Your Cart" drawer. Until the cart feature lands nothing
 * can be added, so the bag is empty and its Checkout button disabled (spec: disabled when
 * empty).
 */
export function CartButton() {
  const [isOpen, setIsOpen] = useState(false);
  const count: number = 0;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setIsOpen(true)}
        aria-label={`Shopping bag, ${count} ${count === 1 ? 'item' : 'items'}`}
        aria-haspopup="dialog"
      >
        <BagIcon />
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      </button>
      <Sheet open={isOpen} onClose={() => setIsOpen(false)} title="Your Cart" side="right">
        <div className={styles.empty}>
          <BagIcon size={44} className={styles.emptyIcon} />
          <p>Your cart is empty</p>
        </div>
        <div className={styles.footer}>
          <Button block disabled>
            Checkout
          </Button>
          <Button variant="secondary" block onClick={() => setIsOpen(false)}>
            Continue Shopping
          </Button>
        </div>
      </Sheet>
    </>
  );
}
