import { BadRequestException, Injectable } from '@nestjs/common';
import type { AuthUser } from '../auth/jwt-verifier.js';
import { OrderClient } from '../clients/order.client.js';
import { actorOf } from '../common/actor.js';
import { textOf } from '../common/body-fields.js';
import { paiseFrom } from '../common/money.js';
import { toReturnView, type ReturnView } from '../common/returns.js';

export const AMOUNT_RULE = 'Amounts must be in rupees, e.g. 100 or 49.50';
/** Rupees as paise (0 when absent); 400 unless a non-negative amount of whole paise. */
function paiseOf(value: unknown): number {
  if (value === undefined || value === null || value === '') return 0;
  const paise = paiseFrom(value);
  if (paise === undefined) throw new BadRequestException(AMOUNT_RULE);
  return paise;
}

export type ReturnStep = 'approve' | 'reject' | 'receive' | 'refund' | 'replace';

/** The owner's returns at the edge (docs/returns.md); the order service decides. */
@Injectable()
export class ReturnsService {
  constructor(private readonly orders: OrderClient) {}

  async list(
    admin: AuthUser,
    query: { status: string; page: number; pageSize: number },
  ): Promise<{ returns: ReturnView[]; total: number }> {
    const answer = await this.orders.rpc.listReturns({
      actor: actorOf(admin),
      status: query.status,
      page: { page: query.page, pageSize: query.pageSize },
    });
    return { returns: answer.returns.map(toReturnView), total: answer.page?.total ?? 0 };
  }

  async step(
    admin: AuthUser,
    id: string,
    step: ReturnStep,
    body: {
      note?: unknown;
      shippingReimbursement?: unknown;
      deduction?: unknown;
      reference?: unknown;
    },
  ): Promise<{ message: string; found: ReturnView }> {
    const answer = await this.orders.rpc.updateReturn({
      actor: actorOf(admin),
      returnId: id,
      step,
      note: typeof body.note === 'string' ? body.note : '',
      shippingReimbursement: paiseOf(body.shippingReimbursement),
      deduction: paiseOf(body.deduction),
      reference: textOf(body.reference),
    });
    if (!answer.return) throw new Error('order service answered no return');
    return { message: answer.message, found: toReturnView(answer.return) };
  }
}
