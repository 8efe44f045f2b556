import type { EntityManager } from 'typeorm';

/** Injection token of the one PaymentProvider the service runs with. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

type ProviderName = 'razorpay' | 'sandbox';

/** An order as the provider holds it. */
export interface ProviderOrder {
  id: string;
  /** Paise. */
  amount: number;
  currency: string;
}

/** A payment as the provider reports it (Razorpay's payment entity, the fields we use). */
export interface ProviderPayment {
  id: string;
  /** The provider order the payment was made against. */
  orderId: string;
  amount: number;
  currency: string;
  /** created, authorized, captured, refunded, failed. */
  status: string;
  /** card, upi, netbanking, wallet, ... */
  method: string;
}

/** A refund as the provider reports it. */
export interface ProviderRefund {
  id: string;
  /** Paise. */
  amount: number;
  /** pending (initiated, the bank is paying it back) or processed. */
  status: string;
}

/**
 * The payment provider port: Razorpay in production, the built-in sandbox when no
 * Razorpay keys are configured. Both sign exactly as Razorpay does.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The public key id the checkout widget is opened with. */
  readonly keyId: string;
  /** Signs checkout answers: HMAC-SHA256(order_id|payment_id). */
  keySecret(): Promise<string>;
  /** Signs webhook bodies. */
  webhookSecret(): Promise<string>;
  createOrder(input: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /** The payment, or undefined when the provider does not know it. */
  fetchPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  /** Captures an authorized payment for its full amount. */
  capturePayment(paymentId: string, amount: number, currency: string): Promise<ProviderPayment>;
  /**
   * The shop order behind a provider order was cancelled: no payment may be taken for it
   * any more where the provider allows closing it (the sandbox does; Razorpay has no
   * such call, so its adapter does nothing and late payments are refused at capture).
   */
  closeOrder(providerOrderId: string, manager: EntityManager): Promise<void>;
  /**
   * Refunds a captured payment in full or in part (amountPaise). `refundKey` is the shop's
   * refund id (payment_refund.id): safe to repeat, a refund already made under that key is
   * answered instead of a second one.
   */
  refund(paymentId: string, amountPaise: number, refundKey: string): Promise<ProviderRefund>;
}
