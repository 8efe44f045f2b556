import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import type { Category } from '../types/catalogue';
import { PRICE_BUCKETS, type PriceBucket } from '../utils/listing-query';
import styles from './collection-filters.module.css';

type CollectionFiltersProps = {
  categories: readonly Category[];
  selectedCategory: string | undefined;
  selectedBuckets: readonly PriceBucket[];
  onCategoryClick: (slug: string) => void;
  onBucketToggle: (bucket: PriceBucket) => void;
  onClearAll: () => void;
};

/**
 * The collection filter panel: one category at a time (clicking the
 * chosen one clears it) and any of the seven price buckets. On phones it folds behind a
 * Filters button.
 */
export function CollectionFilters({
  categories,
  selectedCategory,
  selectedBuckets,
  onCategoryClick,
  onBucketToggle,
  onClearAll,
}: CollectionFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = (selectedCategory ? 1 : 0) + selectedBuckets.length;

  return (
    <aside className={styles.aside} aria-label="Filters">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Filters{active > 0 ? ` (${active})` : ''}
        <ChevronDownIcon size={18} className={open ? styles.turned : undefined} />
      </button>
      <div id={panelId} className={open ? `${styles.panel} ${styles.open}` : styles.panel}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Category</legend>
          <ul className={styles.options}>
            {categories.map((category) => {
              const selected = category.slug === selectedCategory;
              return (
                <li key={category.id || category.slug}>
                  <button
                    type="button"
                    className={selected ? `${styles.option} ${styles.selected}` : styles.option}
                    aria-pressed={selected}
                    onClick={() => onCategoryClick(category.slug)}
                  >
                    {category.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Price</legend>
          <ul className={styles.options}>
            {PRICE_BUCKETS.map((bucket) => (
              <li key={bucket.id}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={selectedBuckets.includes(bucket.id)}
                    onChange={() => onBucketToggle(bucket.id)}
                  />
                  {bucket.label}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {active > 0 ? (
          <Button variant="ghost" onClick={onClearAll}>
            Clear All Filters
          </Button>
        ) : null}
      </div>
    </aside>
  );
}
