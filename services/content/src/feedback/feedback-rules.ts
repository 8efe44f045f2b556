import { charCount } from '../common/listing.js';

export const FEEDBACK_MESSAGES = {
  signInRequired: 'You must be logged in to submit feedback.',
  required: 'Feedback is required',
  tooLong: 'Feedback must not exceed 1000 characters',
  notFound: 'Feedback not found',
  identityUnavailable: 'Feedback cannot be saved right now. Please try again later.',
} as const;

const FEEDBACK_MAX_LENGTH = 1000;
/** How many testimonials the shop shows when it asks for no page size. */
export const PUBLIC_PAGE_SIZE = 50;

/** The problem of a trimmed feedback text, or undefined. */
export function feedbackProblem(text: string): string | undefined {
  if (!text) return FEEDBACK_MESSAGES.required;
  if (charCount(text) > FEEDBACK_MAX_LENGTH) return FEEDBACK_MESSAGES.tooLong;
  return undefined;
}
