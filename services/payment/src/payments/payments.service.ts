import { Inject, Injectable, Logger } from '@nestjs/common';
import { inTransaction, Outbox, payments, rows, RpcErrors } from '@boutique/service-kit';
import type {
  CapturePaymentRequest,
  CapturePaymentResponse,
  CreateProviderOrderRequest,
  CreateProviderOrderResponse,
  GetPaymentConfigResponse,
} from '@boutique/contracts/payment/v1/payment_service';
import { DataSource, type EntityManager } from 'typeorm';
import { confirmPayment } from '../providers/confirm-payment.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider.js';
import { RefundsService, type RefundReason } from '../refunds/refunds.service.js';
import {
  EXPIRED_MESSAGE,
  INVALID_PAYMENT_SIGNATURE,
  ORDER_NOT_FOUND,
  PAYMENT_NOT_COMPLETED,
} from '../common/payment-messages.js';
import { checkoutSignature, signatureMatches } from '../common/signatures.js';

/** provider_order.status. */
type ProviderOrderStatus = 'created' | 'paid' | 'cancelled';

interface ProviderOrderRow {
  order_id: string;
  user_id: string;
  provider: string;
  razorpay_order_id: string;
  amount: number;
  currency: string;
  status: ProviderOrderStatus;
  payment_id: string | null;
}

/** A captured payment as the provider reported it. */
interface CapturedPayment {
  razorpayOrderId: string;
  paymentId: string;
  amount: number;
  method: string;
}

type CaptureRecord =
  | { kind: 'recorded' | 'already'; answer: CapturePaymentResponse }
  | { kind: 'cancelled' | 'unknown-order' | 'amount-mismatch' };

const ORDER_COLUMNS = `order_id, user_id, provider, razorpay_order_id, amount, currency, status, payment_id`;

/**
 * Provider orders and captures. A payment is recorded by recordCapture only, in a
 * transaction holding the provider order's row lock, so the browser's capture and the
 * provider's webhooks, in any order and any number of times, record one payment and
 * publish one payment-captured.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('PaymentsService');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly refunds: RefundsService,
  ) {}

  config(): GetPaymentConfigResponse {
    return { provider: this.provider.name, keyId: this.provider.keyId };
  }

  /** Creates the provider order once per order id; a repeat answers the same one. */
  async createProviderOrder(
    request: CreateProviderOrderRequest,
  ): Promise<CreateProviderOrderResponse> {
    const orderId = request.orderId?.trim() ?? '';
    const userId = request.userId?.trim() ?? '';
    const currency = (request.currency?.trim() || 'INR').toUpperCase();
    if (!orderId || orderId.length > 100) throw RpcErrors.invalid('Order id is required');
    if (!userId || userId.length > 100) throw RpcErrors.invalid('User id is required');
    if (!Number.isInteger(request.amount) || request.amount < 100)
      throw RpcErrors.invalid('Amount must be a whole number of paise, at least 100');
    if (!/^[A-Z]{3}$/.test(currency)) throw RpcErrors.invalid('Currency must be a 3-letter code');

    const existing = await this.findOrder(this.dataSource.manager, orderId);
    if (existing) return this.orderAnswer(existing);

    const created = await this.provider.createOrder({
      amount: request.amount,
      currency,
      receipt: orderId,
      notes: { order_id: orderId },
    });
    // Two concurrent first calls: the first insert wins; the other provider order is
    // never shown to anyone and expires at the provider unpaid.
    // The inserted row answers (nothing read back); only the loser of that race reads the winner.
    const [inserted] = await rows<ProviderOrderRow>(
      this.dataSource,
      `INSERT INTO provider_order (order_id, user_id, provider, razorpay_order_id, amount, currency)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_id) DO NOTHING RETURNING ${ORDER_COLUMNS}`,
      [orderId, userId, this.provider.name, created.id, created.amount, created.currency],
    );
    const stored = inserted ?? (await this.findOrder(this.dataSource.manager, orderId))!;
    return this.orderAnswer(stored);
  }

  /** The browser's capture: verify the signature, ask the provider, record once. */
  async capture(request: CapturePaymentRequest): Promise<CapturePaymentResponse> {
    const [order] = await rows<ProviderOrderRow>(
      this.dataSource,
      `SELECT ${ORDER_COLUMNS} FROM provider_order WHERE order_id = $1 AND user_id = $2`,
      [request.orderId?.trim() ?? '', request.userId?.trim() ?? ''],
    );
    if (!order) throw RpcErrors.notFound(ORDER_NOT_FOUND);
    const paymentId = request.paymentId?.trim() ?? '';
    // The provider order id is the one stored for this order, never one from the client.
    const expected = checkoutSignature(
      await this.provider.keySecret(),
      order.razorpay_order_id,
      paymentId,
    );
    if (!paymentId || !signatureMatches(expected, request.signature))
      throw RpcErrors.invalid(INVALID_PAYMENT_SIGNATURE);

    if (order.status === 'paid') {
      const answer = await this.recordedAnswer(this.dataSource.manager, order);
      if (answer) return answer;
    }
    if (order.status === 'cancelled') throw RpcErrors.failedPrecondition(EXPIRED_MESSAGE);

    const confirmation = await confirmPayment(this.provider, paymentId, {
      providerOrderId: order.razorpay_order_id,
      amount: order.amount,
      currency: order.currency,
    });
    if (!confirmation.ok) {
      this.logger.warn(
        `capture of ${paymentId} for order ${order.order_id} refused: ${confirmation.reason}`,
      );
      payments.inc({ outcome: 'refused' });
      throw RpcErrors.failedPrecondition(PAYMENT_NOT_COMPLETED);
    }
    const record = await inTransaction(this.dataSource, (manager) =>
      this.recordCapture(manager, {
        razorpayOrderId: order.razorpay_order_id,
        paymentId,
        amount: confirmation.payment.amount,
        method: confirmation.payment.method,
      }),
    );
    if (record.kind === 'recorded') payments.inc({ outcome: 'captured' });
    if (record.kind === 'recorded' || record.kind === 'already') return record.answer;
    if (record.kind === 'cancelled') throw RpcErrors.failedPrecondition(EXPIRED_MESSAGE);
    throw RpcErrors.failedPrecondition(PAYMENT_NOT_COMPLETED);
  }

  /**
   * Records a captured payment in the caller's transaction, locking the provider order:
   * the first capture writes the payment, marks the order paid and adds payment-captured
   * to the outbox; any later one answers the recorded payment and adds nothing. A captured
   * payment the shop does not keep (a second one for a paid order, one for a cancelled
   * order, one of another amount) gets its refund requested in the same transaction.
   */
  async recordCapture(manager: EntityManager, payment: CapturedPayment): Promise<CaptureRecord> {
    const [order] = await rows<ProviderOrderRow>(
      manager,
      `SELECT ${ORDER_COLUMNS} FROM provider_order WHERE razorpay_order_id = $1 FOR UPDATE`,
      [payment.razorpayOrderId],
    );
    if (!order) return { kind: 'unknown-order' };
    const refund = (reason: RefundReason) =>
      this.refunds.request(manager, {
        paymentId: payment.paymentId,
        orderId: order.order_id,
        amount: payment.amount,
        reason,
      });
    if (order.status === 'paid') {
      const answer = await this.recordedAnswer(manager, order);
      if (answer) {
        if (answer.paymentId !== payment.paymentId) {
          this.logger.error(
            `order ${order.order_id} was paid by ${answer.paymentId}; a second payment ${payment.paymentId} was captured: it is refunded`,
          );
          await refund('second-payment');
        }
        return { kind: 'already', answer };
      }
    }
    if (order.status === 'cancelled') {
      await refund('order-cancelled');
      return { kind: 'cancelled' };
    }
    if (payment.amount !== order.amount) {
      await refund('amount-mismatch');
      return { kind: 'amount-mismatch' };
    }

    const capturedAt = new Date();
    // A payment reported failed earlier and authorized late becomes the captured one.
    await manager.query(
      `INSERT INTO payment (id, order_id, razorpay_order_id, amount, currency, method, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'captured', $7)
       ON CONFLICT (id) DO UPDATE SET status = 'captured', amount = EXCLUDED.amount,
         method = EXCLUDED.method, error_code = '', error_description = ''`,
      [
        payment.paymentId,
        order.order_id,
        order.razorpay_order_id,
        payment.amount,
        order.currency,
        payment.method.slice(0, 30),
        capturedAt,
      ],
    );
    await manager.query(
      `UPDATE provider_order SET status = 'paid', payment_id = $2, updated_at = now() WHERE order_id = $1`,
      [order.order_id, payment.paymentId],
    );
    await this.outbox.add(manager, 'payment-captured', order.order_id, {
      orderId: order.order_id,
      razorpayOrderId: order.razorpay_order_id,
      paymentId: payment.paymentId,
      amount: payment.amount,
      method: payment.method,
      capturedAt: capturedAt.toISOString(),
    });
    return {
      kind: 'recorded',
      answer: {
        status: 'captured',
        paymentId: payment.paymentId,
        razorpayOrderId: order.razorpay_order_id,
        amount: payment.amount,
        method: payment.method,
      },
    };
  }

  /** order-cancelled: close the provider order unless it was paid (then nothing changes). */
  async cancel(manager: EntityManager, orderId: string): Promise<void> {
    const [order] = await rows<ProviderOrderRow>(
      manager,
      `UPDATE provider_order SET status = 'cancelled', updated_at = now()
       WHERE order_id = $1 AND status = 'created' RETURNING ${ORDER_COLUMNS}`,
      [orderId],
    );
    if (order) await this.provider.closeOrder(order.razorpay_order_id, manager);
  }

  /** The provider order holding a provider order id (webhooks name orders this way). */
  async orderByProviderId(
    manager: EntityManager,
    razorpayOrderId: string,
  ): Promise<ProviderOrderRow | undefined> {
    const [order] = await rows<ProviderOrderRow>(
      manager,
      `SELECT ${ORDER_COLUMNS} FROM provider_order WHERE razorpay_order_id = $1`,
      [razorpayOrderId],
    );
    return order;
  }

  private async findOrder(
    manager: EntityManager,
    orderId: string,
  ): Promise<ProviderOrderRow | undefined> {
    const [order] = await rows<ProviderOrderRow>(
      manager,
      `SELECT ${ORDER_COLUMNS} FROM provider_order WHERE order_id = $1`,
      [orderId],
    );
    return order;
  }

  private orderAnswer(order: ProviderOrderRow): CreateProviderOrderResponse {
    return {
      razorpayOrderId: order.razorpay_order_id,
      amount: order.amount,
      currency: order.currency,
      keyId: this.provider.keyId,
      approvalUrl: '',
      provider: order.provider,
    };
  }

  private async recordedAnswer(
    manager: EntityManager,
    order: ProviderOrderRow,
  ): Promise<CapturePaymentResponse | undefined> {
    const [payment] = await rows<{ id: string; amount: number; method: string }>(
      manager,
      `SELECT id, amount, method FROM payment WHERE order_id = $1 AND status = 'captured'`,
      [order.order_id],
    );
    return (
      payment && {
        status: 'captured',
        paymentId: payment.id,
        razorpayOrderId: order.razorpay_order_id,
        amount: payment.amount,
        method: payment.method,
      }
    );
  }
}
