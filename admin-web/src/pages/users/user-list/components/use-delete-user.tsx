import { useConfirmedDelete, type ConfirmedDelete } from '../../../../lib/use-confirmed-delete';
import { useDeleteUserMutation, type AdminUser } from '../../users-api';
import { USER_NOTICES, notifyFailure } from '../user-notices';

const DELETE_USER: ConfirmedDelete<AdminUser, string> = {
  confirm: (user) => {
    const who = user.userName ? `${user.userName} (${user.email})` : user.email;
    return {
      title: 'Confirm Delete',
      content: `Are you sure you want to delete ${who}? Their account, saved addresses and sessions are removed. This cannot be undone.`,
    };
  },
  arg: (user) => user.id,
  deleted: USER_NOTICES.deleted,
  failed: (notification, error) =>
    notifyFailure(notification, error, {
      failed: USER_NOTICES.deleteFailed,
      error: USER_NOTICES.deleteError,
    }),
};

/**
 * Deleting a user, after a confirmation naming them (every delete is
 * confirmed). The dialog stays busy until the server answers, then closes either way.
 */
export function useDeleteUser(): (user: AdminUser) => void {
  const [deleteUser] = useDeleteUserMutation();
  return useConfirmedDelete(deleteUser, DELETE_USER);
}
