import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useGetCartQuery } from '../api/cart-api';
import { guestItemCount } from '../utils/guest-cart';
import { useGuestCart } from './use-guest-cart';

export const CART_COUNT_DEBOUNCE_MS = 300;

/** The bag badge: server cart units plus guest cart units, settled for 300 ms. */
export function useCartCount(userId: string | null): number {
  const { data } = useGetCartQuery(userId ?? '', { skip: !userId });
  const serverCount = userId
    ? (data?.items ?? []).reduce((sum, item) => sum + item.quantity, 0)
    : 0;
  const count = serverCount + guestItemCount(useGuestCart());
  return useDebouncedValue(count, CART_COUNT_DEBOUNCE_MS);
}
