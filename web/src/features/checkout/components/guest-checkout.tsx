import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import type { CheckoutLine } from '../types/checkout';
import { lineProblems } from '../utils/line-problems';
import { CheckoutSteps } from './checkout-steps';
import { OrderSummary } from './order-summary';
import styles from './checkout.module.css';

/**
 * A guest at checkout: sign in to continue, with the temporary cart listed (each line's
 * colour to change, and what its stock says beside it).
 */
export function GuestCheckout<Line extends CheckoutLine>({
  lines,
  renderLine,
  loginHref,
  registerHref,
}: {
  lines: readonly Line[];
  renderLine?: (line: Line, note: ReactNode) => ReactNode;
  loginHref: string;
  registerHref: string;
}) {
  return (
    <div className={styles.page}>
      <CheckoutSteps current="Cart" />
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="sign-in-title">
          <h2 id="sign-in-title" className={styles.heading}>
            Sign in to check out
          </h2>
          <p className={styles.muted}>
            Please sign in to choose a delivery address and pay. Your cart stays with you: its items
            are copied into your account after you sign in.
          </p>
          <div className={styles.actionsRow}>
            <Link to={loginHref} className={buttonClassName('primary')}>
              Sign In
            </Link>
            <Link to={registerHref} className={buttonClassName('secondary')}>
              Create Account
            </Link>
          </div>
        </section>
        <section className={styles.card} aria-labelledby="guest-cart-title">
          <h2 id="guest-cart-title" className={styles.heading}>
            Your Cart
          </h2>
          {lines.length === 0 ? (
            <p className={styles.muted}>Your cart is empty</p>
          ) : (
            <OrderSummary
              lines={lines}
              problems={lineProblems(lines, [])}
              renderLine={renderLine}
            />
          )}
        </section>
      </div>
    </div>
  );
}
