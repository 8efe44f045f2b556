import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { RedirectIfSignedIn } from '@/features/auth/components/guards';
import styles from './auth-layout.module.css';

/** Login, register and password screens: a welcome panel with the logo beside the form. */
export function AuthLayout() {
  return (
    <div className={styles.layout}>
      <aside className={styles.welcome} aria-label="Welcome">
        <Link
          to={paths.shop.home.getHref()}
          className={styles.logoLink}
          aria-label="Saree Boutique home"
        >
          <Logo tone="light" size="large" />
        </Link>
        <div className={styles.border} aria-hidden="true" />
        <p className={styles.welcomeTitle}>Welcome to Saree Boutique</p>
        <p className={styles.welcomeText}>
          Handpicked Tussar, Banarasi, cotton, organza and georgette sarees, delivered across India
          with free shipping on orders over ₹1000.
        </p>
      </aside>
      <div className={styles.formColumn}>
        <div className={styles.mobileLogo}>
          <Link to={paths.shop.home.getHref()} aria-label="Saree Boutique home">
            <Logo />
          </Link>
        </div>
        <main id="main" className={styles.panel} tabIndex={-1}>
          <div className={styles.card}>
            <RedirectIfSignedIn>
              <Outlet />
            </RedirectIfSignedIn>
          </div>
        </main>
      </div>
    </div>
  );
}
