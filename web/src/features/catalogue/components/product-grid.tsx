import type { Product } from '../types/catalogue';
import { ColourChipLegend, hasMarkedColours } from './colour-chips';
import { ProductCard, ProductCardSkeleton } from './product-card';
import styles from './product-grid.module.css';

// Two columns on phones, four on desktop.
const GRID_SIZES = '(max-width: 767px) 50vw, (max-width: 1200px) 25vw, 300px';

export function ProductGrid({ products, label }: { products: readonly Product[]; label: string }) {
  return (
    <>
      {/* The key to the colour chips' sold-out and few-left marks, when a card has one. */}
      {hasMarkedColours(products) ? <ColourChipLegend /> : null}
      <ul className={styles.grid} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id}>
            {/* The first row is above the fold: its first image loads at once. */}
            <ProductCard product={product} sizes={GRID_SIZES} priority={index === 0} />
          </li>
        ))}
      </ul>
    </>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">Loading products…</span>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
