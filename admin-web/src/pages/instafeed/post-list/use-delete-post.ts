import { useConfirmedDelete, type ConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useDeleteFeedPostMutation, type FeedPost } from '../instafeed-api';
import { POST_NOTICES, postLabel } from '../instafeed-model';

const DELETE_POST: ConfirmedDelete<FeedPost, string> = {
  confirm: (post) => ({
    title: 'Confirm Delete',
    content: `Are you sure you want to delete the post ${postLabel(post.postUrl)}? It leaves the home page feed.`,
  }),
  arg: (post) => post.id,
  deleted: POST_NOTICES.deleted,
  failed: POST_NOTICES.deleteFailed,
};

/** Deleting a feed post after the "Confirm Delete" dialog (Cancel focused). */
export function useDeletePost(): (post: FeedPost) => void {
  const [deletePost] = useDeleteFeedPostMutation();
  return useConfirmedDelete(deletePost, DELETE_POST);
}
