import styles from './star-rating.module.css';

/** Five stars, filled to the rounded rating; read out as "Rated 4.5 out of 5". */
export function StarRating({ value }: { value: number }) {
  const rounded = Math.round(value);
  const shown = Math.round(value * 10) / 10;
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${shown} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <span
          key={index}
          className={index < rounded ? styles.filled : styles.empty}
          aria-hidden="true"
        >
          ★
        </span>
      ))}
    </span>
  );
}
