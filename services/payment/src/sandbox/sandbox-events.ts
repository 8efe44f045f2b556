import { SANDBOX_ACCOUNT_ID } from './sandbox-ids.js';

/** The sandbox's error for a failed payment, as Razorpay's widget reports one. */
export const SANDBOX_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_failed',
} as const;

export interface SandboxPaymentFacts {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  method: string;
  createdAt: Date;
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** A Razorpay payment entity (the fields Razorpay sends in webhooks). */
export function paymentEntity(payment: SandboxPaymentFacts): Record<string, unknown> {
  const captured = payment.status === 'captured';
  const failed = payment.status === 'failed';
  return {
    id: payment.id,
    entity: 'payment',
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    order_id: payment.orderId,
    invoice_id: null,
    international: false,
    method: payment.method,
    amount_refunded: 0,
    refund_status: null,
    captured,
    description: 'Saree Boutique order (sandbox)',
    card_id: null,
    bank: null,
    wallet: null,
    vpa: captured ? 'success@razorpay' : 'failure@razorpay',
    email: '',
    contact: '',
    notes: [],
    fee: captured ? Math.round(payment.amount * 0.02) : null,
    tax: captured ? Math.round(payment.amount * 0.02 * 0.18) : null,
    error_code: failed ? SANDBOX_FAILURE.code : null,
    error_description: failed ? SANDBOX_FAILURE.description : null,
    error_source: failed ? SANDBOX_FAILURE.source : null,
    error_step: failed ? SANDBOX_FAILURE.step : null,
    error_reason: failed ? SANDBOX_FAILURE.reason : null,
    acquirer_data: {},
    created_at: unix(payment.createdAt),
  };
}

/** A Razorpay webhook body for a payment event (payment.captured or payment.failed). */
export function paymentWebhookBody(payment: SandboxPaymentFacts): Record<string, unknown> {
  return {
    entity: 'event',
    account_id: SANDBOX_ACCOUNT_ID,
    event: payment.status === 'captured' ? 'payment.captured' : 'payment.failed',
    contains: ['payment'],
    payload: { payment: { entity: paymentEntity(payment) } },
    created_at: unix(new Date()),
  };
}
