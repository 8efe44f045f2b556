import { lazy, Suspense, useState } from 'react';
import { BagIcon } from '@/components/ui/icons';
import { Sheet } from '@/components/ui/sheet';
import { useCartCount } from '../hooks/use-cart-count';
import styles from './cart-button.module.css';

// The drawer's contents load on first opening: the header is on every page's first load.
const CartDrawerContents = lazy(() =>
  import('./cart-drawer-contents').then((m) => ({ default: m.CartDrawerContents })),
);

type CartButtonProps = {
  /** The signed-in user's id, or null for a guest (the cart then lives in `tempCart`). */
  userId: string | null;
  /** Goes to checkout (the drawer closes first). */
  onCheckout: () => void;
};

/** The header's bag: the badge (server plus guest units, 300 ms debounce) and the drawer. */
export function CartButton({ userId, onCheckout }: CartButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const count = useCartCount(userId);
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
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              Loading your cart…
            </p>
          }
        >
          <CartDrawerContents
            userId={userId}
            onClose={() => setIsOpen(false)}
            onCheckout={() => {
              setIsOpen(false);
              onCheckout();
            }}
          />
        </Suspense>
      </Sheet>
    </>
  );
}
