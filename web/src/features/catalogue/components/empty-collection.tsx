import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './empty-collection.module.css';

type EmptyCollectionProps = { onClearFilters?: () => void; onBrowseAll?: () => void };

/** No products match: "Currently Updating Our Collection". */
export function EmptyCollection({ onClearFilters, onBrowseAll }: EmptyCollectionProps) {
  return (
    <div className={styles.empty}>
      <h2>Currently Updating Our Collection</h2>
      <p>New sarees are on their way. Try other filters or browse everything we have.</p>
      <div className={styles.actions}>
        {onClearFilters ? (
          <Button variant="secondary" onClick={onClearFilters}>
            Clear All Filters
          </Button>
        ) : null}
        <Link
          to={paths.shop.collections.getHref()}
          className={buttonClassName('primary')}
          onClick={onBrowseAll}
        >
          Browse All Collections
        </Link>
      </div>
    </div>
  );
}
