import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { MenuIcon, SearchIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { MAIN_MENU } from '@/config/menu';
import { paths } from '@/config/paths';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { useUserId } from '@/features/auth/hooks/use-session';
import { CartButton } from '@/features/cart/components/cart-button';
import { storeCategoryFilter } from '@/lib/category-filter';
import { MobileMenu } from './mobile-menu';
import { SearchPanel } from './search-panel';
import styles from './shop-header.module.css';

export function ShopHeader() {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const userId = useUserId();
  const navigate = useNavigate();

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <div className={styles.start}>
          <button
            type="button"
            className={styles.menuButton}
            onClick={() => setIsMenuOpen(true)}
            aria-label="Open menu"
            aria-haspopup="dialog"
          >
            <MenuIcon />
          </button>
          {/* Phones: the search opens over the page (desktop: the search page's link). */}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.phoneOnly}`}
            onClick={() => setIsSearchOpen(true)}
            aria-label="Search products"
            aria-haspopup="dialog"
          >
            <SearchIcon />
          </button>
        </div>
        <Link
          to={paths.shop.home.getHref()}
          className={styles.logoLink}
          aria-label="Saree Boutique home"
        >
          <Logo showTagline={false} />
        </Link>
        <div className={styles.actions}>
          <Link
            to={paths.shop.search.getHref()}
            className={`${styles.iconButton} ${styles.desktopOnly}`}
            aria-label="Search products"
          >
            <SearchIcon />
          </Link>
          <AccountMenu />
          <CartButton
            userId={userId}
            onCheckout={() => void navigate(paths.shop.checkout.getHref())}
          />
        </div>
      </div>
      <nav className={styles.nav} aria-label="Main">
        <ul className={`container ${styles.navList}`}>
          {MAIN_MENU.map((item) => (
            <li key={item.id}>
              <NavLink
                to={item.href}
                end
                className={({ isActive }) =>
                  isActive ? `${styles.navLink} ${styles.active}` : styles.navLink
                }
                onClick={() => storeCategoryFilter(item.categorySlug)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <MobileMenu open={isMenuOpen} onClose={() => setIsMenuOpen(false)} />
      <SearchPanel open={isSearchOpen} onClose={() => setIsSearchOpen(false)} />
    </header>
  );
}
