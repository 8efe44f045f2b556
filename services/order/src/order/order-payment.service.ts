import { Injectable } from '@nestjs/common';
import type {
  CapturePaymentRequest,
  CapturePaymentResponse,
} from '@boutique/contracts/order/v1/order_service';
import { inTransaction, logger, Outbox, rows, RpcErrors } from '@boutique/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { canSee, ORDER_NOT_FOUND, requireUser } from '../access/actor.js';
import { PaymentClient } from '../clients/payment.client.js';
import { upstreamError } from '../clients/upstream-errors.js';
import { onPaymentCaptured, type PaymentOutcome } from './order-state-machine.js';
import {
  eventLines,
  isUuid,
  ORDER_COLUMNS,
  readOrder,
  withDetails,
  type OrderRow,
} from './order-view.js';
import { oneLineAddress } from './pricing.js';

export const ORDER_EXPIRED = 'This order has expired. Please place a new order.';
export const PAYMENT_CAPTURED = 'Payment captured successfully';
export const PAYMENT_UNAVAILABLE = 'Payment could not be verified right now. Please try again.';

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
  ) {}

  async capture(request: CapturePaymentRequest): Promise<CapturePaymentResponse> {
    const actor = requireUser(request.actor);
    const found = await readOrder(this.dataSource.manager, request.orderId);
    if (!found || !canSee(actor, found.row.user_id)) throw RpcErrors.notFound(ORDER_NOT_FOUND);
    if (found.row.payment_status === 'paid')
      return { order: found.order, message: PAYMENT_CAPTURED };
    if (found.row.order_status === 'cancelled') throw RpcErrors.failedPrecondition(ORDER_EXPIRED);

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
    );
    // Too late: payment's own payment-captured for this payment gets the refund requested.
    if (outcome === 'too-late') throw RpcErrors.failedPrecondition(ORDER_EXPIRED);
    const paid = await readOrder(this.dataSource.manager, found.row.id);
    return { order: paid?.order, message: PAYMENT_CAPTURED };
  }

  /**
   * Confirms a pending order as paid, in the caller's transaction: status, history, and
   * order-paid and order-status-changed in the outbox. An order already paid stays as it
   * is; a cancelled one is not revived ('too-late': payment-captured's handler then
   * publishes order-payment-refused, and payment refunds the money).
   */
  async markPaid(
    manager: EntityManager,
    orderId: string,
    paymentId: string,
  ): Promise<PaymentOutcome | 'unknown'> {
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

    const [updated] = await rows<OrderRow>(
      manager,
      `UPDATE orders o SET order_status = 'confirmed', payment_status = 'paid', payment_id = $2,
              order_update_date = now()
        WHERE o.id = $1 RETURNING ${ORDER_COLUMNS}`,
      [orderId, paymentId],
    );
    await manager.query(
      `INSERT INTO order_status_change (order_id, status, tracking_number) VALUES ($1, 'confirmed', $2)`,
      [orderId, updated.tracking_number],
    );
    const [order] = await withDetails(manager, [updated]);
    const address = order.address!;
    await this.outbox.add(manager, 'order-paid', orderId, {
      orderId,
      userId: order.userId,
      email: order.email,
      userName: order.userName,
      totalAmount: order.totalAmount,
      lines: eventLines(order),
      paymentId,
      orderDate: order.orderDate,
      shippingName: address.name,
      shippingAddress: oneLineAddress(address),
    });
    await this.outbox.add(manager, 'order-status-changed', orderId, {
      orderId,
      userId: order.userId,
      fromStatus: row.order_status,
      toStatus: 'confirmed',
      trackingNumber: order.trackingNumber,
    });
    return outcome;
  }

  /**
   * payment-captured for an order markPaid found cancelled: order-payment-refused in the
   * caller's transaction (the one that refused), so payment refunds the payment. Only the
   * payment-captured handler calls this: payment publishes payment-captured once per
   * order and the consumer handles each event once, so the refusal is published once
   * (and payment refunds a payment id at most once anyway).
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

  /** A failed attempt: payment status failed, the order stays payable until it expires. */
  async markFailed(manager: EntityManager, orderId: string): Promise<void> {
    if (!isUuid(orderId)) return;
    await manager.query(
      `UPDATE orders SET payment_status = 'failed', order_update_date = now()
        WHERE id = $1 AND order_status = 'pending' AND payment_status = 'pending'`,
      [orderId],
    );
  }
}
