import { Injectable } from '@nestjs/common';
import type { Refund } from '@boutique/contracts/payment/v1/payment_service';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { PaymentClient } from '../clients/payment.client.js';
import { actorOf } from '../common/actor.js';
import { toRupees } from '../common/money.js';
import type { RefundView } from './refunds.shapes.js';

export const REFUND_COMPLETED = 'Refund completed';

export function toRefundView(refund: Refund | undefined): RefundView {
  if (!refund?.paymentId) throw new Error('payment service answered no refund');
  return {
    id: refund.id || refund.paymentId,
    paymentId: refund.paymentId,
    orderId: refund.orderId,
    amount: toRupees(refund.amount),
    reason: refund.reason,
    status: refund.status,
    providerRefundId: refund.providerRefundId,
    error: refund.error,
    attempts: refund.attempts,
    requestedAt: refund.requestedAt,
    updatedAt: refund.updatedAt,
  };
}

/** The owner's view of refunds (payment service): every one, and the retry of a failed one. */
@Injectable()
export class RefundsService {
  constructor(private readonly payment: PaymentClient) {}

  async list(
    admin: AuthUser,
    query: { status: string; page: number; pageSize: number },
  ): Promise<{ refunds: RefundView[]; total: number }> {
    const answer = await this.payment.rpc.listRefunds({
      actor: actorOf(admin),
      status: query.status,
      page: { page: query.page, pageSize: query.pageSize },
    });
    return { refunds: answer.refunds.map(toRefundView), total: answer.page?.total ?? 0 };
  }

  async retry(
    admin: AuthUser,
    paymentId: string,
  ): Promise<{ message: string; refund: RefundView }> {
    const answer = await this.payment.rpc.retryRefund({ actor: actorOf(admin), paymentId });
    return { message: answer.message || REFUND_COMPLETED, refund: toRefundView(answer.refund) };
  }
}
