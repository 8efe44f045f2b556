import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { getApiErrorMessage, getApiErrorStatus } from '@boutique/web-kit/api-error';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDayRange, formatINR } from '@/lib/format';
import { useConfirmCodOrderMutation } from '../api/checkout-api';
import type { CodConfirmation } from '../types/checkout';
import { COD_CONFIRM_FAILED, COD_LINK_INVALID } from '../utils/cod';
import styles from './cod-confirm.module.css';

type Outcome =
  | { tone: 'success'; confirmation: CodConfirmation }
  /** `final`: the link cannot work any more (invalid, expired): no button to try again. */
  | { tone: 'error'; message: string; final: boolean };

/**
 * The cash-on-delivery e-mail's link: says what confirming means and confirms only on the
 * shopper's press of "Confirm my order" (mail scanners open links: opening the page
 * changes nothing). The answer takes the focus: the server's thanks with the amount due and
 * the delivery dates (role=status), or why not (role=alert).
 */
export function CodConfirmView({ link }: { link: { orderId: string; token: string } | null }) {
  const [confirm, { isLoading }] = useConfirmCodOrderMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const press = async () => {
    if (!link || isLoading) return;
    try {
      const confirmation = await confirm(link).unwrap();
      setOutcome({ tone: 'success', confirmation });
    } catch (error) {
      const status = getApiErrorStatus(error);
      const final = status === 400 || status === 404 || status === 409;
      const fallback = status === 400 || status === 404 ? COD_LINK_INVALID : COD_CONFIRM_FAILED;
      setOutcome({ tone: 'error', message: getApiErrorMessage(error, fallback), final });
    }
  };

  const done = outcome?.tone === 'success' || (outcome?.tone === 'error' && outcome.final);
  return (
    <section className={styles.section} aria-labelledby="cod-confirm-title">
      <div className={styles.card}>
        <p className={styles.label}>Cash on delivery</p>
        <h1 id="cod-confirm-title" className={styles.title}>
          Confirm your order
        </h1>
        {!link ? (
          <div className={`${styles.result} ${styles.error}`} role="alert">
            <p>{COD_LINK_INVALID}</p>
            <p>Please open the link from your e-mail again, or place the order again.</p>
          </div>
        ) : (
          <>
            {outcome?.tone !== 'success' ? (
              <>
                <p className={styles.lead}>
                  You chose to pay for order{' '}
                  <strong className={styles.orderId}>{link.orderId}</strong> in cash (or UPI) at
                  delivery. Please confirm it: we pack and ship it only once it is confirmed.
                </p>
                <p className={styles.muted}>
                  Nothing is confirmed until you press the button below.
                </p>
              </>
            ) : null}
            {outcome ? (
              <div
                ref={outcomeRef}
                tabIndex={-1}
                role={outcome.tone === 'success' ? 'status' : 'alert'}
                className={`${styles.result} ${outcome.tone === 'success' ? styles.success : styles.error}`}
              >
                {outcome.tone === 'success' ? (
                  <ConfirmedOrder confirmation={outcome.confirmation} />
                ) : (
                  <p>{outcome.message}</p>
                )}
              </div>
            ) : null}
            {!done ? (
              <Button
                block
                onClick={() => void press()}
                busy={isLoading}
                busyLabel="Confirming your order..."
              >
                Confirm my order
              </Button>
            ) : null}
          </>
        )}
        <div className={styles.actions}>
          {outcome?.tone === 'success' ? (
            <Link to={paths.shop.account.getHref()} className={buttonClassName('secondary')}>
              View my orders
            </Link>
          ) : null}
          <Link to={paths.shop.home.getHref()} className={buttonClassName('ghost')}>
            Continue shopping
          </Link>
        </div>
      </div>
    </section>
  );
}

function ConfirmedOrder({ confirmation }: { confirmation: CodConfirmation }) {
  const expected = formatDayRange(
    confirmation.deliveryEarliestDate,
    confirmation.deliveryLatestDate,
  );
  return (
    <>
      <p className={styles.resultTitle}>
        {confirmation.message || 'Thank you! Your order is confirmed.'}
      </p>
      <dl className={styles.facts}>
        {confirmation.dueOnDelivery > 0 ? (
          <div>
            <dt>To pay at delivery</dt>
            <dd>{formatINR(confirmation.dueOnDelivery)}</dd>
          </div>
        ) : null}
        {expected ? (
          <div>
            <dt>Expected delivery</dt>
            <dd>{expected}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
