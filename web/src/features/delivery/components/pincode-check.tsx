import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { PINCODE_MESSAGE, PINCODE_PATTERN } from '@/lib/pincode';
import { DeliveryPromise } from './delivery-promise';
import styles from './delivery.module.css';

/** The last pincode checked, so the next product page answers it at once. */
const REMEMBERED = 'boutique.deliveryPincode';

function remembered(): string {
  try {
    const value = window.localStorage.getItem(REMEMBERED) ?? '';
    return PINCODE_PATTERN.test(value) ? value : '';
  } catch {
    return ''; // storage refused (private mode): nothing remembered
  }
}

const noSubscription = () => () => {};
const nothingRemembered = () => '';

function remember(pincode: string) {
  try {
    window.localStorage.setItem(REMEMBERED, pincode);
  } catch {
    // storage refused: the check still answers
  }
}

/**
 * "Check delivery" on a product page: a pincode, then the delivery promise to it
 * (docs/delivery-promise.md). The pincode is remembered on this device.
 */
export function PincodeCheck() {
  // The pincode checked last time, read as an external store: a server-rendered page
  // hydrates as rendered (nothing remembered), then shows it and its promise.
  const last = useSyncExternalStore(noSubscription, remembered, nothingRemembered);
  const [typed, setTyped] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const value = typed ?? last;
  const checked = submitted ?? last;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pincode = value.trim();
    if (!PINCODE_PATTERN.test(pincode)) {
      setError(PINCODE_MESSAGE);
      return;
    }
    setError(null);
    setSubmitted(pincode);
    remember(pincode);
  };

  return (
    <section className={styles.check} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Delivery
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={value}
          error={error}
          onChange={(event) => {
            setTyped(event.target.value.replace(/\D/g, ''));
            setError(null);
          }}
        />
        <Button type="submit" variant="secondary" className={styles.checkButton}>
          Check
        </Button>
      </form>
      {checked && !error ? <DeliveryPromise pincode={checked} /> : null}
    </section>
  );
}
