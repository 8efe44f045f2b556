import { Fragment, type ReactNode } from 'react';
import { formatINR } from '@/lib/format';
import type { CheckoutLine } from '../types/checkout';
import { lineKey, type LineProblem } from '../utils/line-problems';
import { checkoutTotal, checkoutUnitPrice } from '../utils/order-body';
import styles from './checkout.module.css';

/** A line's problem, beside it until it is fixed (announced when it appears). */
export function LineProblemNote({ problem }: { problem: LineProblem | undefined }) {
  return (
    <p className={styles.lineProblem} role="status">
      {problem ? (
        <>
          <span aria-hidden="true">⚠ </span>
          {problem.message}
        </>
      ) : null}
    </p>
  );
}

type OrderSummaryProps<Line extends CheckoutLine> = {
  lines: readonly Line[];
  /** Each line's problem by `lineKey` (checkout problems stay beside their line). */
  problems?: ReadonlyMap<string, LineProblem>;
  /**
   * Draws a line with its controls (colour, quantity, Remove: the cart's row, handed in by
   * the page) and the problem note; without it the line is shown as text.
   */
  renderLine?: (line: Line, note: ReactNode) => ReactNode;
};

/** The lines with their prices, then Subtotal, Shipping Free and Total (two decimals). */
export function OrderSummary<Line extends CheckoutLine>({
  lines,
  problems,
  renderLine,
}: OrderSummaryProps<Line>) {
  const total = formatINR(checkoutTotal(lines));
  return (
    <>
      <ul className={styles.lines} aria-label="Items in your order">
        {lines.map((line) => {
          const key = lineKey(line);
          const note = <LineProblemNote problem={problems?.get(key)} />;
          if (renderLine) return <Fragment key={key}>{renderLine(line, note)}</Fragment>;
          return (
            <li key={key} className={styles.line}>
              {line.image ? (
                <img src={line.image} alt="" className={styles.thumb} loading="lazy" />
              ) : null}
              <div className={styles.lineText}>
                <p className={styles.lineTitle}>{line.title}</p>
                <p className={styles.muted}>
                  {[
                    line.productCode,
                    line.colourTitle ? `Colour: ${line.colourTitle}` : '',
                    `Qty ${line.quantity}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {note}
              </div>
              <p className={styles.linePrice}>
                {formatINR(checkoutUnitPrice(line) * line.quantity)}
              </p>
            </li>
          );
        })}
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
