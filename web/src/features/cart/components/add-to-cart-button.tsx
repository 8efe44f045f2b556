import { Button } from '@/components/ui/button';
import { useAddToCart } from '../hooks/use-add-to-cart';
import type { CartProduct } from '../types/cart';

type AddToCartButtonProps = {
  userId: string | null;
  product: CartProduct;
  colorId: string | null;
  quantity: number;
};

/** The product page's Add to Cart ("Adding to Cart..." while busy). */
export function AddToCartButton({ userId, product, colorId, quantity }: AddToCartButtonProps) {
  const { add, isAdding } = useAddToCart(userId);
  if (product.totalStock <= 0) return null;
  return (
    <Button
      block
      busy={isAdding}
      busyLabel="Adding to Cart..."
      onClick={() => void add(product, { colorId, quantity })}
    >
      Add to Cart
    </Button>
  );
}

type QuickAddButtonProps = { userId: string | null; product: CartProduct; className?: string };

/** Quick add from a card or a search result: one unit of the first colour with stock. */
export function QuickAddButton({ userId, product, className }: QuickAddButtonProps) {
  const { add, isAdding } = useAddToCart(userId);
  const soldOut = product.totalStock <= 0;
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={soldOut}
      busy={isAdding}
      busyLabel="Adding to Cart..."
      // The visible words first (label in name), then which saree.
      aria-label={soldOut ? `Out of Stock: ${product.title}` : `Quick Add: ${product.title}`}
      onClick={(event) => {
        event.stopPropagation();
        event.preventDefault();
        void add(product, { colorId: null, quantity: 1 });
      }}
    >
      {soldOut ? 'Out of Stock' : 'Quick Add'}
    </Button>
  );
}
