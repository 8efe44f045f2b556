// Pure rules of the category form: name and description
// non-empty, no image upload in progress.
import type { AdminCategory, CategoryPayload } from './categories-api';

export interface CategoryFormValues {
  name?: string;
  description?: string;
  image?: string;
}

export const CATEGORY_NOTICES = {
  added: 'Category added successfully',
  updated: 'Category updated successfully',
  deleted: 'Category deleted successfully',
  addFailed: 'Failed to add category',
  updateFailed: 'Failed to update category',
  deleteFailed: 'Failed to delete category',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
} as const;

export function categoryToForm(category: AdminCategory | null): CategoryFormValues {
  return category
    ? { name: category.name, description: category.description, image: category.image }
    : { name: '', description: '', image: '' };
}

export function canSubmitCategory(values: CategoryFormValues, uploading: boolean): boolean {
  return (
    !uploading && (values.name ?? '').trim() !== '' && (values.description ?? '').trim() !== ''
  );
}

export function buildCategoryPayload(values: CategoryFormValues): CategoryPayload {
  return {
    name: (values.name ?? '').trim(),
    description: (values.description ?? '').trim(),
    image: values.image ?? '',
  };
}
