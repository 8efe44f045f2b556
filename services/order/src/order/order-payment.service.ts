import { Injectable } from '@nestjs/common';
import type {
  CancelPaymentRequest,
  CancelPaymentResponse,
  CapturePaymentRequest,
  CapturePaymentResponse,
} from '@boutique/contracts/order/v1/order_service';
import {
  inTransaction,
  logger,
  mayActFor,
  Outbox,
  requireActor,
  rows,
  RpcErrors,
} from '@boutique/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { PaymentClient } from '../clients/payment.client.js';
import { upstreamError } from '../clients/upstream-errors.js';
import { failureReleases } from './attempts.js';
import { cancelOrder } from './cancel-order.js';
import { isSettled, onPaymentCaptured, type PaymentOutcome } from './order-state-machine.js';
import {
  eventLines,
  isUuid,
  dueOnDelivery,
  ORDER_COLUMNS,
  ORDER_NOT_FOUND,
  readOrder,
  withDetails,
  type OrderRow,
} from './order.sql.js';
import { oneLineAddress } from './pricing.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { StockHoldService } from './stock-hold.service.js';

const ORDER_EXPIRED = 'This order has expired. Please place a new order.';
const PAYMENT_CAPTURED = 'Payment captured successfully';
const PAYMENT_UNAVAILABLE = 'Payment could not be verified right now. Please try again.';
const SOLD_OUT_REFUNDED =
  'Sorry, the items of this order sold out before your payment was completed. Your payment will be refunded in full.';
const PAYMENT_CANCELLED = 'Payment cancelled';
const ALREADY_PAID = 'This order is already paid';
const CANCEL_UNAVAILABLE = 'The payment could not be cancelled right now. Please try again.';
const CANCELLED_BY_CUSTOMER =
  'You cancelled this order. If a payment was taken, it will be refunded in full.';

/**
 * Why a cancelled order cannot be paid, in the shopper's words, from its cancel_reason.
 * Orders cancelled before the reason was kept: the expiry cancels an order at or after its
 * expires_at; one cancelled before it lost its units to another shopper while the payment
 * was made (and its payment is refunded).
 */
function cancelledMessage(
  row: Pick<OrderRow, 'order_update_date' | 'expires_at' | 'cancel_reason'>,
): string {
  if (row.cancel_reason === 'customer') return CANCELLED_BY_CUSTOMER;
  if (row.cancel_reason === 'sold-out') return SOLD_OUT_REFUNDED;
  if (row.cancel_reason === 'expired') return ORDER_EXPIRED;
  return row.order_update_date.getTime() < row.expires_at.getTime()
    ? SOLD_OUT_REFUNDED
    : ORDER_EXPIRED;
}

/** What a captured payment did to an order (markPaid). */
type CaptureOutcome = PaymentOutcome | 'unknown' | 'sold-out';

/**
 * Payments of orders: the customer's capture, and the payment events. Capture and
 * payment-captured both end in markPaid, which locks the order row, so however many times
 * and in whatever order they arrive, an order is confirmed once and order-paid is written
 * once.
 */
@Injectable()
export class OrderPaymentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly payment: PaymentClient,
    private readonly stock: StockHoldService,
    private readonly invoices: InvoicesService,
  ) {}

  async capture(request: CapturePaymentRequest): Promise<CapturePaymentResponse> {
    const actor = requireActor(request.actor);
    const found = await readOrder(this.dataSource.manager, request.orderId);
    if (!found || !mayActFor(actor, found.row.user_id)) throw RpcErrors.notFound(ORDER_NOT_FOUND);
    if (isSettled(found.row.payment_status))
      return { order: found.order, message: PAYMENT_CAPTURED };
    if (found.row.order_status === 'cancelled')
      throw RpcErrors.failedPrecondition(cancelledMessage(found.row));

    try {
      await this.payment.rpc.capturePayment(
        {
          orderId: found.row.id,
          userId: found.row.user_id,
          paymentId: request.paymentId ?? '',
          signature: request.signature ?? '',
        },
        { timeoutMs: 20_000 },
      );
    } catch (error) {
      // The payment service's answer is the customer's answer (e.g. "Invalid payment signature").
      logger().warn({ err: error, orderId: found.row.id }, 'payment capture refused or failed');
      throw upstreamError(error, PAYMENT_UNAVAILABLE);
    }

    const outcome = await inTransaction(this.dataSource, (manager) =>
      this.markPaid(manager, found.row.id, request.paymentId ?? ''),
    ).catch((error: unknown) => {
      // Catalogue could not take the units again right now: payment-captured will retry.
      logger().warn({ err: error, orderId: found.row.id }, 'confirming the payment failed');
      throw upstreamError(error, PAYMENT_UNAVAILABLE);
    });
    // Too late: payment's own payment-captured for this payment gets the refund requested.
    if (outcome === 'too-late') {
      const cancelled = await readOrder(this.dataSource.manager, found.row.id);
      throw RpcErrors.failedPrecondition(cancelledMessage(cancelled?.row ?? found.row));
    }
    // The units were sold while the payment was made: cancelled, refunded the same way.
    if (outcome === 'sold-out') throw RpcErrors.failedPrecondition(SOLD_OUT_REFUNDED);
    const paid = await readOrder(this.dataSource.manager, found.row.id);
    return { order: paid?.order, message: PAYMENT_CAPTURED };
  }

  /**
   * Confirms a pending order as paid, in the caller's transaction: status, history, and
   * order-paid and order-status-changed in the outbox. An order already paid stays as it
   * is; a cancelled one is not revived ('too-late': payment-captured's handler then
   * publishes order-payment-refused, and payment refunds the money). The order's units
   * must be held: catalogue takes them again if they had been given back (a failed or
   * cancelled attempt); if they are gone the order is cancelled ('sold-out', refunded like
   * 'too-late'). Nothing is confirmed without its units.
   */
  async markPaid(
    manager: EntityManager,
    orderId: string,
    paymentId: string,
  ): Promise<CaptureOutcome> {
    if (!isUuid(orderId)) {
      logger().warn({ orderId }, 'payment captured for an order id that is not a uuid');
      return 'unknown';
    }
    const [row] = await rows<OrderRow>(
      manager,
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`,
      [orderId],
    );
    if (!row) {
      logger().warn({ orderId }, 'payment captured for an unknown order');
      return 'unknown';
    }
    const outcome = onPaymentCaptured({
      orderStatus: row.order_status,
      paymentStatus: row.payment_status,
    });
    if (outcome === 'too-late') {
      logger().warn(
        { orderId, paymentId, orderStatus: row.order_status },
        'payment captured after the order was cancelled: the order stays cancelled',
      );
      return outcome;
    }
    if (outcome === 'already-paid') return outcome;

    const shortages = await this.stock.take(manager, row);
    if (shortages.length > 0) {
      logger().warn(
        { orderId, paymentId, shortages: shortages.length },
        'payment captured for an order whose units were sold meanwhile: cancelled, to be refunded',
      );
      await cancelOrder(manager, this.outbox, row, 'sold-out');
      return 'sold-out';
    }

    await this.confirmHeld(manager, row, paymentId);
    return outcome;
  }

  /**
   * Confirms a pending order whose units are held, in the caller's transaction (which
   * holds the row lock): confirmed and paid (a cash-on-delivery order: cod, its cash due
   * at delivery), a history row, its GST invoice, and order-paid and order-status-changed in
   * the outbox. markPaid (a captured payment, a COD advance among them) and the COD
   * e-mail confirmation (no payment id) end here.
   */
  async confirmHeld(manager: EntityManager, row: OrderRow, paymentId: string): Promise<void> {
    const orderId = row.id;
    const cod = row.payment_method === 'cod';
    const [updated] = await rows<OrderRow>(
      manager,
      `UPDATE orders o SET order_status = 'confirmed', payment_id = $2,
              payment_status = CASE WHEN $3::boolean THEN 'cod' ELSE 'paid' END,
              stock_held = true, order_update_date = now(),
              cod_status = CASE WHEN $3::boolean THEN 'confirmed' ELSE cod_status END,
              cod_confirmed_at = CASE WHEN $3::boolean THEN now() ELSE cod_confirmed_at END
        WHERE o.id = $1 RETURNING ${ORDER_COLUMNS}`,
      [orderId, paymentId, cod],
    );
    await manager.query(
      `INSERT INTO order_status_change (order_id, status, tracking_number) VALUES ($1, 'confirmed', $2)`,
      [orderId, updated.tracking_number],
    );
    const [order] = await withDetails(manager, [updated]);
    // The GST invoice, numbered in this transaction (none before the owner's tax settings).
    // Last but the two outbox rows: the series' counter row stays locked until the commit,
    // so the less that follows it, the less concurrent payments wait for each other.
    const invoice = await this.invoices.issueInvoice(manager, updated);
    const address = order.address!;
    await this.outbox.add(manager, 'order-paid', orderId, {
      orderId,
      userId: order.userId,
      email: order.email,
      userName: order.userName,
      totalAmount: order.totalAmount,
      lines: eventLines(order.lines),
      paymentId,
      orderDate: order.orderDate,
      shippingName: address.name,
      shippingAddress: oneLineAddress(address),
      deliveryEarliestDate: address.deliveryEarliestDate,
      deliveryLatestDate: address.deliveryLatestDate,
      invoiceNumber: invoice?.number ?? '',
      invoicePdf: invoice?.pdf ?? Buffer.alloc(0),
      invoiceFileName: invoice?.fileName ?? '',
      paymentMethod: cod ? 'cod' : 'razorpay',
      amountDue: cod ? dueOnDelivery(updated) : 0,
    });
    await this.outbox.add(manager, 'order-status-changed', orderId, {
      orderId,
      userId: order.userId,
      fromStatus: row.order_status,
      toStatus: 'confirmed',
      trackingNumber: order.trackingNumber,
    });
  }

  /**
   * payment-refunded: records the refund of the order's own payment once (the row keeps
   * the first: a redelivered or repeated event changes nothing) and publishes
   * order-refunded for the customer's e-mail, in the consumer's transaction.
   */
  async recordRefund(
    manager: EntityManager,
    refund: {
      orderId: string;
      paymentId: string;
      amount: number;
      providerRefundId: string;
      refundedAt: string;
    },
  ): Promise<void> {
    if (!isUuid(refund.orderId) || !refund.paymentId) return;
    const [row] = await rows<OrderRow>(
      manager,
      `UPDATE orders o SET refunded_amount = $3, refund_reference = $4, refunded_at = $5,
              order_update_date = now()
        WHERE o.id = $1 AND o.payment_id = $2 AND o.refunded_at IS NULL
        RETURNING ${ORDER_COLUMNS}`,
      [
        refund.orderId,
        refund.paymentId,
        refund.amount,
        refund.providerRefundId.slice(0, 60),
        refund.refundedAt || new Date().toISOString(),
      ],
    );
    if (!row) return;
    await this.outbox.add(manager, 'order-refunded', row.id, {
      orderId: row.id,
      userId: row.user_id,
      email: row.email,
      userName: row.user_name,
      amount: row.refunded_amount,
      refundReference: row.refund_reference,
      refundedAt: row.refunded_at!.toISOString(),
    });
  }

  /**
   * payment-captured for an order markPaid found cancelled (or cancelled because its units
   * were gone): order-payment-refused in the caller's transaction (the one that refused),
   * so payment refunds the payment. Only the payment-captured handler calls this: payment
   * publishes payment-captured once per order and the consumer handles each event once,
   * so the refusal is published once (and payment refunds a payment id at most once).
   */
  async refusePayment(
    manager: EntityManager,
    payment: { orderId: string; paymentId: string; amount: number },
  ): Promise<void> {
    await this.outbox.add(manager, 'order-payment-refused', payment.orderId, {
      orderId: payment.orderId,
      paymentId: payment.paymentId,
      amount: payment.amount,
      reason: 'order-cancelled',
    });
  }

  /**
   * A failed attempt (payment-failed), in the caller's transaction: payment status failed,
   * and the units go back at once unless a new attempt began after the failed payment was
   * made. The order stays payable until it expires; a new attempt or a capture takes the
   * units again.
   */
  async markFailed(
    manager: EntityManager,
    failure: { orderId: string; attemptedAt?: string },
  ): Promise<void> {
    if (!isUuid(failure.orderId)) return;
    const [row] = await rows<OrderRow>(
      manager,
      `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`,
      [failure.orderId],
    );
    if (!row || row.order_status !== 'pending' || isSettled(row.payment_status)) return;
    if (row.payment_status === 'pending')
      await manager.query(
        `UPDATE orders SET payment_status = 'failed', order_update_date = now() WHERE id = $1`,
        [row.id],
      );
    if (failureReleases(row.stock_held_since, failure.attemptedAt ?? ''))
      await this.stock.release(manager, row);
  }

  /**
   * The owner closed, cancelled or timed out the payment window: a pending order gives its
   * units back at once (it stays pending; a new attempt takes them again). Owner only (an
   * admin too gets NOT_FOUND for another's order); a paid order is FAILED_PRECONDITION; a
   * cancelled one has nothing left to give back and is answered as it is.
   */
  async cancelPayment(request: CancelPaymentRequest): Promise<CancelPaymentResponse> {
    const actor = requireActor(request.actor);
    const found = await readOrder(this.dataSource.manager, request.orderId);
    if (!found || found.row.user_id !== actor.userId) throw RpcErrors.notFound(ORDER_NOT_FOUND);
    const order = await inTransaction(this.dataSource, async (manager) => {
      const [row] = await rows<OrderRow>(
        manager,
        `SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 FOR UPDATE`,
        [found.row.id],
      );
      if (isSettled(row.payment_status)) throw RpcErrors.failedPrecondition(ALREADY_PAID);
      await this.stock.release(manager, row).catch((error: unknown) => {
        logger().warn({ err: error, orderId: row.id }, 'giving back the stock failed');
        throw upstreamError(error, CANCEL_UNAVAILABLE);
      });
      return (await readOrder(manager, row.id))!.order;
    });
    return { order, message: PAYMENT_CANCELLED };
  }
}
