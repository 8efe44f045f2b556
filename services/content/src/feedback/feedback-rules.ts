import { FeedbackStatus } from '@boutique/contracts/content/v1/content_service';
import { charCount } from '../common/listing.js';

export const FEEDBACK_MESSAGES = {
  signInRequired: 'You must be logged in to submit feedback.',
  required: 'Feedback is required',
  tooLong: 'Feedback must not exceed 1000 characters',
  notFound: 'Feedback not found',
  identityUnavailable: 'Feedback cannot be saved right now. Please try again later.',
  invalidStatus: 'Status must be pending, approved or rejected',
} as const;

/** A feedback's moderation state as the `feedback.status` column stores it. */
export type FeedbackStatusValue = 'pending' | 'approved' | 'rejected';

const STATUS_VALUES: Partial<Record<FeedbackStatus, FeedbackStatusValue>> = {
  [FeedbackStatus.FEEDBACK_STATUS_PENDING]: 'pending',
  [FeedbackStatus.FEEDBACK_STATUS_APPROVED]: 'approved',
  [FeedbackStatus.FEEDBACK_STATUS_REJECTED]: 'rejected',
};

const STATUS_MESSAGES: Record<FeedbackStatusValue, FeedbackStatus> = {
  pending: FeedbackStatus.FEEDBACK_STATUS_PENDING,
  approved: FeedbackStatus.FEEDBACK_STATUS_APPROVED,
  rejected: FeedbackStatus.FEEDBACK_STATUS_REJECTED,
};

/** The column's value of a contract status; undefined for UNSPECIFIED (or unknown). */
export function statusValue(status: FeedbackStatus | undefined): FeedbackStatusValue | undefined {
  return status === undefined ? undefined : STATUS_VALUES[status];
}

export function statusMessage(value: FeedbackStatusValue): FeedbackStatus {
  return STATUS_MESSAGES[value];
}

/** The `content_setting` key of testimonial moderation (absent: on). */
export const MODERATION_SETTING = 'feedback.moderation';

const FEEDBACK_MAX_LENGTH = 1000;
/** How many testimonials the shop shows when it asks for no page size. */
export const PUBLIC_PAGE_SIZE = 50;

/** The problem of a trimmed feedback text, or undefined. */
export function feedbackProblem(text: string): string | undefined {
  if (!text) return FEEDBACK_MESSAGES.required;
  if (charCount(text) > FEEDBACK_MAX_LENGTH) return FEEDBACK_MESSAGES.tooLong;
  return undefined;
}
