import { ok } from '../common/envelope.js';
import { api, operations } from '../common/operations.js';
import {
  INVALID_STATUS,
  statusPageParameters,
  statusPageQuery,
  type ListingQuery,
} from '../common/query-params.js';
import {
  REFUND_STATUSES,
  RefundListResponse,
  RefundPage,
  RefundsArgs,
  RefundView,
  RefundWriteResponse,
  RetryRefundArgs,
} from './refunds.shapes.js';
import { RefundsService } from './refunds.service.js';

const deps = { refunds: RefundsService };
const op = operations(deps);

const REFUND_NOT_FOUND = 'Refund not found';
const ONLY_FAILED = 'Only a failed refund can be retried';

/**
 * The admin console's refunds (admin only; docs/api-buying.md, "Refunds"): every refund the
 * shop asked the payment provider for, and the retry of a failed one; REST and GraphQL.
 */
export const refundsApi = api({
  name: 'AdminRefundsController',
  prefix: 'admin/refunds',
  tag: 'admin refunds',
  deps,
  operations: {
    refunds: op({
      summary: 'Refunds, newest first, optionally of one status',
      auth: 'admin',
      input: RefundsArgs,
      // REST: the query's strings; GraphQL: the arguments; statusPageQuery reads both.
      handle: ({ deps, user }, input) =>
        deps.refunds.list(user, statusPageQuery(input as ListingQuery, REFUND_STATUSES)),
      rest: {
        route: { get: '' },
        ok: RefundListResponse,
        errors: { 400: `${INVALID_STATUS} / Invalid page / pageSize` },
        decorators: statusPageParameters(REFUND_STATUSES),
        reply: ({ refunds, total }) => ok({ data: refunds, total }),
      },
      graphql: {
        query: true,
        type: () => RefundPage,
        description: 'The refunds the shop asked the payment provider for (admin)',
      },
    }),
    retry: op({
      summary:
        "Send a failed refund to the payment provider now (the path's id is the refund's id: the payment id for a whole refund, return-{id} for a return's part)",
      auth: 'admin',
      input: RetryRefundArgs,
      handle: ({ deps, user }, input) => deps.refunds.retry(user, input.paymentId),
      rest: {
        route: { post: ':paymentId/retry' },
        status: 200,
        ok: RefundWriteResponse,
        okDescription:
          'Refund completed / The payment provider refused the refund again: {error} (status still failed)',
        errors: { 404: REFUND_NOT_FOUND, 409: ONLY_FAILED },
        reply: ({ message, refund }) => ok({ message, data: refund }),
      },
      graphql: {
        mutation: 'retryRefund',
        type: () => RefundView,
        description: 'Sends a failed refund to the payment provider now (admin)',
        reply: ({ refund }) => refund,
      },
    }),
  },
});
