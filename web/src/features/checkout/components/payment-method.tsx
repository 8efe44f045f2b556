import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { CodChoice } from '../hooks/use-cod-choice';
import { COD_CHECKING, COD_LABEL, codOffer, PAY_ONLINE_LABEL } from '../utils/cod';
import styles from './checkout.module.css';

/**
 * "Payment method": a radio group, online or cash on delivery, and under it what the
 * server's quote says of COD for this basket and address (the fee and total; the advance
 * and what is due at the door; or why it is not offered, with COD disabled).
 */
export function PaymentMethod({ choice, disabled }: { choice: CodChoice; disabled: boolean }) {
  const name = useId();
  const codHintId = useId();
  const offer = choice.quote ? codOffer(choice.quote) : null;
  const codDisabled = disabled || Boolean(choice.refusal);

  return (
    <fieldset className={styles.methods} aria-describedby={codHintId}>
      <legend className={styles.methodsLegend}>Payment method</legend>
      <label className={styles.method}>
        <input
          type="radio"
          name={name}
          value="razorpay"
          checked={choice.method === 'razorpay'}
          disabled={disabled}
          onChange={() => choice.choose('razorpay')}
        />
        <span>{PAY_ONLINE_LABEL}</span>
      </label>
      <label className={`${styles.method} ${codDisabled ? styles.methodDisabled : ''}`}>
        <input
          type="radio"
          name={name}
          value="cod"
          checked={choice.method === 'cod'}
          disabled={codDisabled}
          onChange={() => choice.choose('cod')}
        />
        <span>{COD_LABEL}</span>
      </label>
      <div id={codHintId} className={styles.codInfo}>
        {choice.refusal ? (
          <p className={styles.codRefusal} role="status">
            {choice.refusal}
          </p>
        ) : choice.needsAddress ? (
          <p className={styles.muted} role="status">
            Choose a delivery address to check cash on delivery.
          </p>
        ) : choice.checking ? (
          <p className={styles.muted} role="status">
            {COD_CHECKING}
          </p>
        ) : choice.failure ? (
          <div className={styles.codFailure} role="alert">
            <p>{choice.failure}</p>
            <Button variant="secondary" onClick={choice.retry}>
              Check again
            </Button>
          </div>
        ) : offer ? (
          <div className={styles.codOffer} role="status">
            {offer.message ? (
              <p className={offer.tone === 'advance' ? styles.codAdvance : styles.codMessage}>
                {offer.message}
              </p>
            ) : null}
            <dl className={styles.totals}>
              {offer.rows.map((row) => (
                <div key={row.label} className={row.strong ? styles.total : undefined}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
            {offer.note ? <p className={styles.muted}>{offer.note}</p> : null}
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
