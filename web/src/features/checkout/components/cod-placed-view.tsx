import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useToast } from '@/components/toast/toast-context';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { CodPlaced } from '../utils/cod';
import styles from './payment-success.module.css';

export const COD_PLACED_FALLBACK =
  'Please confirm your order from the e-mail we sent you. Until then it waits in My Account.';

/**
 * After a low-risk cash-on-delivery order: nothing was paid, the order waits for the
 * shopper's click on the e-mail's link. Says so with the server's sentence (where the
 * e-mail went and how long the link lasts), the order number and the way to My Account.
 */
export function CodPlacedView({ placed }: { placed: CodPlaced | null }) {
  const { dismiss } = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    dismiss();
    headingRef.current?.focus();
  }, [dismiss]);

  return (
    <section className={styles.section} aria-labelledby="cod-placed-title">
      <div className={styles.card}>
        <span className={styles.tick} aria-hidden="true">
          ✉
        </span>
        <p className={styles.label}>Order placed · Cash on delivery</p>
        <h1 id="cod-placed-title" ref={headingRef} tabIndex={-1}>
          Confirm your order by e-mail
        </h1>
        <p className={styles.lead} role="status">
          {placed?.message || COD_PLACED_FALLBACK}
        </p>
        <p className={styles.lead}>
          We pack and ship it once you confirm. It is in My Account as awaiting your confirmation;
          if it is not confirmed in time it is cancelled and nothing is owed.
        </p>
        {placed ? (
          <p className={styles.orderNumber}>
            Order number <strong className={styles.orderId}>{placed.orderId}</strong>
          </p>
        ) : null}
        <div className={styles.actions}>
          <Link to={paths.shop.account.getHref()} className={buttonClassName('primary')}>
            View Orders
          </Link>
          <Link to={paths.shop.home.getHref()} className={buttonClassName('secondary')}>
            Continue Shopping
          </Link>
        </div>
      </div>
    </section>
  );
}
