import { useConfirmedDelete, type ConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useDeleteCategoryMutation, type AdminCategory } from '../categories-api';
import { CATEGORY_NOTICES } from '../category-model';

const DELETE_CATEGORY: ConfirmedDelete<AdminCategory, string> = {
  confirm: (category) => ({
    title: 'Confirm Delete',
    content: `Are you sure you want to delete the category "${category.name}"?`,
  }),
  arg: (category) => category.id,
  deleted: CATEGORY_NOTICES.deleted,
  failed: CATEGORY_NOTICES.deleteFailed,
};

/**
 * Deleting a category after confirming. The server refuses (409) while products are in it:
 * "This category still has {n} products. Move or delete them first." shows as the reason.
 */
export function useDeleteCategory(): (category: AdminCategory) => void {
  const [deleteCategory] = useDeleteCategoryMutation();
  return useConfirmedDelete(deleteCategory, DELETE_CATEGORY);
}
