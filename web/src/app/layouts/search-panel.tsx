import { lazy, Suspense, useEffect, useRef } from 'react';
import { Sheet } from '@/components/ui/sheet';

// The search (and its results' code) loads on first use: the header is on every page.
const ProductSearch = lazy(() =>
  import('@/features/catalogue/components/product-search').then((module) => ({
    default: module.ProductSearch,
  })),
);

/**
 * The phone header's search: the search page's combobox in a panel dropping from the top
 * (a modal dialog: focus goes to the input, Escape or Close closes it and focus returns to
 * the search button). It leaves the page's address alone and closes when a result opens.
 */
export function SearchPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const body = useRef<HTMLDivElement>(null);

  // The dialog opens in the sheet's effect, which runs before this one; an input already
  // there (the search loaded before) takes the focus now, a first one on mounting.
  useEffect(() => {
    if (open) body.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [open]);

  return (
    <Sheet open={open} onClose={onClose} title="Search products" side="top">
      <div ref={body}>
        <Suspense
          fallback={
            <p role="status" aria-live="polite">
              Loading search…
            </p>
          }
        >
          <ProductSearch syncWithUrl={false} onEscape={onClose} onResultOpen={onClose} />
        </Suspense>
      </div>
    </Sheet>
  );
}
