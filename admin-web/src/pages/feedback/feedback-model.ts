// Pure rules of the feedback screen.
import type { AdminFeedback } from './feedback-api';

export const FEEDBACK_NOTICES = {
  deleted: 'Feedback deleted successfully',
  deleteFailed: 'Failed to delete feedback',
  approved: 'Feedback approved: it is shown on the home page',
  rejected: 'Feedback rejected',
  moderateFailed: 'Failed to update the feedback',
  moderationOn: 'New testimonials now wait for your approval',
  moderationOff: 'New testimonials are now shown at once',
  settingFailed: 'Failed to save the setting',
} as const;

/** Who wrote it: the user name, else the e-mail, else "a customer". */
export function feedbackAuthor(item: Pick<AdminFeedback, 'userName' | 'email'>): string {
  return item.userName || item.email || 'a customer';
}

/** "12 entries" / "1 entry". */
export function feedbackCount(total: number): string {
  return `${total} ${total === 1 ? 'entry' : 'entries'}`;
}

/** The delete confirmation's text, naming the author. */
export function feedbackDeleteText(item: Pick<AdminFeedback, 'userName' | 'email'>): string {
  const who =
    item.userName && item.email ? `${item.userName} (${item.email})` : feedbackAuthor(item);
  return `Are you sure you want to delete the feedback from ${who}? It leaves the home page testimonials.`;
}
