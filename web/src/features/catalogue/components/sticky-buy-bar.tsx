import type { ReactNode, RefObject } from 'react';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import type { Colour, Product } from '../types/catalogue';
import { ColourSwatch } from './colour-chips';
import { PriceTag } from './price-tag';
import styles from './sticky-buy-bar.module.css';

type StickyBuyBarProps = {
  product: Pick<Product, 'title' | 'price' | 'salePrice'>;
  colour: Pick<Colour, 'title'> | null;
  /** The page's own price and Add to Cart: the bar shows while they are scrolled away. */
  target: RefObject<HTMLElement | null>;
  /** Add to Cart, for the shopper's colour and quantity. */
  children: ReactNode;
};

/**
 * The product page's buy bar, fixed to the bottom of the screen: the price, the chosen
 * colour and Add to Cart, once the page's own price and button are scrolled up out of view
 * (and not over the footer). Fixed, so it shifts nothing; hidden, it is not there at all
 * (nothing twice for a screen reader or the tab order).
 */
export function StickyBuyBar({ product, colour, target, children }: StickyBuyBarProps) {
  const visible = useScrolledPast(target);
  if (!visible) return null;
  return (
    <section className={styles.bar} aria-label="Buy this saree">
      <div className={`container ${styles.inner}`}>
        <div className={styles.summary}>
          <p className={styles.title}>{product.title}</p>
          <div className={styles.details}>
            <PriceTag product={product} />
            {colour ? (
              <p className={styles.colour}>
                <ColourSwatch name={colour.title} />
                <span>
                  <span className="visually-hidden">Colour: </span>
                  {colour.title}
                </span>
              </p>
            ) : null}
          </div>
        </div>
        <div className={styles.action}>{children}</div>
      </div>
    </section>
  );
}
