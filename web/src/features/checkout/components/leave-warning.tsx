import { useEffect, useRef, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import type { PaymentPhase } from '../hooks/use-payment-flow';
import styles from './checkout.module.css';

/**
 * While a payment is in progress, closing or reloading the tab raises the browser's own
 * warning (beforeunload) and leaving within the app asks first: Stay on Page or Close Anyway.
 */
export function LeaveWarning({
  activeRef,
  active,
}: {
  activeRef: RefObject<PaymentPhase>;
  active: boolean;
}) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      activeRef.current !== 'idle' &&
      activeRef.current !== 'creating' &&
      currentLocation.pathname !== nextLocation.pathname &&
      nextLocation.pathname !== paths.shop.paymentSuccess.path,
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  const isBlocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={isBlocked}
      onClose={() => blocker.reset?.()}
      title="Payment in Progress"
      initialFocusRef={stayRef}
      description={
        <p>
          Your payment is still being processed. If you leave now, your order may not be completed.
        </p>
      }
    >
      <div className={styles.dialogActions}>
        <Button ref={stayRef} onClick={() => blocker.reset?.()}>
          Stay on Page
        </Button>
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          Close Anyway
        </Button>
      </div>
    </Dialog>
  );
}
