import styles from './checkout.module.css';

const STEPS = ['Cart', 'Address', 'Payment'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** Progress steps Cart, Address, Payment; the current one is marked for screen readers. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const currentIndex = STEPS.indexOf(current);
  return (
    <nav aria-label="Checkout progress">
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li
            key={step}
            className={[
              styles.step,
              index < currentIndex ? styles.stepDone : '',
              index === currentIndex ? styles.stepCurrent : '',
            ].join(' ')}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index < currentIndex ? '✓' : index + 1}
            </span>
            {step}
            {index < currentIndex ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
