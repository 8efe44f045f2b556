import type { Order } from '../types/order';
import { returnStatusLine } from '../utils/return-rules';
import styles from './orders.module.css';

/**
 * An order's return (docs/returns.md) in its details: where it stands in words, what the
 * shop added (the owner's note, the credit note), the reason and the returned lines (title,
 * colour, quantity). Nothing for an order without a return.
 */
export function ReturnState({ order }: { order: Order }) {
  const ret = order.returnRequest;
  if (!ret) return null;
  const { text, detail } = returnStatusLine(ret);
  return (
    <section className={styles.returnSection} aria-label="Your return">
      <h3 className={styles.subheading}>Your return</h3>
      {text ? <p className={styles.returnStatus}>{text}</p> : null}
      {detail ? <p className={styles.returnDetail}>{detail}</p> : null}
      {ret.reasonLabel || ret.reason ? (
        <p className={styles.muted}>Reason: {ret.reasonLabel || ret.reason}</p>
      ) : null}
      {ret.lines.length > 0 ? (
        <ul className={styles.returnedLines} aria-label="Items returned">
          {ret.lines.map((line, index) => (
            <li key={`${line.productId}-${line.colourId}-${index}`}>
              <span className={styles.itemTitle}>{line.title}</span>
              {line.colourTitle ? <span> · {line.colourTitle}</span> : null}
              <span> · Qty {line.quantity}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
