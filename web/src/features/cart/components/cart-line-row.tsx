import { useId, useState, type ReactNode } from 'react';
import { formatINR } from '@/lib/format';
import { unitPrice } from '../utils/cart-totals';
import { quantityLimitMessage, type CartLine } from '../utils/cart-lines';
import styles from './cart-drawer.module.css';

type CartLineRowProps = {
  line: CartLine;
  busy: boolean;
  onQuantity: (line: CartLine, quantity: number) => void;
  onColour?: (line: CartLine, colorId: string) => void;
  onRemove: (line: CartLine) => void;
  /** Shown under the line (checkout: what stops it from being bought as it is). */
  note?: ReactNode;
};

/**
 * A cart line: picture, title, code, colour (a select when the product has more than one),
 * price, the quantity stepper and Remove.
 */
export function CartLineRow({
  line,
  busy,
  onQuantity,
  onColour,
  onRemove,
  note,
}: CartLineRowProps) {
  const colourId = useId();
  const messageId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const price = unitPrice(line);

  function step(delta: number) {
    const next = line.quantity + delta;
    if (next < 1) return;
    if (delta > 0 && line.maxQuantity !== null && next > line.maxQuantity) {
      setMessage(quantityLimitMessage(line, line.maxQuantity));
      return;
    }
    setMessage(null);
    onQuantity(line, next);
  }

  return (
    <li className={styles.line}>
      {line.image ? (
        <img src={line.image} alt="" className={styles.thumb} loading="lazy" />
      ) : (
        <span className={styles.thumb} aria-hidden="true" />
      )}
      <div className={styles.lineBody}>
        <p className={styles.lineTitle}>{line.title}</p>
        {line.productCode ? <p className={styles.lineMeta}>Code: {line.productCode}</p> : null}
        {onColour && line.colours.length > 1 && line.colorId ? (
          <div className={styles.colourRow}>
            <label htmlFor={colourId} className={styles.lineMeta}>
              Colour
            </label>
            <select
              id={colourId}
              className={styles.colourSelect}
              value={line.colorId}
              disabled={busy}
              onChange={(event) => onColour(line, event.target.value)}
            >
              {line.colours.map((colour) => (
                <option
                  key={colour.id}
                  value={colour.id}
                  disabled={colour.id !== line.colorId && colour.inventory <= 0}
                >
                  {colour.title}
                  {colour.inventory <= 0 ? ' (Out of Stock)' : ''}
                </option>
              ))}
            </select>
          </div>
        ) : line.colourTitle ? (
          <p className={styles.lineMeta}>Colour: {line.colourTitle}</p>
        ) : null}
        <p className={styles.linePrice}>
          {formatINR(price)}
          {line.salePrice > 0 && line.salePrice < line.price ? (
            <s className={styles.struck}>
              <span className="visually-hidden">was </span>
              {formatINR(line.price)}
            </s>
          ) : null}
        </p>
        <div className={styles.lineActions}>
          <div className={styles.stepper} role="group" aria-label={`Quantity of ${line.title}`}>
            <button
              type="button"
              className={styles.step}
              onClick={() => step(-1)}
              disabled={busy || line.quantity <= 1}
              aria-label={`Decrease quantity of ${line.title}`}
              aria-describedby={message ? messageId : undefined}
            >
              −
            </button>
            <span className={styles.quantity} aria-live="polite">
              <span className="visually-hidden">Quantity </span>
              {line.quantity}
            </span>
            <button
              type="button"
              className={styles.step}
              onClick={() => step(1)}
              disabled={busy}
              aria-label={`Increase quantity of ${line.title}`}
              aria-describedby={message ? messageId : undefined}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className={styles.remove}
            onClick={() => onRemove(line)}
            disabled={busy}
            aria-label={`Remove ${line.title}`}
          >
            Remove
          </button>
        </div>
        <p id={messageId} className={styles.message} aria-live="polite">
          {message}
        </p>
        {note}
      </div>
    </li>
  );
}
