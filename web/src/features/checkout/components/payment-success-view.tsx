import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { tracking } from '@/lib/tracking';
import { useLazyGetPurchasedOrderQuery } from '../api/checkout-api';
import type { PurchasedOrder } from '../types/checkout';
import { CURRENT_ORDER_ID_KEY } from '../utils/payment-flags';
import styles from './payment-success.module.css';

export const PURCHASE_EVENT_DELAY_MS = 1000;
export const ORDER_ID_REMOVAL_DELAY_MS = 5000;
export const CART_CLEANUP_DELAY_MS = 2000;

// A purchase is reported once per order, also under StrictMode's double effects.
const reported = new Set<string>();

type PaymentSuccessViewProps = {
  /** Removes the ordered lines from the cart (server or guest) and refreshes it. */
  onCleanup: (lines: PurchasedOrder['lines']) => Promise<void> | void;
};

/**
 * "Payment Successful" / "Thank You For Your Order". After 1 s the Purchase event (INR) is
 * sent and `currentOrderId` goes 5 s later; after 2 s the ordered lines leave the cart.
 */
export function PaymentSuccessView({ onCleanup }: PaymentSuccessViewProps) {
  const [orderId] = useState(() => window.sessionStorage.getItem(CURRENT_ORDER_ID_KEY));
  const [loadOrder] = useLazyGetPurchasedOrderQuery();
  const [order, setOrder] = useState<PurchasedOrder | null>(null);

  useEffect(() => {
    if (!orderId) return;
    let live = true;
    void loadOrder(orderId, true)
      .unwrap()
      .then((found) => {
        if (live) setOrder(found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [orderId, loadOrder]);

  useEffect(() => {
    if (!order) return;
    const timers: number[] = [];
    timers.push(
      window.setTimeout(() => {
        if (!reported.has(order.id)) {
          reported.add(order.id);
          tracking.purchase({
            orderId: order.id,
            value: order.totalAmount,
            productIds: order.lines.map((line) => line.productId),
            itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
          });
        }
        timers.push(
          window.setTimeout(
            () => window.sessionStorage.removeItem(CURRENT_ORDER_ID_KEY),
            ORDER_ID_REMOVAL_DELAY_MS,
          ),
        );
      }, PURCHASE_EVENT_DELAY_MS),
    );
    timers.push(window.setTimeout(() => void onCleanup(order.lines), CART_CLEANUP_DELAY_MS));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
    // onCleanup is a fresh function each render; the cleanup belongs to the order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order]);

  return (
    <section className={styles.section} aria-labelledby="paid-title">
      <div className={styles.card}>
        <span className={styles.tick} aria-hidden="true">
          ✓
        </span>
        <p className={styles.label}>Payment Successful</p>
        <h1 id="paid-title">Thank You For Your Order</h1>
        <p className={styles.lead}>
          Your payment went through and a confirmation e-mail is on its way. You can follow your
          order under My Account.
        </p>
        <div className={styles.actions}>
          <Link to={paths.shop.account.getHref()} className={buttonClassName('primary')}>
            View Orders
          </Link>
          <Link to={paths.shop.home.getHref()} className={buttonClassName('secondary')}>
            Back to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
