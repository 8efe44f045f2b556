import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { BUSINESS_HOURS } from '@/config/store-info';
import { CategoryGrid } from '@/features/catalogue/components/category-grid';
import { ProductSlider } from '@/features/catalogue/components/product-slider';
import { QueryError } from '@/features/catalogue/components/query-error';
import { BannerCarousel } from '@/features/content/components/banner-carousel';
import { OffersBanner } from '@/features/content/components/offers-banner';
import { storeCategoryFilter } from '@/lib/category-filter';
import { PageLoader } from '@/components/ui/page-loader';
import { useSession } from '@/features/auth/hooks/use-session';
import { useGetHomePageQuery } from './home-page-api';
import styles from './home.module.css';
import page from './shop-page.module.css';

// Below the fold: the social feed and the testimonials load after the page's first paint
// (the home page's first-load JavaScript has a budget, see the README).
const SocialFeed = lazy(() =>
  import('@/features/content/components/social-feed').then((module) => ({
    default: module.SocialFeed,
  })),
);
const Testimonials = lazy(() =>
  import('@/features/content/components/testimonials').then((module) => ({
    default: module.Testimonials,
  })),
);

function PaisleyMotif({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <g fill="none" stroke="#e8d48a" strokeWidth="1.2">
        <circle cx="100" cy="100" r="96" strokeDasharray="2 5" />
        <circle cx="100" cy="100" r="82" />
        <path d="M104 36c28 24 42 48 42 72a46 46 0 0 1-92 0c0-16 10-28 24-28 11 0 19 8 19 18 0 8-6 14-13 14" />
        <path d="M104 52c19 17 29 35 29 54a33 33 0 0 1-52 27" strokeDasharray="3 4" />
        <circle cx="100" cy="118" r="7" fill="#e8d48a" fillOpacity="0.5" />
      </g>
    </svg>
  );
}

export function HomeRoute() {
  const { data, error, isLoading, refetch } = useGetHomePageQuery();
  const { isAuthenticated } = useSession();
  // A full-screen loader while products, banners, categories or feed load.
  if (isLoading) return <PageLoader fullScreen label="Loading the boutique…" />;
  return (
    <>
      <DocumentTitle />
      <BannerCarousel banners={data?.banners ?? []} />
      <section className={styles.hero} aria-labelledby="home-title">
        <PaisleyMotif className={styles.motif} />
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>Saree Boutique</p>
            <h1 id="home-title" className={styles.title}>
              Luxury looks at affordable prices
            </h1>
            <p className={styles.subtitle}>
              Unveil your true beauty in handpicked sarees, from golden Tussars and Banarasi silks
              to airy cottons and luminous organzas.
            </p>
            <div className={page.actions}>
              <Link
                to={paths.shop.collections.getHref()}
                className={buttonClassName('gold')}
                onClick={() => storeCategoryFilter(undefined)}
              >
                Explore Collections
              </Link>
              <Link to={paths.shop.newArrivals.getHref()} className={buttonClassName('light')}>
                New Arrivals
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section className={`container ${page.section}`} aria-labelledby="categories-title">
        <div className={styles.sectionHeader}>
          <div>
            <p className={page.label}>Our weaves</p>
            <h2 id="categories-title">Shop by Category</h2>
          </div>
          <Link
            to={paths.shop.collections.getHref()}
            className={buttonClassName('secondary')}
            onClick={() => storeCategoryFilter(undefined)}
          >
            View All Collections
          </Link>
        </div>
        {error && !data ? (
          <QueryError error={error} onRetry={() => void refetch()} />
        ) : (
          <CategoryGrid categories={data?.categories ?? []} />
        )}
      </section>

      {error && !data ? null : (
        <div className="container">
          <ProductSlider
            title="New Arrivals"
            eyebrow="Just in"
            products={data?.newArrivals}
            isLoading={false}
            emptyText="New sarees are on their way."
            action={
              <Link to={paths.shop.newArrivals.getHref()} className={buttonClassName('secondary')}>
                View New Products
              </Link>
            }
          />
          <ProductSlider
            title="Featured Picks"
            eyebrow="Handpicked for you"
            products={data?.featured}
            isLoading={false}
            emptyText="Our featured picks are being refreshed."
            action={
              <Link
                to={paths.shop.collections.getHref()}
                className={buttonClassName('secondary')}
                onClick={() => storeCategoryFilter(undefined)}
              >
                View All Products
              </Link>
            }
          />
        </div>
      )}

      <OffersBanner
        action={
          <Link
            to={paths.shop.collections.getHref()}
            className={buttonClassName('gold')}
            onClick={() => storeCategoryFilter(undefined)}
          >
            Shop the Offers
          </Link>
        }
      />

      {error && !data ? null : (
        <Suspense fallback={<PageLoader label="Loading posts and testimonials…" />}>
          <SocialFeed posts={data?.feedPosts ?? []} />
          <Testimonials testimonials={data?.testimonials ?? []} isSignedIn={isAuthenticated} />
        </Suspense>
      )}

      <section className={styles.band} aria-label="Shopping with us">
        <div className={`container ${page.section}`}>
          <ul className={styles.promise}>
            <li>
              <h3>Free Shipping</h3>
              <p>Across India on orders over ₹1000.</p>
            </li>
            <li>
              <h3>Secure Payment</h3>
              <p>Pay online by card or UPI at checkout.</p>
            </li>
            <li>
              <h3>Here to Help</h3>
              <p>
                <Link to={paths.shop.contact.getHref()}>Contact us</Link>: {BUSINESS_HOURS}.
              </p>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
