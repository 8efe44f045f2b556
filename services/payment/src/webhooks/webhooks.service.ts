import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { inTransaction, Outbox, payments, rows, RpcErrors } from '@boutique/service-kit';
import type {
  HandleWebhookRequest,
  HandleWebhookResponse,
} from '@boutique/contracts/payment/v1/payment_service';
import { DataSource, type EntityManager } from 'typeorm';
import { INVALID_WEBHOOK_SIGNATURE } from '../common/payment-messages.js';
import { PaymentsService } from '../payments/payments.service.js';
import { hmacHex, signatureMatches } from '../common/signatures.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider.js';
import { parseWebhookBody, type WebhookBody, type WebhookPayment } from './webhook-body.js';

type Outcome = 'applied' | 'ignored';
/** What a webhook did to payments, counted in payments_total after its transaction commits. */
type Tally = ('captured' | 'failed')[];

/**
 * Provider webhooks: verified over the raw body with the webhook secret, logged by event
 * id in the transaction that applies them (a redelivery is a "duplicate"), and applied
 * through the same recordCapture as the browser's capture.
 */
@Injectable()
export class WebhooksService {
  private readonly logger = new Logger('WebhooksService');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly payments: PaymentsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async handle(request: HandleWebhookRequest): Promise<HandleWebhookResponse> {
    const raw = request.rawBody ?? new Uint8Array();
    const expected = hmacHex(await this.provider.webhookSecret(), raw);
    if (raw.length === 0 || !signatureMatches(expected, request.signature))
      throw RpcErrors.invalid(INVALID_WEBHOOK_SIGNATURE);
    const body = parseWebhookBody(raw);
    if (!body) throw RpcErrors.invalid('Invalid webhook body');
    const eventId = (
      request.eventId?.trim() ||
      body.id ||
      `sha256:${createHash('sha256').update(raw).digest('hex')}`
    ).slice(0, 200);

    const tally: Tally = [];
    const outcome = await inTransaction(this.dataSource, async (manager) => {
      tally.length = 0; // a retried transaction counts again from nothing
      const [logged] = await rows(
        manager,
        `INSERT INTO webhook_event (event_id, event_type, outcome) VALUES ($1, $2, '')
         ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [eventId, body.event.slice(0, 60)],
      );
      if (!logged) return 'duplicate' as const;
      const applied = await this.apply(manager, body, eventId, tally);
      await manager.query(`UPDATE webhook_event SET outcome = $2 WHERE event_id = $1`, [
        eventId,
        applied,
      ]);
      return applied;
    });
    for (const outcome of tally) payments.inc({ outcome });
    return { outcome };
  }

  private apply(
    manager: EntityManager,
    body: WebhookBody,
    eventId: string,
    tally: Tally,
  ): Promise<Outcome> {
    const payment = body.payload.payment?.entity;
    switch (body.event) {
      case 'payment.captured':
      case 'order.paid':
        return payment ? this.captured(manager, payment, eventId, tally) : this.ignored();
      case 'payment.failed':
        return payment ? this.failed(manager, payment, tally) : this.ignored();
      default:
        return this.ignored();
    }
  }

  private ignored(): Promise<Outcome> {
    return Promise.resolve('ignored');
  }

  private async captured(
    manager: EntityManager,
    payment: WebhookPayment,
    eventId: string,
    tally: Tally,
  ): Promise<Outcome> {
    if (payment.status !== 'captured' || !payment.order_id) return 'ignored';
    const record = await this.payments.recordCapture(manager, {
      razorpayOrderId: payment.order_id,
      paymentId: payment.id,
      amount: payment.amount,
      method: payment.method ?? '',
    });
    if (record.kind === 'recorded') tally.push('captured');
    switch (record.kind) {
      case 'recorded':
      case 'already':
        return 'applied';
      case 'unknown-order':
        return 'ignored'; // another integration's order on the same Razorpay account
      case 'cancelled':
      case 'amount-mismatch':
        // The provider holds money for an order the shop will not fulfil: recordCapture
        // requested its refund in this transaction.
        this.logger.warn(
          `webhook ${eventId}: payment ${payment.id} captured for ${payment.order_id} (${record.kind}); refund requested`,
        );
        return 'ignored';
    }
  }

  /** payment.failed: payment-failed once per payment id (the order stays payable). */
  private async failed(
    manager: EntityManager,
    payment: WebhookPayment,
    tally: Tally,
  ): Promise<Outcome> {
    if (!payment.order_id) return 'ignored';
    const order = await this.payments.orderByProviderId(manager, payment.order_id);
    if (!order) return 'ignored';
    const [inserted] = await rows(
      manager,
      `INSERT INTO payment (id, order_id, razorpay_order_id, amount, currency, method, status,
                            error_code, error_description)
       VALUES ($1, $2, $3, $4, $5, $6, 'failed', $7, $8)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        payment.id.slice(0, 60),
        order.order_id,
        order.razorpay_order_id,
        payment.amount,
        order.currency,
        (payment.method ?? '').slice(0, 30),
        (payment.error_code ?? '').slice(0, 60),
        payment.error_description ?? '',
      ],
    );
    if (inserted) tally.push('failed');
    if (inserted)
      await this.outbox.add(manager, 'payment-failed', order.order_id, {
        orderId: order.order_id,
        razorpayOrderId: order.razorpay_order_id,
        paymentId: payment.id,
        code: payment.error_code ?? '',
        description: payment.error_description ?? '',
        attemptedAt: payment.created_at ? new Date(payment.created_at * 1000).toISOString() : '',
      });
    return 'applied';
  }
}
