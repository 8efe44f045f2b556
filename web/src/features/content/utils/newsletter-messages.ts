import type { ToastOptions } from '@/components/toast/toast-context';

// What the footer's newsletter sign-up shows.

export const INVALID_EMAIL = 'Please enter a valid email address.';
export const ALREADY_SUBSCRIBED_SERVER = 'This email is already subscribed to the newsletter.';

/** A blank field is refused before any request. */
export function newsletterInputError(email: string): string | null {
  return email.trim() ? null : INVALID_EMAIL;
}

/** Success: the server's message (or the default one when it sent none). */
export function newsletterSuccess(message: string | undefined): ToastOptions {
  return { title: message ?? 'Thank you for subscribing to our newsletter!', variant: 'success' };
}

/**
 * Failure: the duplicate answer becomes a warning, every other refusal with a message is
 * "Subscription failed. Try again!", and a failure without any message "Failed to subscribe".
 */
export function newsletterFailure(serverMessage: string | undefined): ToastOptions {
  if (serverMessage === ALREADY_SUBSCRIBED_SERVER) {
    return { title: 'You are already subscribed!', variant: 'warning' };
  }
  if (serverMessage) return { title: 'Subscription failed. Try again!', variant: 'destructive' };
  return { title: 'Failed to subscribe', variant: 'destructive' };
}
