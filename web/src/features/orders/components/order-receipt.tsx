import { formatINR } from '@/lib/format';
import type { Order } from '../types/order';
import { addressLines, codAmounts, expectedDelivery } from '../utils/order-rules';
import styles from './orders.module.css';

/**
 * An order's items (title, code, colour, quantity, line total), its total and where it
 * goes: the account's order details and the payment success page show the same.
 * `headingLevel` fits it under the page's headings.
 */
export function OrderReceipt({ order, headingLevel = 3 }: { order: Order; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const address = order.addressInfo;
  const expected = expectedDelivery(order);
  // A cash-on-delivery order's fee, advance and what is due at the door sit above its total.
  return (
    <>
      <Heading className={styles.subheading}>Items</Heading>
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
      {codAmounts(order).map((row) => (
        <p key={row.label} className={styles.amountRow}>
          <span>{row.label}</span>
          <span>{row.value}</span>
        </p>
      ))}
      <p className={styles.totalRow}>
        <span>Total Amount</span>
        <strong>{formatINR(order.totalAmount)}</strong>
      </p>

      <Heading className={styles.subheading}>Shipping Info</Heading>
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
      {expected ? (
        <p className={styles.expected}>
          Expected delivery: <strong>{expected}</strong>
        </p>
      ) : null}
    </>
  );
}
