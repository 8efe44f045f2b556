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

/** While testimonial moderation is on: the story is shown once the owner has read it. */
export const FEEDBACK_AWAITING_APPROVAL: ToastOptions = {
  title: 'Feedback Submitted',
  description: 'Thank you! Your story will appear once we have read it',
  variant: 'success',
};

export const FEEDBACK_FAILED: ToastOptions = {
  title: 'Submission Error',
  description: 'There was a problem submitting your feedback.',
  variant: 'destructive',
};
