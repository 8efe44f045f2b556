import { useState, type FormEvent } from 'react';
import { getApiErrorStatus } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import dialogStyles from '@/components/ui/dialog.module.css';
import { TextAreaField } from '@/components/ui/text-field';
import { useAddFeedbackMutation } from '../api/content-api';
import {
  FEEDBACK_AWAITING_APPROVAL,
  FEEDBACK_FAILED,
  FEEDBACK_SUBMITTED,
  NOT_SIGNED_IN,
} from '../utils/feedback-messages';

const MAX_FEEDBACK = 1000;

/**
 * Share Your Experience (signed-in customers): the feedback joins the testimonials once the
 * owner approves it (at once when moderation is off), and the toast says which.
 */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { toast } = useToast();
  const [feedback, setFeedback] = useState('');
  const [addFeedback, { isLoading }] = useAddFeedbackMutation();
  const text = feedback.trim();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text) return;
    const result = await addFeedback(text);
    if ('error' in result) {
      toast(getApiErrorStatus(result.error) === 401 ? NOT_SIGNED_IN : FEEDBACK_FAILED);
      return;
    }
    toast(result.data.pending ? FEEDBACK_AWAITING_APPROVAL : FEEDBACK_SUBMITTED);
    onClose();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Share Your Experience"
      description={<p>Tell us about your saree and your shopping with us.</p>}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextAreaField
          label="Your feedback"
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
          maxLength={MAX_FEEDBACK}
          rows={5}
          required
        />
        <div className={dialogStyles.actions}>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!text} busy={isLoading} busyLabel="Submitting…">
            Submit Feedback
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
