import styles from './logo.module.css';

type LogoProps = {
  tone?: 'dark' | 'light';
  size?: 'regular' | 'large';
  showTagline?: boolean;
};

/** The boutique's mark (a paisley drop in gold) and wordmark. */
export function Logo({ tone = 'dark', size = 'regular', showTagline = true }: LogoProps) {
  return (
    <span
      className={[
        styles.logo,
        tone === 'light' ? styles.light : '',
        size === 'large' ? styles.large : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22.5" fill="none" stroke="#c9a227" strokeWidth="1.5" />
        <circle
          cx="24"
          cy="24"
          r="19"
          fill="none"
          stroke="#c9a227"
          strokeWidth="0.6"
          strokeDasharray="1.5 2"
        />
        <path
          d="M25 9c6.5 5.5 10 11 10 16.5a11 11 0 0 1-22 0c0-3.6 2.2-6.4 5.6-6.4 2.6 0 4.4 1.8 4.4 4.1 0 1.9-1.4 3.3-3.1 3.3"
          fill="none"
          stroke="#c9a227"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <circle cx="24" cy="28.5" r="2.2" fill="#c9a227" />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>Saree Boutique</span>
        {showTagline ? <span className={styles.tagline}>Handwoven elegance</span> : null}
      </span>
    </span>
  );
}
