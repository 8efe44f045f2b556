import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Order } from '../types/order';
import { formatOrderDate, orderStatusBadge, paymentStatusBadge } from '../utils/order-rules';
import { CopyOrderId } from './copy-order-id';
import { OrderReceipt } from './order-receipt';
import { StatusBadge } from './status-badge';
import styles from './orders.module.css';

/** Everything the account shows for an order: status, id, date, payment, items, shipping. */
export function OrderDetailsDialog({
  order,
  onClose,
}: {
  order: Order | null;
  onClose: () => void;
}) {
  if (!order) return null;
  const status = orderStatusBadge(order.orderStatus);
  const payment = paymentStatusBadge(order.paymentStatus);
  return (
    <Dialog open onClose={onClose} title="Order Details">
      <div className={styles.details}>
        <p className={styles.detailsStatus}>
          <StatusBadge {...status} />
        </p>
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
            <dd className={styles.capitalised}>{order.paymentMethod || '—'}</dd>
          </div>
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
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
