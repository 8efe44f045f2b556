import type { ReactNode } from 'react';
import styles from './offers-banner.module.css';

/** The home page's offers banner: the shop's standing offers, with a call to action. */
export function OffersBanner({ action }: { action: ReactNode }) {
  return (
    <section className={styles.offers} aria-labelledby="offers-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.eyebrow}>Boutique offers</p>
          <h2 id="offers-title" className={styles.title}>
            Luxury looks at affordable prices
          </h2>
          <p className={styles.text}>
            Free shipping across India on orders over ₹1000, and sale prices on handpicked weaves.
          </p>
        </div>
        {action}
      </div>
    </section>
  );
}
