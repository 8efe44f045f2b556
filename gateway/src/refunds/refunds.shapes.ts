import { Float, ID, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { DataResponse } from '../common/api-responses.js';
import { Prop, Shape } from '../common/shape.js';

const TIME = '2026-11-27T10:00:00.000Z';
const RFC3339 = { example: TIME, description: 'RFC 3339', restDescription: '' };

export const REFUND_STATUSES = ['requested', 'refunded', 'failed'];
export const REFUND_REASONS = [
  'customer-cancelled',
  'order-rejected',
  'order-cancelled',
  'second-payment',
  'amount-mismatch',
  'return',
];

/** A refund the shop asked the payment provider for (REST `data`, GraphQL `Refund`). */
@Shape('Refund')
export class RefundView {
  @Prop(() => ID, {
    example: 'pay_29QQoUBi66xm2f',
    description:
      "The refund's id (retry takes it): the payment id for a whole refund, return-{id} for a return's part",
  })
  id: string;
  @Prop(() => ID, { example: 'pay_29QQoUBi66xm2f' }) paymentId: string;
  @Prop(() => ID, { example: '5f0c6a8e-2f43-4f7a-9d0e-7c1c2b3a4d5e' }) orderId: string;
  @Prop(() => Float, { example: 1899, description: 'Rupees' }) amount: number;
  @Prop({
    enum: REFUND_REASONS,
    description:
      'customer-cancelled (the customer cancelled before shipping), order-rejected (the admin rejected the paid order), order-cancelled (paid after the order was cancelled or sold out), second-payment, amount-mismatch, return (a part refunded for a return after delivery)',
    restDescription: '',
  })
  reason: string;
  @Prop({
    enum: REFUND_STATUSES,
    description:
      'requested (waiting for the provider), refunded, or failed (refused; retried automatically a few times, then by the admin)',
    restDescription: '',
  })
  status: string;
  @Prop({
    example: 'rfnd_4LpTPLbGdAa1Qx',
    description: "The provider's refund id ('' until refunded)",
  })
  providerRefundId: string;
  @Prop({ example: '', description: "The provider's last refusal ('' when none)" }) error: string;
  @Prop(() => Int, { example: 1 }) attempts: number;
  @Prop(RFC3339) requestedAt: string;
  @Prop(RFC3339) updatedAt: string;
}

/** GraphQL `refunds`: a page of refunds and how many there are. */
@Shape('RefundPage', { rest: false })
export class RefundPage {
  @Prop(() => [RefundView]) refunds: RefundView[];
  @Prop(() => Int, { example: 42 }) total: number;
}

/** The GraphQL `refunds` arguments (REST: the same as query parameters). */
@Shape('RefundsArgs', { kind: 'args' })
export class RefundsArgs {
  @Prop({ optional: true, description: 'requested, refunded or failed; absent: all' })
  status?: string;
  @Prop(() => Int, { optional: true, description: 'Default 1' }) page?: number;
  @Prop(() => Int, { optional: true, description: 'Default 20, at most 100' }) pageSize?: number;
}

/**
 * The refund GraphQL `retryRefund(paymentId)` names: the refund's id (Refund.id), which is
 * the payment id for a whole refund (the name is kept for the clients that send it).
 */
@Shape('RetryRefundArgs', { kind: 'args' })
export class RetryRefundArgs {
  @Prop(() => ID, { description: "The refund's id (Refund.id)" }) paymentId: string;
}

export class RefundListResponse extends DataResponse({ type: () => [RefundView] }) {
  @ApiProperty({ example: 42 }) total: number;
}

export class RefundWriteResponse extends DataResponse(
  { type: () => RefundView },
  { message: 'Refund completed' },
) {}
