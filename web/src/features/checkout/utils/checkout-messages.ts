import type { ToastOptions } from '@/components/toast/toast-context';

// The messages checkout shows when an order cannot be created, word for word.
export const EMPTY_CART = 'Your cart is empty. Please add items to proceed.';
export const NO_ADDRESS = 'Please select one address to proceed.';
export const UNABLE_TO_COMPLETE = 'Unable to Complete Order';
export const SDK_MISSING = 'Razorpay SDK is not loaded. Please refresh the page.';
export const CREATE_FAILED = 'Order creation failed. Please try again.';
export const PAYMENT_FAILED = 'Payment failed. Please try again.';
export const PAYMENT_CANCELLED = 'Payment process was cancelled.';
export const CONFIRMATION_FAILED =
  'Payment was successful, but order confirmation failed. Please contact support.';
export const PAYMENT_SUCCEEDED = 'Payment successful! Redirecting to the success page...';
export const PAYMENT_TIMEOUT_MS = 5 * 60 * 1000;

export const TIMED_OUT: ToastOptions = {
  title: 'Payment process timed out.',
  description: 'Please try again.',
  variant: 'destructive',
};
export const INIT_FAILED: ToastOptions = {
  title: 'Payment initialization failed.',
  description: 'Please try again later.',
  variant: 'destructive',
};

type Raw = Record<string, unknown>;
const record = (value: unknown): Raw =>
  typeof value === 'object' && value !== null ? (value as Raw) : {};

/**
 * The toast for a refused order create: 409 is "Unable to Complete Order" with the server's
 * first problem; the server's 400 messages and a foreign address are shown as they are; a
 * failure without a usable answer is "Order creation failed. Please try again.".
 */
export function createFailureToast(error: unknown): ToastOptions {
  const { status } = record(error);
  const data = record(record(error).data);
  const message = typeof data.message === 'string' ? data.message.trim() : '';
  if (status === 409) {
    const problems = Array.isArray(data.problems) ? data.problems : [];
    const first = typeof problems[0] === 'string' ? problems[0] : '';
    return {
      title: typeof data.title === 'string' && data.title ? data.title : UNABLE_TO_COMPLETE,
      description: message || first || CREATE_FAILED,
      variant: 'destructive',
    };
  }
  if ((status === 400 || status === 404) && message) {
    return { title: message, variant: 'destructive' };
  }
  return { title: CREATE_FAILED, variant: 'destructive' };
}
