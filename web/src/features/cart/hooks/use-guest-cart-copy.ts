import { useEffect } from 'react';
import { useToast } from '@/components/toast/toast-context';
import { useMergeCartMutation } from '../api/cart-api';
import { COPY_FAILED, mergeVerdict } from '../utils/merge-messages';
import { readGuestCart, sameLine, tempCartCopiedKey, writeGuestCart } from '../utils/guest-cart';

export const COPY_DELAY_MS = 2000;

// One copy per user at a time, also under StrictMode's double effects.
const copying = new Set<string>();

/**
 * About 2 s after sign-in, copies the guest cart into the server cart in one merge call,
 * once per user. Copied and duplicate lines leave
 * `tempCart`; refused ones stay. `tempCartCopied_{userId}` is stored only when nothing was
 * refused.
 */
export function useGuestCartCopy(userId: string | null): void {
  const { toast } = useToast();
  const [mergeCart] = useMergeCartMutation();

  useEffect(() => {
    if (!userId) return;
    const timer = window.setTimeout(() => {
      const marker = tempCartCopiedKey(userId);
      const entries = readGuestCart();
      if (entries.length === 0 || window.localStorage.getItem(marker) || copying.has(userId)) {
        return;
      }
      copying.add(userId);
      void mergeCart({
        userId,
        items: entries.map(({ productId, colorId, quantity }) => ({
          productId,
          colorId,
          quantity,
        })),
      })
        .unwrap()
        .then((result) => {
          const kept = readGuestCart().filter((entry) => {
            const outcome = result.results.find((line) =>
              sameLine(entry, line.productId, line.colorId),
            );
            return !outcome || outcome.outcome === 'refused';
          });
          writeGuestCart(kept);
          const verdict = mergeVerdict(result);
          if (verdict.markCopied) window.localStorage.setItem(marker, 'true');
          toast(verdict.toast);
        })
        .catch(() => toast(COPY_FAILED))
        .finally(() => copying.delete(userId));
    }, COPY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId, mergeCart, toast]);
}
