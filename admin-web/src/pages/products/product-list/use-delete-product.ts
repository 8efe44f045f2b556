import { useCallback } from 'react';
import { App } from 'antd';
import { notifyCallFailure } from '../../../lib/call-notices';
import { useDeleteProductMutation, type AdminProduct } from '../products-api';
import { DELETE_CONFIRM, PRODUCT_NOTICES } from './product-notices';

/**
 * Deleting a product after the "Confirm Delete" dialog (spec section 2), Cancel focused.
 * The dialog stays busy until the server answers.
 */
export function useDeleteProduct(): (product: AdminProduct) => void {
  const [deleteProduct] = useDeleteProductMutation();
  const { modal, message, notification } = App.useApp();
  return useCallback(
    (product: AdminProduct) => {
      void modal.confirm({
        title: DELETE_CONFIRM.title,
        content: DELETE_CONFIRM.content,
        okText: 'Delete',
        okType: 'danger',
        cancelText: 'Cancel',
        focusable: { autoFocusButton: 'cancel' },
        onOk: async () => {
          try {
            await deleteProduct(product.id).unwrap();
            void message.success(PRODUCT_NOTICES.deleted);
          } catch (error) {
            notifyCallFailure(notification, PRODUCT_NOTICES.deleteFailed, error);
          }
        },
      });
    },
    [deleteProduct, modal, message, notification],
  );
}
