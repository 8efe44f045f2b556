import type { PaymentProvider, ProviderPayment } from './payment-provider.js';

type Confirmation =
  | { ok: true; payment: ProviderPayment }
  | { ok: false; reason: 'unknown' | 'other-order' | 'amount' | 'currency' | 'status' };

/**
 * Asks the provider about a payment the browser reported: it must belong to the provider
 * order, be for the full amount and be captured. An authorized payment (Razorpay accounts
 * without auto-capture) is captured here for the full amount.
 */
export async function confirmPayment(
  provider: PaymentProvider,
  paymentId: string,
  expected: { providerOrderId: string; amount: number; currency: string },
): Promise<Confirmation> {
  const payment = await provider.fetchPayment(paymentId);
  if (!payment) return { ok: false, reason: 'unknown' };
  if (payment.orderId !== expected.providerOrderId) return { ok: false, reason: 'other-order' };
  if (payment.amount !== expected.amount) return { ok: false, reason: 'amount' };
  if (payment.currency.toUpperCase() !== expected.currency.toUpperCase())
    return { ok: false, reason: 'currency' };
  if (payment.status === 'captured') return { ok: true, payment };
  if (payment.status !== 'authorized') return { ok: false, reason: 'status' };
  const captured = await provider.capturePayment(paymentId, expected.amount, expected.currency);
  return captured.status === 'captured' && captured.amount === expected.amount
    ? { ok: true, payment: { ...payment, ...captured, method: captured.method || payment.method } }
    : { ok: false, reason: 'status' };
}
