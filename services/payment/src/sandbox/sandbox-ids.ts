import { randomInt } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random alphanumerics from a CSPRNG. */
export function alphanumerics(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** A Razorpay-shaped id: `order_`, `pay_`, `rfnd_` or `evt_` + 14 alphanumerics. */
export function sandboxId(prefix: 'order' | 'pay' | 'rfnd' | 'evt'): string {
  return `${prefix}_${alphanumerics(14)}`;
}

/** The sandbox's public key id (Razorpay test keys start with rzp_test_). */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

/** The account id the sandbox's webhooks name. */
export const SANDBOX_ACCOUNT_ID = 'acc_SandboxBoutique';
