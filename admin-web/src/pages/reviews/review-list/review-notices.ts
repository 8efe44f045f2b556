export const REVIEW_NOTICES = {
  deleted: 'Review deleted successfully',
  deleteFailed: 'Failed to delete review',
  confirmTitle: 'Confirm Delete',
  confirmContent: 'Are you sure you want to delete this review?',
  approved: 'Review approved',
  approveFailed: 'Failed to approve review',
  rejected: 'Review rejected',
  rejectFailed: 'Failed to reject review',
  rejectTitle: 'Reject this review?',
  rejectContent: 'The shop will not show it, nor count it in the rating. You can approve it later.',
  moderationOn: 'New reviews now wait for your approval',
  moderationOff: 'New reviews are now published at once',
  settingFailed: 'Failed to save the review setting',
} as const;

/** "4.5 out of 5" for screen readers and the average column. */
export function ratingLabel(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded} out of 5`;
}
