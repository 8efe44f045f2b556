import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { inTransaction, rows } from '@boutique/service-kit';
import type {
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
} from '../providers/payment-provider.js';
import type { SandboxPaymentRow } from './sandbox.sql.js';
import { SANDBOX_KEY_ID, sandboxId } from './sandbox-ids.js';
import { SandboxSecrets } from './sandbox-secrets.js';

/** What the sandbox answers a refund while its refund outage is on (Razorpay's words). */
export const SANDBOX_REFUND_OUTAGE =
  'Your account does not have enough balance to carry out the refund operation (sandbox refund outage)';

/**
 * The built-in Razorpay-compatible provider (used when RAZORPAY_KEY_ID is unset): its
 * orders, payments and refunds live in this service's database (sandbox_order,
 * sandbox_payment, sandbox_refund),
 * its ids and signatures look and verify exactly like Razorpay's.
 */
@Injectable()
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly keyId = SANDBOX_KEY_ID;

  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: SandboxSecrets,
  ) {}

  keySecret(): Promise<string> {
    return this.secrets.keySecret();
  }

  webhookSecret(): Promise<string> {
    return this.secrets.webhookSecret();
  }

  async createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
  }): Promise<ProviderOrder> {
    const id = sandboxId('order');
    await this.dataSource.query(
      `INSERT INTO sandbox_order (id, amount, currency, receipt) VALUES ($1, $2, $3, $4)`,
      [id, input.amount, input.currency, input.receipt.slice(0, 100)],
    );
    return { id, amount: input.amount, currency: input.currency };
  }

  async fetchPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const [row] = await rows<SandboxPaymentRow>(
      this.dataSource,
      `SELECT id, order_id, amount, currency, status, method FROM sandbox_payment WHERE id = $1`,
      [paymentId],
    );
    return row && toPayment(row);
  }

  async capturePayment(paymentId: string, amount: number): Promise<ProviderPayment> {
    const [row] = await rows<SandboxPaymentRow>(
      this.dataSource,
      `UPDATE sandbox_payment SET status = 'captured'
       WHERE id = $1 AND status IN ('authorized', 'captured') AND amount = $2
       RETURNING id, order_id, amount, currency, status, method`,
      [paymentId, amount],
    );
    if (!row) throw new Error(`sandbox payment ${paymentId} cannot be captured`);
    return toPayment(row);
  }

  async closeOrder(providerOrderId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE sandbox_order SET status = 'cancelled' WHERE id = $1 AND status <> 'paid'`,
      [providerOrderId],
    );
  }

  /**
   * Refunds a captured payment in full or in part, as Razorpay does: sandbox_refund gets
   * the refund under the shop's refund key (a repeat answers the recorded refund), never
   * more than the payment has left; the payment becomes refunded once refunded in full.
   * While the refund outage is on (SandboxService), every refund is refused as Razorpay
   * refuses one the account's balance cannot cover.
   */
  refund(paymentId: string, amountPaise: number, refundKey: string): Promise<ProviderRefund> {
    return inTransaction(this.dataSource, async (manager) => {
      const [outage] = await rows<{ enabled: boolean }>(
        manager,
        `SELECT enabled FROM sandbox_control WHERE name = 'refund-outage'`,
      );
      if (outage?.enabled) throw new Error(SANDBOX_REFUND_OUTAGE);
      const [payment] = await rows<SandboxPaymentRow & { refunded: number }>(
        manager,
        `SELECT id, order_id, amount, currency, status, method,
                (SELECT coalesce(sum(amount), 0)::int FROM sandbox_refund r
                  WHERE r.payment_id = s.id) AS refunded
           FROM sandbox_payment s WHERE id = $1 FOR UPDATE`,
        [paymentId],
      );
      if (!payment || !['captured', 'refunded'].includes(payment.status))
        throw new Error(`sandbox payment ${paymentId} cannot be refunded (not captured)`);
      const [existing] = await rows<{ id: string; amount: number }>(
        manager,
        `SELECT id, amount FROM sandbox_refund WHERE refund_key = $1`,
        [refundKey],
      );
      if (existing) return { id: existing.id, amount: existing.amount, status: 'processed' };
      if (amountPaise < 1 || amountPaise > payment.amount - payment.refunded)
        throw new Error(
          `The total refund amount is greater than the refund payment amount (sandbox payment ${paymentId}: ${amountPaise} asked, ${payment.amount - payment.refunded} left)`,
        );
      const id = sandboxId('rfnd');
      await manager.query(
        `INSERT INTO sandbox_refund (id, payment_id, amount, refund_key) VALUES ($1, $2, $3, $4)`,
        [id, paymentId, amountPaise, refundKey.slice(0, 100)],
      );
      if (payment.refunded + amountPaise === payment.amount)
        await manager.query(`UPDATE sandbox_payment SET status = 'refunded' WHERE id = $1`, [
          paymentId,
        ]);
      return { id, amount: amountPaise, status: 'processed' };
    });
  }
}

function toPayment(row: SandboxPaymentRow): ProviderPayment {
  return {
    id: row.id,
    orderId: row.order_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    method: row.method,
  };
}
