import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatINR } from '@/lib/format';
import type { Order } from '../types/order';
import {
  addressLines,
  formatOrderDate,
  orderStatusBadge,
  paymentStatusBadge,
} from '../utils/order-rules';
import { CopyOrderId } from './copy-order-id';
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
  const address = order.addressInfo;
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

        <h3 className={styles.subheading}>Items</h3>
        <ul className={styles.items}>
          {order.cartItems.map((line, index) => (
            <li key={`${line.productId}-${line.colour?.id ?? index}`} className={styles.item}>
              <div>
                <p className={styles.itemTitle}>{line.title}</p>
                {line.productCode ? <p className={styles.muted}>Code: {line.productCode}</p> : null}
                {line.colour?.title ? (
                  <p className={styles.muted}>Colour: {line.colour.title}</p>
                ) : null}
                <p className={styles.muted}>Quantity: {line.quantity}</p>
              </div>
              <p className={styles.itemTotal}>{formatINR(line.lineTotal)}</p>
            </li>
          ))}
        </ul>
        <p className={styles.totalRow}>
          <span>Total Amount</span>
          <strong>{formatINR(order.totalAmount)}</strong>
        </p>

        <h3 className={styles.subheading}>Shipping Info</h3>
        <address className={styles.address}>
          {address.name ? <span>{address.name}</span> : null}
          {addressLines(address.address).map((line, index) => (
            <span key={index}>{line}</span>
          ))}
          {address.state ? <span>{address.state}</span> : null}
          <span>
            {address.city} - {address.pincode}
          </span>
          {address.phone ? <span>Phone: {address.phone}</span> : null}
          {address.notes ? <span>Landmark: {address.notes}</span> : null}
        </address>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
