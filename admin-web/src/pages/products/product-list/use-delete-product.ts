import { useConfirmedDelete, type ConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useDeleteProductMutation, type AdminProduct } from '../products-api';
import { DELETE_CONFIRM, PRODUCT_NOTICES } from './product-notices';

const DELETE_PRODUCT: ConfirmedDelete<AdminProduct, string> = {
  confirm: () => DELETE_CONFIRM,
  arg: (product) => product.id,
  deleted: PRODUCT_NOTICES.deleted,
  failed: PRODUCT_NOTICES.deleteFailed,
};

/**
 * Deleting a product after the "Confirm Delete" dialog, Cancel focused.
 * The dialog stays busy until the server answers.
 */
export function useDeleteProduct(): (product: AdminProduct) => void {
  const [deleteProduct] = useDeleteProductMutation();
  return useConfirmedDelete(deleteProduct, DELETE_PRODUCT);
}
