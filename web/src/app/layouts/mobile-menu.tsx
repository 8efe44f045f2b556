import { Link, NavLink } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';
import { Sheet } from '@/components/ui/sheet';
import { MAIN_MENU } from '@/config/menu';
import { paths } from '@/config/paths';
import { AccountEntryList } from '@/features/auth/components/account-entry-list';
import { useAccountEntries } from '@/features/auth/hooks/use-account-entries';
import { storeCategoryFilter } from '@/lib/category-filter';
import styles from './mobile-menu.module.css';

/** The phone navigation: the main menu, Search Products and the account entries. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { name, entries } = useAccountEntries();

  return (
    <Sheet open={open} onClose={onClose} title="Menu">
      <nav aria-label="Mobile" className={styles.section}>
        <ul className={styles.list}>
          {MAIN_MENU.map((item) => (
            <li key={item.id}>
              <NavLink
                to={item.href}
                end
                className={({ isActive }) =>
                  isActive ? `${styles.link} ${styles.active}` : styles.link
                }
                onClick={() => {
                  storeCategoryFilter(item.categorySlug);
                  onClose();
                }}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Link to={paths.shop.search.getHref()} className={styles.link} onClick={onClose}>
              <SearchIcon size={18} />
              Search Products
            </Link>
          </li>
        </ul>
      </nav>
      <section className={styles.section} aria-labelledby="mobile-account-heading">
        <h3 id="mobile-account-heading" className={styles.heading}>
          Account
        </h3>
        {name ? (
          <p className={styles.greeting}>
            Signed in as <strong>{name}</strong>
          </p>
        ) : null}
        <AccountEntryList
          entries={entries}
          onClose={onClose}
          listClassName={styles.list}
          entryClassName={styles.link}
        />
      </section>
    </Sheet>
  );
}
