import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Order } from '../types/order';
import {
  codStatusLine,
  formatOrderDate,
  isCashOnDelivery,
  orderStatusBadge,
  paymentMethodLabel,
  paymentStatusBadge,
  refundNote,
} from '../utils/order-rules';
import { CancelOrder, type CancelOutcome } from './cancel-order';
import { CopyOrderId } from './copy-order-id';
import { OrderDocuments } from './order-documents';
import { OrderReceipt } from './order-receipt';
import { ReturnState } from './order-return';
import { RequestReturn } from './request-return';
import { StatusBadge } from './status-badge';
import styles from './orders.module.css';

/**
 * Everything the account shows for an order: status, id, date, payment, items, shipping;
 * "Cancel order" while the server allows it, the server's answer to it and, once a paid
 * order is cancelled or rejected, its refund (on its way, then made: amount, day and the
 * provider's reference); its GST tax invoice and credit note to download (and a failed
 * download's message); "Request a return" within a delivered order's return window, and
 * the return's state once asked (docs/returns.md). The page keys it by order, so a message belongs to one.
 */
export function OrderDetailsDialog({
  order,
  userId,
  onClose,
}: {
  order: Order | null;
  userId: string;
  onClose: () => void;
}) {
  const [outcome, setOutcome] = useState<CancelOutcome | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // The answer takes the focus from the confirmation (its Cancel order button may be gone).
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  if (!order) return null;
  const status = orderStatusBadge(order.orderStatus);
  const payment = paymentStatusBadge(order);
  const refund = refundNote(order);
  const cod = codStatusLine(order);
  return (
    <Dialog open onClose={onClose} title="Order Details">
      <div className={styles.details}>
        <p className={styles.detailsStatus}>
          <StatusBadge {...status} />
        </p>
        {outcome ? (
          <p
            ref={outcomeRef}
            tabIndex={-1}
            role={outcome.tone === 'error' ? 'alert' : 'status'}
            className={`${styles.notice} ${outcome.tone === 'error' ? styles.noticeError : styles.noticeSuccess}`}
          >
            {outcome.text}
          </p>
        ) : null}
        {refund ? <p className={styles.refundNote}>{refund}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>Order ID</dt>
            <dd className={styles.idCell}>
              <span className={styles.fullId}>{order.id}</span>
              <CopyOrderId orderId={order.id} />
            </dd>
          </div>
          <div>
            <dt>Order Date</dt>
            <dd>{formatOrderDate(order.orderDate)}</dd>
          </div>
          <div>
            <dt>Payment Method</dt>
            <dd className={isCashOnDelivery(order) ? undefined : styles.capitalised}>
              {paymentMethodLabel(order)}
            </dd>
          </div>
          {cod ? (
            <div>
              <dt>Cash on delivery</dt>
              <dd className={styles.codStatus}>{cod}</dd>
            </div>
          ) : null}
          <div>
            <dt>Payment Status</dt>
            <dd>
              <StatusBadge {...payment} />
            </dd>
          </div>
          {order.trackingNumber ? (
            <div>
              <dt>Tracking Number</dt>
              <dd>{order.trackingNumber}</dd>
            </div>
          ) : null}
          {order.courierName ? (
            <div>
              <dt>Courier</dt>
              <dd>
                {order.courierName}
                {order.trackingUrl ? (
                  <>
                    {' · '}
                    <a href={order.trackingUrl} target="_blank" rel="noreferrer">
                      Track your parcel
                    </a>
                  </>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>

        <OrderReceipt order={order} />
        <ReturnState order={order} />
        <OrderDocuments order={order} onOutcome={setOutcome} />
        <div className={styles.dialogActions}>
          <RequestReturn order={order} userId={userId} onOutcome={setOutcome} />
          <CancelOrder order={order} userId={userId} onOutcome={setOutcome} />
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
