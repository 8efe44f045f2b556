import { env } from '@/config/env';

// Ad-pixel events: AddToCart on cart additions and Purchase (INR) on
// payment success. The pixel script loads only when a pixel id is configured
// (`VITE_PIXEL_ID`, none by default); without one every call does nothing.

export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean };
type PixelWindow = Window & { fbq?: Fbq };

export type AddToCartEvent = { productId: string; title: string; value: number; quantity: number };
export type PurchaseEvent = {
  orderId: string;
  value: number;
  productIds: string[];
  itemCount: number;
};

export type Tracker = {
  addToCart: (event: AddToCartEvent) => void;
  purchase: (event: PurchaseEvent) => void;
};

/**
 * A tracker for `pixelId` in `given` (default: the page's window, looked up at the first
 * event, so the module also loads on the storefront server); with no id it does nothing.
 */
export function createTracker(pixelId: string, given?: PixelWindow): Tracker {
  let fbq: Fbq | null = null;

  function pixel(): Fbq | null {
    if (!pixelId) return null;
    if (fbq) return fbq;
    const win: PixelWindow = given ?? window;
    if (!win.fbq) {
      // The pixel's own stub: calls queue until the script has loaded.
      const queue: unknown[][] = [];
      const stub: Fbq = (...args: unknown[]) => {
        queue.push(args);
      };
      stub.queue = queue;
      win.fbq = stub;
      const script = win.document.createElement('script');
      script.async = true;
      script.src = PIXEL_SCRIPT_URL;
      win.document.head.appendChild(script);
    }
    fbq = win.fbq;
    fbq('init', pixelId);
    return fbq;
  }

  return {
    addToCart({ productId, title, value, quantity }) {
      pixel()?.('track', 'AddToCart', {
        content_ids: [productId],
        content_name: title,
        content_type: 'product',
        value,
        currency: 'INR',
        num_items: quantity,
      });
    },
    purchase({ orderId, value, productIds, itemCount }) {
      pixel()?.(
        'track',
        'Purchase',
        {
          content_ids: productIds,
          content_type: 'product',
          value,
          currency: 'INR',
          num_items: itemCount,
          transaction_id: orderId,
        },
        { eventID: orderId },
      );
    },
  };
}

export const tracking: Tracker = createTracker(env.PIXEL_ID);
