import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useToast } from '@/components/toast/toast-context';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { tracking } from '@/lib/tracking';
import type { PurchasedOrder } from '../types/checkout';
import { CURRENT_ORDER_ID_KEY } from '../utils/payment-flags';
import styles from './payment-success.module.css';

export const PURCHASE_EVENT_DELAY_MS = 1000;
export const ORDER_ID_REMOVAL_DELAY_MS = 5000;
export const CART_CLEANUP_DELAY_MS = 2000;

// A purchase is reported once per order, also under StrictMode's double effects.
const reported = new Set<string>();

type PaymentSuccessViewProps = {
  /** The paid order's id (sessionStorage `currentOrderId`), if this tab still knows it. */
  orderId: string | null;
  /** The paid order as the server has it, once loaded (Purchase event, cart refresh). */
  order: PurchasedOrder | null;
  /** The order's lines, total and address (the orders feature's receipt, from the page). */
  details: ReactNode;
  /** Brings the cart up to date after the order (the server removed the bought lines). */
  onCleanup: (lines: PurchasedOrder['lines']) => Promise<void> | void;
};

/**
 * "Payment Successful" / "Thank You For Your Order" with the order number, its lines, total
 * and address. The checkout's "Redirecting…" toast goes as the page opens. After 1 s the
 * Purchase event (INR) is sent and `currentOrderId` goes 5 s later; after 2 s the cart is
 * brought up to date.
 */
export function PaymentSuccessView({
  orderId,
  order,
  details,
  onCleanup,
}: PaymentSuccessViewProps) {
  const { dismiss } = useToast();

  // "Payment successful! Redirecting to the success page..." has done its job.
  useEffect(() => {
    dismiss();
  }, [dismiss]);

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
        {orderId ? (
          <p className={styles.orderNumber}>
            Order number <strong className={styles.orderId}>{orderId}</strong>
          </p>
        ) : null}
        {details ? <div className={styles.details}>{details}</div> : null}
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
