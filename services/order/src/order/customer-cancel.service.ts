import { Injectable } from '@nestjs/common';
import type {
  CancelOrderRequest,
  CancelOrderResponse,
} from '@boutique/contracts/order/v1/order_service';
import { inTransaction, Outbox, requireActor, rows, RpcErrors } from '@boutique/service-kit';
import { DataSource } from 'typeorm';
import { InvoicesService } from '../invoices/invoices.service.js';
import { cancelledStatusChange, cancelOrder, markCancelled } from './cancel-order.js';
import { CANCELLED_PAID, CANCELLED_UNPAID, planCustomerCancel } from './order-state-machine.js';
import {
  eventLines,
  isUuid,
  ORDER_COLUMNS,
  ORDER_NOT_FOUND,
  withDetails,
  type OrderRow,
} from './order.sql.js';

/** The payment a cancelled confirmed order gives back (paise): all of it, or a COD advance. */
function refundOnCancel(row: OrderRow): number {
  if (row.payment_status === 'paid') return row.total_amount;
  if (row.payment_status === 'cod' && row.payment_id) return row.cod_advance;
  return 0;
}

/**
 * The customer cancels their own order before it is shipped (docs/api-buying.md,
 * "Cancelling an order"). In one transaction under the order's row lock (so an admin
 * shipping it at the same moment is either before, and the cancellation is refused, or
 * after, and finds it cancelled):
 * - a paid (or confirmed cash-on-delivery) order becomes cancelled (cancel_reason 'customer'), with order-cancelled-by-
 *   customer (catalogue returns its units, notification mails both sides) and
 *   order-payment-refused reason 'customer-cancelled' (payment refunds it in full, once; a
 *   COD order refunds its advance, if it paid one);
 * - an unpaid one is cancelled as an expired one is (order-cancelled reason 'customer':
 *   its reservation released, the provider order closed), plus order-cancelled-by-customer
 *   for the customer's e-mail. A payment that still arrives is refunded (too late).
 */
@Injectable()
export class CustomerCancelService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly invoices: InvoicesService,
  ) {}

  async cancel(request: CancelOrderRequest): Promise<CancelOrderResponse> {
    const actor = requireActor(request.actor);
    if (!isUuid(request.orderId)) throw RpcErrors.notFound(ORDER_NOT_FOUND);
    return inTransaction(this.dataSource, async (manager) => {
      const [row] = await rows<OrderRow>(
        manager,
        `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`,
        [request.orderId],
      );
      // Only the order's own customer cancels it here (an admin rejects instead).
      if (!row || actor.userId !== row.user_id) throw RpcErrors.notFound(ORDER_NOT_FOUND);
      const plan = planCustomerCancel({
        orderStatus: row.order_status,
        paymentStatus: row.payment_status,
        cancelReason: row.cancel_reason,
      });
      if (plan.do === 'refuse') throw RpcErrors.failedPrecondition(plan.message);
      // What comes back to the customer: a paid order's total, a COD order's advance (none
      // when it had no advance: the cash was never paid).
      const refund = refundOnCancel(row);
      const paid = refund > 0;
      const message = paid ? CANCELLED_PAID : CANCELLED_UNPAID;
      if (plan.do === 'nothing') {
        const [order] = await withDetails(manager, [row]);
        return { order, message };
      }

      if (plan.do === 'cancel-unpaid') {
        await cancelOrder(manager, this.outbox, row, 'customer');
      } else {
        await markCancelled(manager, row, 'customer');
        await this.outbox.add(manager, 'order-status-changed', row.id, cancelledStatusChange(row));
        if (paid)
          await this.outbox.add(manager, 'order-payment-refused', row.id, {
            orderId: row.id,
            paymentId: row.payment_id,
            amount: refund,
            reason: 'customer-cancelled',
          });
        await this.invoices.issueCreditNote(manager, row.id, 'Order cancelled by the customer');
      }
      const [updated] = await rows<OrderRow>(
        manager,
        `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1`,
        [row.id],
      );
      const [order] = await withDetails(manager, [updated]);
      await this.outbox.add(manager, 'order-cancelled-by-customer', row.id, {
        orderId: row.id,
        userId: row.user_id,
        email: row.email,
        userName: row.user_name,
        totalAmount: row.total_amount,
        lines: eventLines(order.lines),
        paid,
        paymentId: row.payment_id,
        refundAmount: refund,
        confirmed: plan.do === 'cancel-paid',
      });
      return { order, message };
    });
  }
}
