import { BadRequestException, Injectable } from '@nestjs/common';
import type { Refund } from '@boutique/contracts/payment/v1/payment_service';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { PaymentClient } from '../clients/payment.client.js';
import { actorOf } from '../common/actor.js';
import { toRupees } from '../common/money.js';
import { integer, single, type ListingQuery } from '../common/query-params.js';
import { REFUND_STATUSES, type RefundView } from './refunds.shapes.js';

export const INVALID_STATUS = 'Invalid status';
export const REFUND_COMPLETED = 'Refund completed';

/** The admin's refunds query: status (optional), page, pageSize (20 unless asked, ≤ 100). */
export function refundsQuery(query: ListingQuery) {
  const status = single(query.status);
  if (status && !REFUND_STATUSES.includes(status)) throw new BadRequestException(INVALID_STATUS);
  return {
    status,
    page: integer(query, 'page', 1, 1_000_000, 1),
    pageSize: integer(query, 'pageSize', 1, 100, 20),
  };
}

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
