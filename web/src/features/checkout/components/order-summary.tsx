import { formatINR } from '@/lib/format';
import type { CheckoutLine } from '../types/checkout';
import { checkoutTotal, checkoutUnitPrice } from '../utils/order-body';
import styles from './checkout.module.css';

/** The lines with their prices, then Subtotal, Shipping Free and Total (two decimals). */
export function OrderSummary({ lines }: { lines: readonly CheckoutLine[] }) {
  const total = formatINR(checkoutTotal(lines));
  return (
    <>
      <ul className={styles.lines} aria-label="Items in your order">
        {lines.map((line) => (
          <li key={`${line.productId}:${line.colorId ?? ''}`} className={styles.line}>
            {line.image ? (
              <img src={line.image} alt="" className={styles.thumb} loading="lazy" />
            ) : null}
            <div className={styles.lineText}>
              <p className={styles.lineTitle}>{line.title}</p>
              <p className={styles.muted}>
                {[line.productCode, line.colourTitle, `Qty ${line.quantity}`]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <p className={styles.linePrice}>{formatINR(checkoutUnitPrice(line) * line.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd>{total}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>Free</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{total}</dd>
        </div>
      </dl>
    </>
  );
}
