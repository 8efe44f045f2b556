import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import type { Product } from '../types/catalogue';
import { productBadges } from '../utils/stock-badges';
import { ColourChips } from './colour-chips';
import { PriceTag } from './price-tag';
import styles from './product-card.module.css';

type ProductCardProps = {
  product: Product;
  /** The image's layout width (the grid and the slider differ). */
  sizes: string;
  /** The first visible card of a page loads its image eagerly. */
  priority?: boolean;
  /** A slot under the card for actions such as quick add (a later issue). */
  actions?: ReactNode;
};

export function ProductCard({ product, sizes, priority = false, actions }: ProductCardProps) {
  const badges = productBadges(product);
  const image = product.image[0];
  return (
    <article className={styles.card}>
      <Link to={paths.shop.details.getHref(product.id)} className={styles.link}>
        <div className={styles.media}>
          {image ? (
            <ResponsiveImage
              src={image}
              alt={product.title}
              sizes={sizes}
              priority={priority}
              className={styles.image}
            />
          ) : (
            <div className={styles.noImage} aria-hidden="true" />
          )}
          {badges.length > 0 ? (
            <ul className={styles.badges} aria-label="Product status">
              {badges.map((badge) => (
                <li key={badge.label} className={`${styles.badge} ${styles[badge.tone]}`}>
                  {badge.label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={styles.body}>
          {product.productCode ? <p className={styles.code}>{product.productCode}</p> : null}
          <h3 className={styles.title}>{product.title}</h3>
          <PriceTag product={product} />
        </div>
      </Link>
      <div className={styles.footer}>
        <ColourChips colours={product.colors} />
        {actions}
      </div>
    </article>
  );
}

/** A grey card of the same shape, while products load. */
export function ProductCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.media} />
      <div className={styles.body}>
        <span className={styles.line} />
        <span className={`${styles.line} ${styles.short}`} />
      </div>
    </div>
  );
}
