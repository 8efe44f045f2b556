import { useRef, useState } from 'react';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelOrderMutation } from '../api/orders-api';
import type { Order } from '../types/order';
import {
  CANCEL_FAILED,
  CANCEL_TITLE,
  CANCELLED_FALLBACK,
  cancelConsequence,
} from '../utils/order-rules';

/** What came of a cancel: the server's words, shown in the order's details. */
export type CancelOutcome = { tone: 'success' | 'error'; text: string };

type CancelOrderProps = {
  order: Order;
  userId: string;
  onOutcome: (outcome: CancelOutcome) => void;
};

/**
 * "Cancel order" for an order the server still lets the customer cancel, and the
 * confirmation that says what happens (a paid order is refunded in full). One request at a
 * time: while it runs the confirmation's buttons are disabled and it cannot be dismissed.
 * The server's message goes to the toast and to `onOutcome`, after success and refusal alike
 * (the cached order is updated or read again by the endpoint).
 */
export function CancelOrder({ order, userId, onOutcome }: CancelOrderProps) {
  const { toast } = useToast();
  const [cancelOrder] = useCancelOrderMutation();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  async function confirm() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const result = await cancelOrder({ orderId: order.id, userId });
    sending.current = false;
    setBusy(false);
    setAsking(false);
    if ('error' in result) {
      const text = getApiErrorMessage(result.error, CANCEL_FAILED);
      toast({ title: text, variant: 'destructive' });
      onOutcome({ tone: 'error', text });
      return;
    }
    const text = result.data.message || CANCELLED_FALLBACK;
    toast({ title: text, variant: 'success' });
    onOutcome({ tone: 'success', text });
  }

  return (
    <>
      {order.cancellable ? (
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setAsking(true)}>
          Cancel order
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={CANCEL_TITLE}
        message={cancelConsequence(order)}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={busy}
        busyLabel="Cancelling…"
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
