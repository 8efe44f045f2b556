import { useConfirmedDelete, type ConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useDeleteFeedbackMutation, type AdminFeedback } from '../feedback-api';
import { FEEDBACK_NOTICES, feedbackDeleteText } from '../feedback-model';

const DELETE_FEEDBACK: ConfirmedDelete<AdminFeedback, string> = {
  confirm: (item) => ({ title: 'Confirm Delete', content: feedbackDeleteText(item) }),
  arg: (item) => item.id,
  deleted: FEEDBACK_NOTICES.deleted,
  failed: FEEDBACK_NOTICES.deleteFailed,
};

/** Deleting feedback after the "Confirm Delete" dialog (Cancel focused). */
export function useDeleteFeedback(): (item: AdminFeedback) => void {
  const [deleteFeedback] = useDeleteFeedbackMutation();
  return useConfirmedDelete(deleteFeedback, DELETE_FEEDBACK);
}
