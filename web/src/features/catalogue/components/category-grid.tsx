import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { findCategory } from '@/config/categories';
import { paths } from '@/config/paths';
import { storeCategoryFilter } from '@/lib/category-filter';
import type { Category } from '../types/catalogue';
import styles from './category-grid.module.css';

const TONES = [styles.tone0, styles.tone1, styles.tone2, styles.tone3, styles.tone4, styles.tone5];

/** Home's Shop by Category: one tile per category, to its collection. */
export function CategoryGrid({ categories }: { categories: readonly Category[] }) {
  return (
    <ul className={styles.grid}>
      {categories.map((category, index) => (
        <li key={category.id || category.slug}>
          <Link
            to={paths.shop.collections.getHref(category.slug)}
            className={`${styles.card} ${TONES[index % TONES.length] ?? ''}`}
            onClick={() => storeCategoryFilter(category.slug)}
          >
            {category.image ? (
              <ResponsiveImage
                src={category.image}
                alt=""
                sizes="(max-width: 480px) 100vw, (max-width: 900px) 50vw, 400px"
                className={styles.image}
              />
            ) : null}
            <span className={styles.text}>
              <span className={styles.name}>{category.name}</span>
              <span className={styles.description}>
                {category.description || findCategory(category.slug)?.description}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function CategoryGridSkeleton() {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <span className={`${styles.card} ${styles.skeleton}`} />
        </li>
      ))}
    </ul>
  );
}
