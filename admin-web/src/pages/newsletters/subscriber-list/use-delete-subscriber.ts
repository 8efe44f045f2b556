import { useCallback } from 'react';
import { useConfirmedDelete, type ConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useDeleteSubscriberMutation, type Subscriber } from '../newsletters-api';
import { NEWSLETTER_NOTICES } from '../newsletter-model';

const DELETE_SUBSCRIBER: ConfirmedDelete<Subscriber, string> = {
  confirm: (subscriber) => ({
    title: 'Confirm Delete',
    content: `Are you sure you want to delete the subscriber ${subscriber.email}? They get no more newsletters.`,
  }),
  arg: (subscriber) => subscriber.email,
  deleted: NEWSLETTER_NOTICES.deleted,
  failed: NEWSLETTER_NOTICES.deleteFailed,
};

/**
 * Deleting a subscriber after the "Confirm Delete" dialog (Cancel focused); `onDeleted` hears
 * of each deleted e-mail (to drop it from the selection).
 */
export function useDeleteSubscriber(
  onDeleted: (email: string) => void,
): (subscriber: Subscriber) => void {
  const [deleteSubscriber] = useDeleteSubscriberMutation();
  const trigger = useCallback(
    (email: string) => ({
      unwrap: async () => {
        const answer = await deleteSubscriber(email).unwrap();
        onDeleted(email);
        return answer;
      },
    }),
    [deleteSubscriber, onDeleted],
  );
  return useConfirmedDelete(trigger, DELETE_SUBSCRIBER);
}
