import { z } from 'zod';

/** An empty value (e.g. `RAZORPAY_KEY_ID=` in an .env file) means unset. */
const secret = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().min(1).optional(),
);

export const paymentConfigSchema = z.object({
  /** Set means the Razorpay adapter; unset means the built-in sandbox. */
  RAZORPAY_KEY_ID: secret,
  /** Required with RAZORPAY_KEY_ID: signs checkout answers and authenticates API calls. */
  RAZORPAY_KEY_SECRET: secret,
  /**
   * Secret of the webhook endpoint (Razorpay dashboard). Required with RAZORPAY_KEY_ID;
   * in sandbox mode it replaces the generated webhook secret when set (the test stack sets
   * it so tests can sign webhooks).
   */
  RAZORPAY_WEBHOOK_SECRET: secret,
  /** Origin the sandbox POSTs its webhooks to (`${PUBLIC_URL}/api/payments/razorpay/webhook`). */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8080'),
  /** How long after a sandbox payment its webhook is sent. */
  PAYMENT_SANDBOX_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** How often requested refunds (and failed ones due a retry) are sent to the provider. */
  PAYMENT_REFUND_SWEEP_SECONDS: z.coerce.number().positive().default(15),
  /** Wait before the first retry of a refused refund; it doubles after each failure. */
  PAYMENT_REFUND_RETRY_SECONDS: z.coerce.number().positive().default(60),
  /** Attempts of a refund before it is left failed for the owner (logged as an error). */
  PAYMENT_REFUND_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
});

export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** The settings the Razorpay adapter needs, or undefined for the sandbox. */
export function razorpaySettings(
  config: PaymentConfig,
): { keyId: string; keySecret: string; webhookSecret: string } | undefined {
  if (!config.RAZORPAY_KEY_ID) return undefined;
  for (const name of ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
    if (!config[name])
      throw new Error(
        `Configuration error: ${name} is missing (required when RAZORPAY_KEY_ID is set)`,
      );
  }
  return {
    keyId: config.RAZORPAY_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET!,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
  };
}
