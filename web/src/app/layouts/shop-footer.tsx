import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { CATEGORIES } from '@/config/categories';
import { paths } from '@/config/paths';
import { BUSINESS_HOURS, STORE_EMAIL, STORE_PHONE } from '@/config/store-info';
import { NewsletterSignup } from '@/features/content/components/newsletter-signup';
import { PolicyLinks } from '@/features/content/components/policy-links';
import { SocialLinks } from '@/features/content/components/social-links';
import { storeCategoryFilter } from '@/lib/category-filter';
import styles from './shop-footer.module.css';

export function ShopFooter() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo tone="light" />
          <p>
            Sarees and ethnic wear, chosen with care and delivered across India. Free shipping on
            orders over ₹1000.
          </p>
          <NewsletterSignup />
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={styles.heading}>
            Explore
          </h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.shop.home.getHref()}>Home</Link>
            </li>
            <li>
              <Link
                to={paths.shop.collections.getHref()}
                onClick={() => storeCategoryFilter(undefined)}
              >
                Collections
              </Link>
            </li>
            <li>
              <Link to={paths.shop.newArrivals.getHref()}>New Arrivals</Link>
            </li>
            <li>
              <Link to={paths.shop.search.getHref()}>Search</Link>
            </li>
          </ul>
          <h2 className={`${styles.heading} ${styles.spaced}`}>Policies</h2>
          <PolicyLinks />
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={styles.heading}>
            Shop by Category
          </h2>
          <ul className={styles.list}>
            {CATEGORIES.map((category) => (
              <li key={category.slug}>
                <Link
                  to={paths.shop.collections.getHref(category.slug)}
                  onClick={() => storeCategoryFilter(category.slug)}
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Customer Care</h2>
          <ul className={styles.list}>
            <li>
              <Link to={paths.shop.contact.getHref()}>Contact Us</Link>
            </li>
            <li>
              <Link to={paths.shop.account.getHref()}>My Account</Link>
            </li>
            <li>
              <a href={`tel:${STORE_PHONE.dial}`}>{STORE_PHONE.display}</a>
            </li>
            <li>
              <a href={`mailto:${STORE_EMAIL}`}>{STORE_EMAIL}</a>
            </li>
            <li>{BUSINESS_HOURS}</li>
          </ul>
          <div className={styles.social}>
            <SocialLinks tone="light" />
          </div>
        </div>
      </div>
      <p className={`container ${styles.bottom}`}>
        © {new Date().getFullYear()} Saree Boutique. All rights reserved.
      </p>
    </footer>
  );
}
