import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { isGrpcError } from '@boutique/service-kit';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { PaymentClient } from '../clients/payment.client.js';
import { actorOf } from '../common/actor.js';
import { textOf } from '../common/body-fields.js';
import { NOT_FOUND_MESSAGE } from '../common/error-mapping.js';
import { GrpcStatus } from '../common/grpc-status.js';
import type { SandboxPayAnswer, SandboxPaymentEntity } from './payments.shapes.js';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';
export const SANDBOX_OUTCOME_RULE = 'Outcome must be "success" or "failure"';
/** What the payment service answers when Razorpay keys are configured. */
export const SANDBOX_OFF = 'The payment sandbox is off';
export const OUTAGE_RULE = 'on must be true or false';

/** The sandbox's refusals at the edge: not found (or the sandbox off) is 404; the rest as is. */
function sandboxError(error: unknown): unknown {
  if (!isGrpcError(error)) return error;
  const code = error.code as number;
  if (code === GrpcStatus.NOT_FOUND)
    return new NotFoundException(error.details || NOT_FOUND_MESSAGE);
  if (code === GrpcStatus.FAILED_PRECONDITION && error.details === SANDBOX_OFF) {
    return new NotFoundException(NOT_FOUND_MESSAGE);
  }
  return error;
}

/** The payment provider's public face: config, the sandbox checkout and the webhook. */
@Injectable()
export class PaymentsService {
  constructor(private readonly payment: PaymentClient) {}

  async config(): Promise<{ provider: string; keyId: string }> {
    const { provider, keyId } = await this.payment.rpc.getPaymentConfig({});
    return { provider, keyId };
  }

  /**
   * What the sandbox checkout dialog does for the signed-in owner of the order, answered
   * as Razorpay's widget hands it to the page. 404 when the sandbox is off (Razorpay keys
   * configured) or the order is unknown or another customer's.
   */
  async sandboxPay(
    caller: AuthUser,
    razorpayOrderId: string,
    outcomeValue: unknown,
  ): Promise<SandboxPayAnswer> {
    const outcome = textOf(outcomeValue);
    if (outcome !== 'success' && outcome !== 'failure') {
      throw new BadRequestException(SANDBOX_OUTCOME_RULE);
    }
    const answer = await this.payment.rpc
      .sandboxPay({ razorpayOrderId, outcome, userId: caller.id })
      .catch((error: unknown) => {
        throw sandboxError(error);
      });
    if (answer.error) {
      const { code, description, source, step, reason } = answer.error;
      const metadata = {
        order_id: answer.razorpayOrderId || razorpayOrderId,
        payment_id: answer.razorpayPaymentId,
      };
      return { error: { code, description, source, step, reason, metadata } };
    }
    return {
      razorpay_payment_id: answer.razorpayPaymentId,
      razorpay_order_id: answer.razorpayOrderId,
      razorpay_signature: answer.razorpaySignature,
    };
  }

  /**
   * The admin switches the sandbox's refund outage (every refund refused, as Razorpay
   * refuses one the account's balance cannot cover): to see a failed refund and retry it.
   */
  async sandboxRefundOutage(admin: AuthUser, onValue: unknown): Promise<boolean> {
    if (typeof onValue !== 'boolean') throw new BadRequestException(OUTAGE_RULE);
    const answer = await this.payment.rpc
      .sandboxSetRefundOutage({ actor: actorOf(admin), on: onValue })
      .catch((error: unknown) => {
        throw sandboxError(error);
      });
    return answer.on;
  }

  /** A sandbox payment of the caller's order, shaped like Razorpay's payments.fetch. */
  async sandboxPayment(caller: AuthUser, paymentId: string): Promise<SandboxPaymentEntity> {
    const payment = await this.payment.rpc
      .sandboxGetPayment({ paymentId, userId: caller.id })
      .catch((error: unknown) => {
        throw sandboxError(error);
      });
    return {
      id: payment.id,
      entity: 'payment',
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status,
      order_id: payment.razorpayOrderId,
      method: payment.method,
      amount_refunded: payment.amountRefunded,
      refund_status: payment.amountRefunded > 0 ? 'full' : null,
      refund_id: payment.refundId || null,
      created_at: Math.floor(Date.parse(payment.createdAt) / 1000),
    };
  }

  /** A provider webhook: the raw body as received, its signature and event id. */
  async webhook(rawBody: Buffer, signature: string, eventId: string): Promise<string> {
    try {
      const { outcome } = await this.payment.rpc.handleWebhook({ rawBody, signature, eventId });
      return outcome;
    } catch (error) {
      if (isGrpcError(error) && (error.code as number) === GrpcStatus.INVALID_ARGUMENT) {
        throw new BadRequestException(INVALID_WEBHOOK_SIGNATURE);
      }
      throw error;
    }
  }
}
