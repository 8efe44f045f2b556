import { useCallback } from 'react';
import { App } from 'antd';
import { useDeleteUserMutation, type AdminUser } from '../../users-api';
import { USER_NOTICES, notifyFailure } from '../user-notices';

/**
 * Deleting a user, after a confirmation naming them (spec section 2: every delete is
 * confirmed). The dialog stays busy until the server answers, then closes either way.
 */
export function useDeleteUser(): (user: AdminUser) => void {
  const [deleteUser] = useDeleteUserMutation();
  const { modal, message, notification } = App.useApp();

  return useCallback(
    (user: AdminUser) => {
      const who = user.userName ? `${user.userName} (${user.email})` : user.email;
      void modal.confirm({
        title: 'Confirm Delete',
        content: `Are you sure you want to delete ${who}? Their account, saved addresses and sessions are removed. This cannot be undone.`,
        okText: 'Delete',
        okType: 'danger',
        cancelText: 'Cancel',
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          try {
            await deleteUser(user.id).unwrap();
            void message.success(USER_NOTICES.deleted);
          } catch (error) {
            notifyFailure(notification, error, {
              failed: USER_NOTICES.deleteFailed,
              error: USER_NOTICES.deleteError,
            });
          }
        },
      });
    },
    [deleteUser, modal, message, notification],
  );
}
