import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

type PageHeroProps = {
  title: string;
  eyebrow?: string;
  subtitle?: ReactNode;
  /** Rendered above the title, e.g. a breadcrumb. */
  top?: ReactNode;
};

export function PageHero({ title, eyebrow, subtitle, top }: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className="container">
        {top}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </section>
  );
}
