import { baseServiceConfigSchema, ConfigError, loadConfig } from '@boutique/service-kit';
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
  /**
   * `true` runs the built-in sandbox on purpose where it would otherwise refuse to start
   * (NODE_ENV=production without Razorpay keys: a staging shop). Refused together with
   * RAZORPAY_KEY_ID (which of the two is meant cannot be guessed).
   */
  PAYMENT_SANDBOX: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((value) => value === 'true'),
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

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** Which provider runs: Razorpay with its settings, or the built-in sandbox. */
type PaymentMode = { provider: 'razorpay'; razorpay: RazorpaySettings } | { provider: 'sandbox' };

/**
 * The provider this configuration runs, or a ConfigError of one line naming the variable:
 * - RAZORPAY_KEY_ID set: Razorpay (its key secret and webhook secret are then required);
 *   PAYMENT_SANDBOX=true beside it is refused as ambiguous;
 * - no keys outside production (npm start, npm test): the sandbox;
 * - no keys in production: refused, unless PAYMENT_SANDBOX=true asks for the sandbox on
 *   purpose (a staging shop). A shop never takes fake payments because a secret went missing.
 */
export function paymentMode(
  config: Pick<
    PaymentConfig,
    'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET' | 'PAYMENT_SANDBOX'
  > & { NODE_ENV?: string },
): PaymentMode {
  if (config.RAZORPAY_KEY_ID) {
    if (config.PAYMENT_SANDBOX)
      throw new ConfigError(
        'Configuration error: PAYMENT_SANDBOX is invalid (true asks for the sandbox, but RAZORPAY_KEY_ID is set: unset one of the two)',
      );
    for (const name of ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!config[name])
        throw new ConfigError(
          `Configuration error: ${name} is missing (required when RAZORPAY_KEY_ID is set)`,
        );
    }
    return {
      provider: 'razorpay',
      razorpay: {
        keyId: config.RAZORPAY_KEY_ID,
        keySecret: config.RAZORPAY_KEY_SECRET!,
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
      },
    };
  }
  if (config.NODE_ENV === 'production' && !config.PAYMENT_SANDBOX)
    throw new ConfigError(
      'Configuration error: RAZORPAY_KEY_ID is missing (required in production; set PAYMENT_SANDBOX=true to run the test-payment sandbox on purpose)',
    );
  return { provider: 'sandbox' };
}

/**
 * main.ts's first step: which provider runs is decided before anything starts, so
 * production without Razorpay keys (and without PAYMENT_SANDBOX=true) stops with one
 * line and exit code 78 (EX_CONFIG), like any bad variable.
 */
export function checkPaymentModeOrExit(env: NodeJS.ProcessEnv = process.env): void {
  try {
    paymentMode(
      loadConfig(
        paymentConfigSchema.extend({ NODE_ENV: baseServiceConfigSchema.shape.NODE_ENV }),
        env,
      ),
    );
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(78); // EX_CONFIG, as loadConfig
  }
}

/** The settings the Razorpay adapter needs, or undefined for the sandbox (see paymentMode). */
export function razorpaySettings(
  config: Parameters<typeof paymentMode>[0],
): RazorpaySettings | undefined {
  const mode = paymentMode(config);
  return mode.provider === 'razorpay' ? mode.razorpay : undefined;
}
