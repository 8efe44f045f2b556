import type { ToastOptions } from '@/components/toast/toast-context';

// The feedback messages.

export const NOT_SIGNED_IN: ToastOptions = {
  title: 'Unauthorized',
  description: 'You must be logged in to submit feedback.',
  variant: 'destructive',
};

export const FEEDBACK_SUBMITTED: ToastOptions = {
  title: 'Feedback Submitted',
  description: 'Thank you for your feedback!',
  variant: 'success',
};

export const FEEDBACK_FAILED: ToastOptions = {
  title: 'Submission Error',
  description: 'There was a problem submitting your feedback.',
  variant: 'destructive',
};
