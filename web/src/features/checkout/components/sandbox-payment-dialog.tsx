import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatINR } from '@/lib/format';
import type { SandboxPayment } from '../hooks/use-payment-flow';
import styles from './checkout.module.css';

type SandboxPaymentDialogProps = {
  payment: SandboxPayment | null;
  busy: boolean;
  onPay: () => void;
  onFail: () => void;
  onCancel: () => void;
};

/**
 * The payment window when no Razorpay keys are configured: a modal dialog (focus trapped,
 * Escape cancels) standing in for Razorpay's widget, with Pay, Fail and Cancel.
 */
export function SandboxPaymentDialog({
  payment,
  busy,
  onPay,
  onFail,
  onCancel,
}: SandboxPaymentDialogProps) {
  const payRef = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={payment !== null}
      onClose={cancel}
      title="Test payment"
      initialFocusRef={payRef}
      description={
        <p>
          This shop runs without a payment provider. Choose how this test payment of{' '}
          <strong>{formatINR((payment?.amount ?? 0) / 100)}</strong> ends; no money moves.
        </p>
      }
    >
      <p className={styles.sandboxOrder}>
        Provider order <code>{payment?.razorpayOrderId}</code>
      </p>
      <div className={styles.dialogActions}>
        <Button ref={payRef} onClick={onPay} busy={busy} busyLabel="Processing...">
          Pay
        </Button>
        <Button variant="danger" onClick={onFail} disabled={busy}>
          Fail
        </Button>
        <Button variant="secondary" onClick={cancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
