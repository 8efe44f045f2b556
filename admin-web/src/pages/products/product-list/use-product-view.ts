// Whether the products screen shows cards or a table: the admin's last choice, kept in
// this browser (localStorage), cards until one is made.
import { useCallback, useState } from 'react';

export type ProductView = 'cards' | 'table';

export const PRODUCT_VIEW_KEY = 'admin.products.view';

function storedView(): ProductView {
  try {
    return window.localStorage.getItem(PRODUCT_VIEW_KEY) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

export function useProductView(): [ProductView, (view: ProductView) => void] {
  const [view, setViewState] = useState<ProductView>(storedView);
  const setView = useCallback((next: ProductView) => {
    setViewState(next);
    try {
      window.localStorage.setItem(PRODUCT_VIEW_KEY, next);
    } catch {
      // Storage refused (private mode): the choice lasts until the page is left.
    }
  }, []);
  return [view, setView];
}
