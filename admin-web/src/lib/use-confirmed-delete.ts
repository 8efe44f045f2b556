// Deleting a listed item after the "Confirm Delete" dialog (every delete is
// confirmed), Cancel focused. The dialog stays busy until the server answers, then closes
// either way: a success message, or a notification saying why it failed.
import { useCallback } from 'react';
import { App } from 'antd';
import { notifyCallFailure } from './call-notices';

type NotificationApi = ReturnType<typeof App.useApp>['notification'];

export interface ConfirmedDelete<T, A> {
  /** The dialog's title and text for this item. */
  confirm: (item: T) => { title: string; content: string };
  /** What the delete mutation is called with for this item. */
  arg: (item: T) => A;
  /** The success message. */
  deleted: string;
  /** The failure's title (shown with the server's reason), or how to tell the failure. */
  failed: string | ((notification: NotificationApi, error: unknown) => void);
}

/**
 * The confirm-then-delete action of a list. `trigger` is an RTK Query mutation trigger; keep
 * `options` stable (a module constant) where the action's identity matters.
 */
export function useConfirmedDelete<T, A>(
  trigger: (arg: A) => { unwrap: () => Promise<unknown> },
  options: ConfirmedDelete<T, A>,
): (item: T) => void {
  const { modal, message, notification } = App.useApp();
  return useCallback(
    (item: T) => {
      const { title, content } = options.confirm(item);
      void modal.confirm({
        title,
        content,
        okText: 'Delete',
        okType: 'danger',
        cancelText: 'Cancel',
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          try {
            await trigger(options.arg(item)).unwrap();
            void message.success(options.deleted);
          } catch (error) {
            if (typeof options.failed === 'string') {
              notifyCallFailure(notification, options.failed, error);
            } else {
              options.failed(notification, error);
            }
          }
        },
      });
    },
    [trigger, options, modal, message, notification],
  );
}
