// The messages of the products screen.
export const PRODUCT_NOTICES = {
  added: 'Product added successfully',
  updated: 'Product updated successfully',
  deleted: 'Product deleted successfully',
  addFailed: 'Failed to add product',
  updateFailed: 'Failed to update product',
  deleteFailed: 'Failed to delete product',
} as const;

export const DELETE_CONFIRM = {
  title: 'Confirm Delete',
  content: 'Are you sure you want to delete this item?',
} as const;
