import { ok } from '../common/envelope.js';
import { api, operations } from '../common/operations.js';
import {
  INVALID_STATUS,
  statusPageParameters,
  statusPageQuery,
  type ListingQuery,
} from '../common/query-params.js';
import { RETURN_STATUSES, ReturnView } from '../common/returns.js';
import {
  RefundReturnArgs,
  ReturnListResponse,
  ReturnPage,
  ReturnsArgs,
  ReturnStepArgs,
  ReturnWriteResponse,
} from './returns.shapes.js';
import { ReturnsService, type ReturnStep } from './returns.service.js';

const deps = { returns: ReturnsService };
const op = operations(deps);

const RETURN_NOT_FOUND = 'Return not found';
const OUT_OF_ORDER = "This return is {status}; it can't be {step}";

/** A step's documented refusals. */
function stepErrors(step: ReturnStep, badRequest?: string): Record<number, string> {
  const errors: Record<number, string> = {
    404: RETURN_NOT_FOUND,
    409: step === 'replace' ? `${OUT_OF_ORDER} / the stock message` : OUT_OF_ORDER,
  };
  if (badRequest) errors[400] = badRequest;
  return errors;
}

/** One owner's step of a return: REST POST /api/admin/returns/{id}/{route}, a GraphQL mutation. */
function stepOperation(
  step: ReturnStep,
  route: string,
  mutation: string,
  summary: string,
  okDescription: string,
  badRequest?: string,
) {
  return op({
    summary,
    auth: 'admin',
    input: step === 'refund' ? RefundReturnArgs : ReturnStepArgs,
    handle: ({ deps, user }, input) => deps.returns.step(user, String(input.id ?? ''), step, input),
    rest: {
      route: { post: `:id/${route}` },
      status: 200,
      ok: ReturnWriteResponse,
      okDescription,
      errors: stepErrors(step, badRequest),
      reply: ({ message, found }) => ok({ message, data: found }),
    },
    graphql: {
      mutation,
      type: () => ReturnView,
      description: summary,
      reply: ({ found }) => found,
    },
  });
}

/** The owner's side: the returns and their steps (admin only; docs/returns.md). */
export const adminReturnsApi = api({
  name: 'AdminReturnsController',
  prefix: 'admin/returns',
  tag: 'admin returns',
  deps,
  operations: {
    returns: op({
      summary: 'Returns, newest first, optionally of one status',
      auth: 'admin',
      input: ReturnsArgs,
      handle: ({ deps, user }, input) =>
        deps.returns.list(user, statusPageQuery(input as ListingQuery, RETURN_STATUSES)),
      rest: {
        route: { get: '' },
        ok: ReturnListResponse,
        errors: { 400: `${INVALID_STATUS} / Invalid page / pageSize` },
        decorators: statusPageParameters(RETURN_STATUSES),
        reply: ({ returns, total }) => ok({ data: returns, total }),
      },
      graphql: {
        query: true,
        type: () => ReturnPage,
        description: 'The returns customers asked for (admin)',
      },
    }),
    approve: stepOperation(
      'approve',
      'approve',
      'approveReturn',
      'Approve a requested return (the customer is told to send the parcel)',
      'Return approved',
      'The note can be at most 1000 characters',
    ),
    reject: stepOperation(
      'reject',
      'reject',
      'rejectReturn',
      'Reject a requested return, saying why',
      'Return rejected',
      'Please say why the return is rejected / The note can be at most 1000 characters',
    ),
    receive: stepOperation(
      'receive',
      'received',
      'receiveReturn',
      'The approved return’s parcel has come back',
      'Return marked as received',
    ),
    refund: stepOperation(
      'refund',
      'refund',
      'refundReturn',
      'Refund a received return: the lines’ price plus return shipping, less a bank charge; a partial refund of the payment and a credit note for the returned pieces',
      'Refund of ₹{amount} started / Refund of ₹{amount} recorded (cash on delivery)',
      'Return shipping reimbursement can be ₹0 to ₹100 / The deduction can be ₹0 to the items’ price / Please enter the UPI or bank transfer reference / The refund can be at most ₹{paid}, what was paid online; reimburse the rest another way',
    ),
    replace: stepOperation(
      'replace',
      'replace',
      'replaceReturn',
      'Send a replacement for a received return (its units are taken from stock)',
      'Replacement will be sent',
    ),
  },
});
