// The messages of the users screen.
import type { App } from 'antd';
import { describeApiError } from '@boutique/web-kit/api-error';

type NotificationApi = ReturnType<typeof App.useApp>['notification'];

export const USER_NOTICES = {
  roleUpdated: 'User role updated successfully',
  roleUpdateFailed: 'Failed to update user role',
  roleUpdateError: 'Error updating user role',
  deleted: 'User deleted successfully',
  deleteFailed: 'Failed to delete user',
  deleteError: 'Error deleting user',
} as const;

const TRY_AGAIN = 'Please try again.';
const UNREACHABLE = 'The server could not be reached. Please check the connection and try again.';

/**
 * Tells the admin why a call failed: `failed` with the server's own message when the server
 * refused it (e.g. "You cannot change your own role"), `error` when it could not be made.
 */
export function notifyFailure(
  notification: NotificationApi,
  error: unknown,
  titles: { failed: string; error: string },
): void {
  const failure = describeApiError(error);
  if (failure.kind === 'refused') {
    notification.error({ title: titles.failed, description: failure.message ?? TRY_AGAIN });
  } else {
    notification.error({ title: titles.error, description: UNREACHABLE });
  }
}
