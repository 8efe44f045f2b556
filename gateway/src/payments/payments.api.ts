import { ApiHeader } from '@nestjs/swagger';
import { textOf } from '../common/body-fields.js';
import { ok } from '../common/envelope.js';
import { api, operations } from '../common/operations.js';
import {
  PaymentConfigResponse,
  RefundOutageBody,
  RefundOutageResponse,
  SandboxPayAnswer,
  SandboxPayBody,
  SandboxPaymentEntity,
  WebhookResponse,
} from './payments.shapes.js';
import {
  INVALID_WEBHOOK_SIGNATURE,
  OUTAGE_RULE,
  PaymentsService,
  SANDBOX_OUTCOME_RULE,
} from './payments.service.js';

/** The webhook route (its raw body is kept, see keepRawBody). */
export const WEBHOOK_PATH = 'payments/razorpay/webhook';

const deps = { payments: PaymentsService };
const op = operations(deps);
/** Razorpay's own shapes, not the `{ success }` envelope. */
const asIs = <T>(answer: T) => answer;

/** Payment provider config (REST and GraphQL) and Razorpay's webhook (public). */
export const paymentsApi = api({
  name: 'PaymentsController',
  tag: 'payments',
  deps,
  operations: {
    config: op({
      summary: 'Which provider runs (razorpay or sandbox) and its public key',
      handle: ({ deps }) => deps.payments.config(),
      rest: { route: { get: 'payments/config' }, ok: PaymentConfigResponse, reply: ok },
      graphql: {
        query: 'paymentConfig',
        type: () => PaymentConfigResponse,
        description: 'Which payment provider runs and its public key',
      },
    }),
    webhook: op({
      summary: "Razorpay's webhook: the raw body verified with X-Razorpay-Signature, deduplicated",
      handle: ({ deps, request }) =>
        deps.payments.webhook(
          request.rawBody ?? Buffer.alloc(0),
          textOf(request.headers['x-razorpay-signature']),
          textOf(request.headers['x-razorpay-event-id']),
        ),
      rest: {
        route: { post: WEBHOOK_PATH },
        status: 200,
        ok: WebhookResponse,
        errors: { 400: INVALID_WEBHOOK_SIGNATURE },
        decorators: [
          ApiHeader({ name: 'X-Razorpay-Signature', required: true }),
          ApiHeader({ name: 'X-Razorpay-Event-Id', required: false }),
        ],
        reply: (outcome) => ok({ outcome }),
      },
    }),
  },
});

/**
 * The payment sandbox's checkout (what its dialog does in place of Razorpay's widget) and
 * its payments.fetch. Registered only where the sandbox may run (sandboxRoutesOn): in
 * production without PAYMENT_SANDBOX=true these paths are a plain 404. Even here, only the
 * signed-in customer who owns the order may pay it.
 */
export const sandboxApi = api({
  name: 'SandboxController',
  prefix: 'sandbox/razorpay',
  tag: 'payments',
  deps,
  operations: {
    pay: op({
      summary:
        "The sandbox checkout (no Razorpay keys; not in production unless PAYMENT_SANDBOX=true): the owner of the order pays it; answers what Razorpay's widget hands the page",
      auth: 'user',
      input: SandboxPayBody,
      handle: ({ deps, user }, input) =>
        deps.payments.sandboxPay(
          user,
          (input as { razorpayOrderId: string }).razorpayOrderId,
          input.outcome,
        ),
      rest: {
        route: { post: 'orders/:razorpayOrderId/pay' },
        status: 200,
        ok: SandboxPayAnswer,
        errors: {
          400: SANDBOX_OUTCOME_RULE,
          404: "Order not found (unknown, or another customer's) / Not found (Razorpay keys are configured)",
          409: 'This order has expired. Please place a new order.',
        },
        reply: asIs,
      },
    }),
    refundOutage: op({
      summary:
        "Admin: switch the sandbox's refund outage (every refund refused, as Razorpay refuses one the balance cannot cover) to see and retry a failed refund",
      auth: 'admin',
      input: RefundOutageBody,
      handle: ({ deps, user }, input) => deps.payments.sandboxRefundOutage(user, input.on),
      rest: {
        route: { post: 'refunds/outage' },
        status: 200,
        ok: RefundOutageResponse,
        errors: { 400: OUTAGE_RULE, 404: 'Not found (Razorpay keys are configured)' },
        reply: (outage) => ok({ outage }),
      },
    }),
    payment: op({
      summary:
        "A sandbox payment of the caller's order, as Razorpay's payments.fetch answers it (status captured, failed or refunded)",
      auth: 'user',
      handle: ({ deps, user }, input: { paymentId: string }) =>
        deps.payments.sandboxPayment(user, input.paymentId),
      rest: {
        route: { get: 'payments/:paymentId' },
        ok: SandboxPaymentEntity,
        errors: { 404: "Payment not found (unknown, or another customer's)" },
        reply: asIs,
      },
    }),
  },
});
