import type { ToastOptions } from '@/components/toast/toast-context';
import type { MergeResult } from '../types/cart';

// Wording of the guest-cart copy after sign-in (docs/api-buying.md, "Cart").

export const COPY_FAILED: ToastOptions = {
  title: 'Cart copy failed',
  description: "Your temporary cart items couldn't be copied. Please add them again.",
  variant: 'destructive',
};

export type MergeVerdict = {
  toast: ToastOptions;
  /** `tempCartCopied_{userId}` is stored only when nothing was refused. */
  markCopied: boolean;
};

const items = (n: number) => `${n} item(s)`;

export function mergeVerdict(
  result: Pick<MergeResult, 'added' | 'duplicates' | 'refused'>,
): MergeVerdict {
  const { added, duplicates, refused } = result;
  if (refused > 0 && added === 0) return { toast: COPY_FAILED, markCopied: false };
  if (refused > 0) {
    return {
      toast: {
        title: 'Some cart items copied',
        description: `${items(added)} added to cart! ${items(refused)} could not be added because of limited stock.`,
        variant: 'warning',
      },
      markCopied: false,
    };
  }
  if (added === 0 && duplicates > 0) {
    return {
      toast: {
        title: 'Items already in cart',
        description: 'Your temporary cart items are already in your cart.',
      },
      markCopied: true,
    };
  }
  return {
    toast: {
      title: 'Cart items copied!',
      description: `${items(added)} added to cart!`,
      variant: 'success',
    },
    markCopied: true,
  };
}
