import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` with `secret`, hex (how Razorpay signs everything). */
export function hmacHex(secret: string, data: string | Uint8Array): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Razorpay's checkout signature: HMAC-SHA256(`order_id|payment_id`) with the key secret. */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expected: string, received: string | undefined): boolean {
  const given = (received ?? '').trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}
