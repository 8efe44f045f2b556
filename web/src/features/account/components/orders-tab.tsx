import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './account-sections.module.css';

/**
 * The Orders tab. Orders can only be placed once checkout exists (the buying issue), so
 * there is nothing to list yet; the orders feature replaces this with the real list.
 */
export function OrdersTab() {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>No Orders Found</h2>
      <p className={styles.emptyText}>You haven&apos;t placed any orders yet.</p>
      <Link to={paths.shop.collections.getHref()} className={buttonClassName('primary')}>
        Start Shopping
      </Link>
    </div>
  );
}
