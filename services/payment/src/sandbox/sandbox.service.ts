import { Inject, Injectable } from '@nestjs/common';
import { inTransaction, requireAdmin, rows, RpcErrors } from '@boutique/service-kit';
import type {
  SandboxGetPaymentRequest,
  SandboxGetPaymentResponse,
  SandboxPayRequest,
  SandboxPayResponse,
  SandboxSetRefundOutageRequest,
  SandboxSetRefundOutageResponse,
} from '@boutique/contracts/payment/v1/payment_service';
import { DataSource } from 'typeorm';
import { EXPIRED_MESSAGE, ORDER_NOT_FOUND } from '../common/payment-messages.js';
import { checkoutSignature } from '../common/signatures.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider.js';
import { paymentWebhookBody, SANDBOX_FAILURE, type SandboxPaymentFacts } from './sandbox-events.js';
import type { SandboxPaymentRow } from './sandbox.sql.js';
import { sandboxId } from './sandbox-ids.js';
import { SandboxSecrets } from './sandbox-secrets.js';
import { SandboxWebhookSender } from './sandbox-webhook-sender.js';

interface SandboxOrderRow {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

const SANDBOX_OFF = 'The payment sandbox is off';

/**
 * What the sandbox checkout dialog does: pay (or fail to pay) a sandbox order, for the
 * customer the order was created for only; and a sandbox payment as Razorpay's
 * payments.fetch shows it (to see a refund).
 */
@Injectable()
export class SandboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: SandboxSecrets,
    private readonly webhooks: SandboxWebhookSender,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * The admin switches the sandbox's refund outage on or off: while on, every refund is
   * refused (SANDBOX_REFUND_OUTAGE), so a failed refund and its retry can be seen.
   */
  async setRefundOutage(
    request: SandboxSetRefundOutageRequest,
  ): Promise<SandboxSetRefundOutageResponse> {
    requireAdmin(request.actor);
    if (this.provider.name !== 'sandbox') throw RpcErrors.failedPrecondition(SANDBOX_OFF);
    const on = request.on === true;
    await this.dataSource.query(
      `INSERT INTO sandbox_control (name, enabled) VALUES ('refund-outage', $1)
       ON CONFLICT (name) DO UPDATE SET enabled = $1, updated_at = now()`,
      [on],
    );
    return { on };
  }

  async pay(request: SandboxPayRequest): Promise<SandboxPayResponse> {
    if (this.provider.name !== 'sandbox') throw RpcErrors.failedPrecondition(SANDBOX_OFF);
    const outcome = request.outcome?.trim().toLowerCase();
    if (outcome !== 'success' && outcome !== 'failure')
      throw RpcErrors.invalid('Outcome must be "success" or "failure"');
    const orderId = request.razorpayOrderId?.trim() ?? '';
    const userId = request.userId?.trim() ?? '';

    const result = await inTransaction(this.dataSource, async (manager) => {
      // Only the customer the shop's order belongs to may pay it (another's is not found).
      const [order] = await rows<SandboxOrderRow>(
        manager,
        `SELECT s.id, s.amount, s.currency, s.status FROM sandbox_order s
           JOIN provider_order p ON p.razorpay_order_id = s.id
          WHERE s.id = $1 AND p.user_id = $2 AND $2 <> ''
          FOR UPDATE OF s`,
        [orderId, userId],
      );
      if (!order) throw RpcErrors.notFound(ORDER_NOT_FOUND);
      if (order.status === 'cancelled') throw RpcErrors.failedPrecondition(EXPIRED_MESSAGE);
      if (order.status === 'paid') {
        // Paid already (a double click): answer the payment that paid it, send nothing new.
        const [paid] = await rows<{ id: string }>(
          manager,
          `SELECT id FROM sandbox_payment WHERE order_id = $1 AND status = 'captured' LIMIT 1`,
          [order.id],
        );
        return { payment: undefined, paymentId: paid.id };
      }
      const payment: SandboxPaymentFacts = {
        id: sandboxId('pay'),
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        status: outcome === 'success' ? 'captured' : 'failed',
        method: 'upi',
        createdAt: new Date(),
      };
      await manager.query(
        `INSERT INTO sandbox_payment (id, order_id, amount, currency, method, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          payment.id,
          payment.orderId,
          payment.amount,
          payment.currency,
          payment.method,
          payment.status,
          payment.createdAt,
        ],
      );
      await manager.query(`UPDATE sandbox_order SET status = $2 WHERE id = $1`, [
        order.id,
        payment.status === 'captured' ? 'paid' : 'attempted',
      ]);
      return { payment, paymentId: payment.id };
    });

    // After commit, in the background: the webhook Razorpay would send.
    if (result.payment) this.webhooks.send(paymentWebhookBody(result.payment));

    if (result.payment?.status === 'failed')
      return {
        razorpayPaymentId: '',
        razorpayOrderId: orderId,
        razorpaySignature: '',
        error: { ...SANDBOX_FAILURE },
      };
    return {
      razorpayPaymentId: result.paymentId,
      razorpayOrderId: orderId,
      razorpaySignature: checkoutSignature(
        await this.secrets.keySecret(),
        orderId,
        result.paymentId,
      ),
      error: undefined,
    };
  }

  /** A sandbox payment of the caller's order, shaped like Razorpay's payments.fetch. */
  async payment(request: SandboxGetPaymentRequest): Promise<SandboxGetPaymentResponse> {
    if (this.provider.name !== 'sandbox') throw RpcErrors.failedPrecondition(SANDBOX_OFF);
    const [payment] = await rows<
      SandboxPaymentRow & { created_at: Date; refund_id: string | null; refunded: number | null }
    >(
      this.dataSource,
      `SELECT s.id, s.order_id, s.amount, s.currency, s.status, s.method, s.created_at,
              (SELECT r.id FROM sandbox_refund r WHERE r.payment_id = s.id
                ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS refund_id,
              (SELECT sum(r.amount)::int FROM sandbox_refund r WHERE r.payment_id = s.id) AS refunded
         FROM sandbox_payment s
         JOIN provider_order p ON p.razorpay_order_id = s.order_id
        WHERE s.id = $1 AND p.user_id = $2 AND $2 <> ''`,
      [request.paymentId?.trim() ?? '', request.userId?.trim() ?? ''],
    );
    if (!payment) throw RpcErrors.notFound('Payment not found');
    return {
      id: payment.id,
      razorpayOrderId: payment.order_id,
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      method: payment.method,
      amountRefunded: payment.refunded ?? 0,
      refundId: payment.refund_id ?? '',
      createdAt: payment.created_at.toISOString(),
    };
  }
}
