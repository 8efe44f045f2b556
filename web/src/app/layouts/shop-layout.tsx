import { Outlet } from 'react-router';
import { ShopFooter } from './shop-footer';
import { ShopHeader } from './shop-header';
import styles from './shop-layout.module.css';

export function ShopLayout() {
  return (
    <div className={styles.layout}>
      <ShopHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ShopFooter />
    </div>
  );
}
