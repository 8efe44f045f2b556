import type { Colour } from '../types/catalogue';
import { colourChipTone } from '../utils/stock-badges';
import styles from './colour-chips.module.css';

/** Each colour with its stock: red at 0 or less, orange under 5, green otherwise. */
export function ColourChips({ colours }: { colours: readonly Colour[] }) {
  if (colours.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Colours in stock">
      {colours.map((colour) => (
        <li
          key={colour.id}
          className={`${styles.chip} ${styles[colourChipTone(colour.inventory)]}`}
        >
          <span className={styles.dot} aria-hidden="true" />
          {colour.title}
          <span className="visually-hidden">
            {colour.inventory > 0 ? `: ${colour.inventory} in stock` : ': out of stock'}
          </span>
        </li>
      ))}
    </ul>
  );
}
