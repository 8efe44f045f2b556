import { Inject, Injectable } from '@nestjs/common';
import { inTransaction, rows, RpcErrors } from '@boutique/service-kit';
import type {
  SandboxPayRequest,
  SandboxPayResponse,
} from '@boutique/contracts/payment/v1/payment_service';
import { DataSource } from 'typeorm';
import { EXPIRED_MESSAGE } from '../payments/payment-messages.js';
import { checkoutSignature } from '../payments/signatures.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider.js';
import { paymentWebhookBody, SANDBOX_FAILURE, type SandboxPaymentFacts } from './sandbox-events.js';
import { sandboxId } from './sandbox-ids.js';
import { SandboxSecrets } from './sandbox-secrets.js';
import { SandboxWebhookSender } from './sandbox-webhook-sender.js';

interface SandboxOrderRow {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

/** What the sandbox checkout dialog does: pay (or fail to pay) a sandbox order. */
@Injectable()
export class SandboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: SandboxSecrets,
    private readonly webhooks: SandboxWebhookSender,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async pay(request: SandboxPayRequest): Promise<SandboxPayResponse> {
    if (this.provider.name !== 'sandbox')
      throw RpcErrors.failedPrecondition('The payment sandbox is off');
    const outcome = request.outcome?.trim().toLowerCase();
    if (outcome !== 'success' && outcome !== 'failure')
      throw RpcErrors.invalid('Outcome must be "success" or "failure"');
    const orderId = request.razorpayOrderId?.trim() ?? '';

    const result = await inTransaction(this.dataSource, async (manager) => {
      const [order] = await rows<SandboxOrderRow>(
        manager,
        `SELECT id, amount, currency, status FROM sandbox_order WHERE id = $1 FOR UPDATE`,
        [orderId],
      );
      if (!order) throw RpcErrors.notFound('Order not found');
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
}
