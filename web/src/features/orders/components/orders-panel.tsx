import { useId, useState } from 'react';
import { Link } from 'react-router';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatINR } from '@/lib/format';
import { useGetMyOrdersQuery } from '../api/orders-api';
import {
  codStatusLine,
  formatOrderDate,
  matchesOrderSearch,
  newestFirst,
  orderStatusBadge,
  shortOrderId,
} from '../utils/order-rules';
import { returnSummary } from '../utils/return-rules';
import { CopyOrderId } from './copy-order-id';
import { OrderDetailsDialog } from './order-details-dialog';
import { StatusBadge } from './status-badge';
import styles from './orders.module.css';

export const NO_MATCH = 'No orders match your search. Try a different search term.';

/** The account's Orders tab: search, the table (newest first) and the details dialog. */
export function OrdersPanel({ userId }: { userId: string }) {
  const searchId = useId();
  const { data, isLoading, isError, error, refetch } = useGetMyOrdersQuery(userId);
  const [term, setTerm] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // The order in the details dialog, read from the list as it is now (a cancel updates it).
  const [openId, setOpenId] = useState<string | null>(null);

  if (isLoading) {
    return (
      <p className={styles.muted} role="status">
        Loading your orders…
      </p>
    );
  }
  // A failed read again keeps the orders already shown (and their open details).
  if (isError && !data) {
    return (
      <div className={styles.empty} role="alert">
        <p>{getApiErrorMessage(error, 'Failed to load your orders.')}</p>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => void refetch()}
        >
          Try again
        </button>
      </div>
    );
  }

  const orders = newestFirst(data ?? []);
  if (orders.length === 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>No Orders Found</h2>
        <p className={styles.muted}>You haven&apos;t placed any orders yet.</p>
        <Link to={paths.shop.collections.getHref()} className={buttonClassName('primary')}>
          Start Shopping
        </Link>
      </div>
    );
  }

  const shown = orders.filter((order) => matchesOrderSearch(order, term));
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={styles.panel}>
      <label htmlFor={searchId} className="visually-hidden">
        Search orders
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.search}
        placeholder="Search by order ID or date..."
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {term.trim() ? `${shown.length} ${shown.length === 1 ? 'order' : 'orders'} found` : ''}
      </p>
      {shown.length === 0 ? (
        <p className={styles.noMatch}>{NO_MATCH}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Your orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order ID</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
                <th scope="col">
                  <span className="visually-hidden">Details</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((order) => {
                const isExpanded = expanded.has(order.id);
                return (
                  <tr key={order.id}>
                    <td data-label="Order ID">
                      <span className={styles.idCell}>
                        <button
                          type="button"
                          className={styles.idButton}
                          aria-expanded={isExpanded}
                          aria-label={
                            isExpanded
                              ? `Order ID ${order.id}, collapse`
                              : `Order ID ${shortOrderId(order.id)}, show full ID`
                          }
                          onClick={() => toggle(order.id)}
                        >
                          {isExpanded ? order.id : shortOrderId(order.id)}
                        </button>
                        <CopyOrderId orderId={order.id} />
                      </span>
                    </td>
                    <td data-label="Date">{formatOrderDate(order.orderDate)}</td>
                    <td data-label="Status">
                      <StatusBadge {...orderStatusBadge(order.orderStatus)} />
                      {codStatusLine(order) ? (
                        <span className={styles.codNote}>{codStatusLine(order)}</span>
                      ) : null}
                      {returnSummary(order) ? (
                        <span className={styles.codNote}>{returnSummary(order)}</span>
                      ) : null}
                    </td>
                    <td data-label="Total">{formatINR(order.totalAmount)}</td>
                    <td>
                      <button
                        type="button"
                        className={buttonClassName('secondary')}
                        onClick={() => setOpenId(order.id)}
                        aria-label={`Details of order ${shortOrderId(order.id)}`}
                      >
                        Details
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <OrderDetailsDialog
        key={openId ?? ''}
        order={orders.find((order) => order.id === openId) ?? null}
        userId={userId}
        onClose={() => setOpenId(null)}
      />
    </div>
  );
}
