import { useId, type ReactNode } from 'react';
import type { Colour, Product } from '../types/catalogue';
import { isColourAvailable } from '../utils/quantity';
import styles from './product-purchase.module.css';

type ProductPurchaseProps = {
  product: Product;
  selectedColourId: string | null;
  onColourChange: (colour: Colour) => void;
  quantity: number;
  maxQuantity: number;
  message: string | null;
  onQuantityChange: (requested: number) => void;
  /** Where the cart's Add to Cart button goes (the cart issue). */
  actions?: ReactNode;
};

/**
 * Colour swatches (out-of-stock colours disabled and marked) and the quantity stepper
 * (1 to the stock, "Maximum available quantity is {n}" beyond it); Out of Stock instead of
 * the controls when the product has no stock at all.
 */
export function ProductPurchase({
  product,
  selectedColourId,
  onColourChange,
  quantity,
  maxQuantity,
  message,
  onQuantityChange,
  actions,
}: ProductPurchaseProps) {
  const quantityId = useId();
  const messageId = useId();
  const soldOut = product.totalStock <= 0;
  const selected = product.colors.find((colour) => colour.id === selectedColourId);

  return (
    <div className={styles.purchase}>
      {product.colors.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            Colour{selected ? <span className={styles.chosen}>: {selected.title}</span> : null}
          </legend>
          <ul className={styles.swatches}>
            {product.colors.map((colour) => {
              const available = isColourAvailable(colour);
              const isSelected = colour.id === selectedColourId;
              return (
                <li key={colour.id}>
                  <label
                    className={[
                      styles.swatch,
                      isSelected ? styles.selected : '',
                      available ? '' : styles.unavailable,
                    ].join(' ')}
                  >
                    <input
                      type="radio"
                      name={`colour-${product.id}`}
                      className="visually-hidden"
                      value={colour.id}
                      checked={isSelected}
                      disabled={!available}
                      onChange={() => onColourChange(colour)}
                    />
                    {colour.image ? (
                      <img
                        src={colour.image}
                        alt=""
                        className={styles.swatchImage}
                        loading="lazy"
                      />
                    ) : null}
                    <span>{colour.title}</span>
                    {available ? null : <span className={styles.soldOut}>Out of Stock</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      {soldOut ? (
        <p className={styles.outOfStock} role="status">
          Out of Stock
        </p>
      ) : (
        // Phones: the quantity and Add to Cart side by side, the message under them.
        <div className={styles.buyRow}>
          <div className={styles.group}>
            <label htmlFor={quantityId} className={styles.legend}>
              Quantity
            </label>
            <div className={styles.stepper}>
              <button
                type="button"
                className={styles.step}
                onClick={() => onQuantityChange(quantity - 1)}
                disabled={quantity <= 1}
                aria-label="Decrease quantity"
              >
                −
              </button>
              <input
                id={quantityId}
                className={styles.quantity}
                type="number"
                inputMode="numeric"
                min={1}
                max={maxQuantity}
                value={quantity}
                aria-describedby={message ? messageId : undefined}
                onChange={(event) => onQuantityChange(event.target.valueAsNumber)}
              />
              <button
                type="button"
                className={styles.step}
                // Stays enabled at the maximum so pressing it explains the limit.
                onClick={() => onQuantityChange(quantity + 1)}
                aria-label="Increase quantity"
              >
                +
              </button>
            </div>
          </div>
          <p id={messageId} className={styles.message} aria-live="polite">
            {message}
          </p>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      )}
    </div>
  );
}
