import type { CSSProperties } from 'react';
import type { Colour } from '../types/catalogue';
import { colourChipLabel, colourStock, swatchColour } from '../utils/colour-swatch';
import styles from './colour-chips.module.css';

type SwatchStyle = CSSProperties & { '--swatch'?: string };

/** A colour's round swatch: its colour, or a neutral pattern when the name is unknown. */
export function ColourSwatch({ name, className = '' }: { name: string; className?: string }) {
  const fill = swatchColour(name);
  const style: SwatchStyle | undefined = fill ? { '--swatch': fill } : undefined;
  return (
    <span
      className={`${styles.swatch} ${fill ? '' : styles.unknown} ${className}`}
      style={style}
      aria-hidden="true"
    />
  );
}

/**
 * Each colour of a card: its swatch and name. Sold out is struck through, few left (under
 * 5) carries a small dot; the words ("Red, sold out", "Red, only 2 left") are the chip's
 * tooltip and what a screen reader hears. `ColourChipLegend` explains the marks.
 */
export function ColourChips({ colours }: { colours: readonly Colour[] }) {
  if (colours.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Colours">
      {colours.map((colour) => {
        const stock = colourStock(colour.inventory);
        const label = colourChipLabel(colour);
        return (
          <li
            key={colour.id}
            className={`${styles.chip} ${styles[stock]}`}
            title={label}
            data-stock={stock}
          >
            <ColourSwatch name={colour.title} />
            <span aria-hidden="true" className={styles.name}>
              {colour.title}
            </span>
            <span className="visually-hidden">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Whether any colour of these products carries a mark the legend explains. */
export function hasMarkedColours(products: readonly { colors: readonly Colour[] }[]): boolean {
  return products.some((product) =>
    product.colors.some((colour) => colourStock(colour.inventory) !== 'in-stock'),
  );
}

/** The key to the chips' marks, shown once above a grid of cards. */
export function ColourChipLegend() {
  return (
    <p className={styles.legend}>
      <span className={styles.legendItem}>
        <span className={styles['sold-out']} aria-hidden="true">
          <span className={`${styles.swatch} ${styles.unknown}`} />
        </span>
        Struck through: sold out
      </span>
      <span className={styles.legendItem}>
        <span className={styles['few-left']} aria-hidden="true">
          <span className={`${styles.swatch} ${styles.unknown}`} />
        </span>
        Dot: only a few left
      </span>
    </p>
  );
}
