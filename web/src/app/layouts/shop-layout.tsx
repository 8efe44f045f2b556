import { Outlet } from 'react-router';
import { useUserId } from '@/features/auth/hooks/use-session';
import { useGuestCartCopy } from '@/features/cart/hooks/use-guest-cart-copy';
import { AnnouncementBar, PromoBar } from '@/features/content/components/promo-bars';
import { ShopFooter } from './shop-footer';
import { ShopHeader } from './shop-header';
import styles from './shop-layout.module.css';

export function ShopLayout() {
  // The guest cart goes into the server cart about 2 s after sign-in, once per user.
  useGuestCartCopy(useUserId());
  return (
    <div className={styles.layout}>
      <PromoBar />
      <AnnouncementBar />
      <ShopHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ShopFooter />
    </div>
  );
}
