import { useState } from 'react';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { tracking } from '@/lib/tracking';
import { useAddToCartMutation } from '../api/cart-api';
import type { CartProduct } from '../types/cart';
import { addToGuestCart, readGuestCart, writeGuestCart } from '../utils/guest-cart';
import { unitPrice } from '../utils/cart-totals';

export const ADDED_MESSAGE = 'Item added to cart!';
export const ADD_FAILED = 'Failed to add item to cart. Please try again.';

/**
 * Add to Cart for the product page and the quick adds: a guest's line goes to `tempCart`
 * after the client stock check, a signed-in user's to the server cart (which answers the
 * stock messages itself). Success toasts "Item added to cart!" and sends AddToCart.
 */
export function useAddToCart(userId: string | null) {
  const { toast } = useToast();
  const [addToCart] = useAddToCartMutation();
  const [isAdding, setIsAdding] = useState(false);

  async function add(
    product: CartProduct,
    choice: { colorId: string | null; quantity: number },
  ): Promise<boolean> {
    const track = () =>
      tracking.addToCart({
        productId: product.id,
        title: product.title,
        value: unitPrice(product) * choice.quantity,
        quantity: choice.quantity,
      });

    if (!userId) {
      const result = addToGuestCart(readGuestCart(), product, choice);
      if (!result.ok) {
        toast({ title: result.message, variant: 'destructive' });
        return false;
      }
      writeGuestCart(result.entries);
      toast({ title: ADDED_MESSAGE, variant: 'success' });
      track();
      return true;
    }

    setIsAdding(true);
    try {
      const { message } = await addToCart({
        userId,
        productId: product.id,
        quantity: choice.quantity,
        colorId: choice.colorId,
      }).unwrap();
      toast({ title: message || ADDED_MESSAGE, variant: 'success' });
      track();
      return true;
    } catch (error) {
      toast({ title: getApiErrorMessage(error, ADD_FAILED), variant: 'destructive' });
      return false;
    } finally {
      setIsAdding(false);
    }
  }

  return { add, isAdding };
}
