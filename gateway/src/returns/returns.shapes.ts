import { Float, ID, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { DataResponse } from '../common/api-responses.js';
import { RETURN_STATUSES, ReturnView } from '../common/returns.js';
import { Prop, Shape } from '../common/shape.js';

/** The admin's list (GraphQL `returns`; REST query parameters). */
@Shape('ReturnsArgs', { kind: 'args' })
export class ReturnsArgs {
  @Prop({ optional: true, description: `${RETURN_STATUSES.join(', ')}; absent: all` })
  status?: string;
  @Prop(() => Int, { optional: true, description: 'Default 1' }) page?: number;
  @Prop(() => Int, { optional: true, description: 'Default 20, at most 100' }) pageSize?: number;
}

/** GraphQL `returns`: a page of returns and how many there are. */
@Shape('ReturnPage', { rest: false })
export class ReturnPage {
  @Prop(() => [ReturnView]) returns: ReturnView[];
  @Prop(() => Int, { example: 4 }) total: number;
}

/** approve, reject and receive: the return, and a note to the customer where it applies. */
@Shape('ReturnStep', { kind: 'args' })
export class ReturnStepArgs {
  @Prop(() => ID, { rest: false }) id: string;
  @Prop({
    optional: true,
    description: 'To the customer: optional to approve, required to reject (at most 1000)',
  })
  note?: string;
}

/** The refund step (POST /api/admin/returns/{id}/refund, refundReturn). */
@Shape('RefundReturn', { kind: 'args' })
export class RefundReturnArgs {
  @Prop(() => ID, { rest: false }) id: string;
  @Prop(() => Float, {
    optional: true,
    example: 100,
    description: 'Return shipping reimbursed, rupees (0 to the policy limit, ₹100)',
  })
  shippingReimbursement?: number;
  @Prop(() => Float, {
    optional: true,
    example: 0,
    description: "A bank charge deducted, rupees (0 to the items' price)",
  })
  deduction?: number;
  @Prop({
    optional: true,
    description: "A cash-on-delivery order's refund: the owner's UPI or bank transfer reference",
  })
  reference?: string;
  @Prop({ optional: true, description: 'To the customer (at most 1000)' }) note?: string;
}

export class ReturnListResponse extends DataResponse({ type: () => [ReturnView] }) {
  @ApiProperty({ example: 4 }) total: number;
}

export class ReturnWriteResponse extends DataResponse(
  { type: () => ReturnView },
  { message: 'Return approved' },
) {}
