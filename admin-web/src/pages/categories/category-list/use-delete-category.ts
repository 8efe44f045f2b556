import { useCallback } from 'react';
import { App } from 'antd';
import { notifyCallFailure } from '../../../lib/call-notices';
import { useDeleteCategoryMutation, type AdminCategory } from '../categories-api';
import { CATEGORY_NOTICES } from '../category-model';

/**
 * Deleting a category after confirming. The server refuses (409) while products are in it:
 * "This category still has {n} products. Move or delete them first." shows as the reason.
 */
export function useDeleteCategory(): (category: AdminCategory) => void {
  const [deleteCategory] = useDeleteCategoryMutation();
  const { modal, message, notification } = App.useApp();
  return useCallback(
    (category: AdminCategory) => {
      void modal.confirm({
        title: 'Confirm Delete',
        content: `Are you sure you want to delete the category "${category.name}"?`,
        okText: 'Delete',
        okType: 'danger',
        cancelText: 'Cancel',
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          try {
            await deleteCategory(category.id).unwrap();
            void message.success(CATEGORY_NOTICES.deleted);
          } catch (error) {
            notifyCallFailure(notification, CATEGORY_NOTICES.deleteFailed, error);
          }
        },
      });
    },
    [deleteCategory, modal, message, notification],
  );
}
