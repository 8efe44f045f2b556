import type { Product } from '../types/catalogue';
import { discountPercent, effectivePrice, formatPrice, hasDiscount } from '../utils/pricing';
import styles from './price-tag.module.css';

type PriceTagProps = { product: Pick<Product, 'price' | 'salePrice'>; size?: 'small' | 'large' };

/** The price to pay; with a sale price below the price, the price struck through and the % off. */
export function PriceTag({ product, size = 'small' }: PriceTagProps) {
  const percent = discountPercent(product);
  return (
    <p className={`${styles.price} ${size === 'large' ? styles.large : ''}`}>
      <span className={styles.current}>
        {hasDiscount(product) ? <span className="visually-hidden">Sale price </span> : null}
        {formatPrice(effectivePrice(product))}
      </span>
      {percent !== null ? (
        <>
          <s className={styles.original}>
            <span className="visually-hidden">Original price </span>
            {formatPrice(product.price)}
          </s>
          <span className={styles.discount}>{percent}% OFF</span>
        </>
      ) : null}
    </p>
  );
}
