import type { Outbox } from '@boutique/service-kit';
import type { EntityManager } from 'typeorm';
import type { OrderRow } from './order.sql.js';

/** What cancelOrder needs of the order row (locked by the caller). */
export type CancellableOrder = Pick<
  OrderRow,
  'id' | 'user_id' | 'order_status' | 'tracking_number'
>;

/**
 * Marks an order cancelled in the caller's transaction (which holds the row lock): status
 * cancelled, its units not held (`stock_held` false), the reason kept (cancel_reason:
 * 'expired', 'sold-out' or 'customer') and a history row. The events are the caller's.
 */
export async function markCancelled(
  manager: EntityManager,
  order: Pick<CancellableOrder, 'id'>,
  reason: string,
): Promise<void> {
  await manager.query(
    `UPDATE orders SET order_status = 'cancelled', stock_held = false, cancel_reason = $2,
            order_update_date = now()
      WHERE id = $1`,
    [order.id, reason],
  );
  await manager.query(
    `INSERT INTO order_status_change (order_id, status) VALUES ($1, 'cancelled')`,
    [order.id],
  );
}

/** The order-status-changed of an order markCancelled has just cancelled. */
export function cancelledStatusChange(order: CancellableOrder) {
  return {
    orderId: order.id,
    userId: order.user_id,
    fromStatus: order.order_status,
    toStatus: 'cancelled',
    trackingNumber: order.tracking_number,
  };
}

/**
 * Cancels an unpaid order in the caller's transaction (markCancelled), with
 * order-cancelled {reason} and order-status-changed in the outbox. order-cancelled makes
 * catalogue release the reservation and payment close the provider order. The expiry
 * sweep ('expired'), a capture whose units were sold meanwhile ('sold-out') and the
 * customer's cancellation of an unpaid order ('customer') all end here.
 */
export async function cancelOrder(
  manager: EntityManager,
  outbox: Outbox,
  order: CancellableOrder,
  reason: string,
): Promise<void> {
  await markCancelled(manager, order, reason);
  await outbox.add(manager, 'order-cancelled', order.id, {
    orderId: order.id,
    userId: order.user_id,
    reason,
  });
  await outbox.add(manager, 'order-status-changed', order.id, cancelledStatusChange(order));
}
