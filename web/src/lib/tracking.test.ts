import { describe, expect, it, vi } from 'vitest';
import { createTracker, PIXEL_SCRIPT_URL } from './tracking';

type PixelWindow = Window & { fbq?: ((...args: unknown[]) => void) & { queue?: unknown[][] } };

describe('ad-pixel tracking', () => {
  it('does nothing at all without a pixel id', () => {
    const win = window as PixelWindow;
    const tracker = createTracker('', win);
    tracker.addToCart({ productId: 'p1', title: 'Kora', value: 1800, quantity: 1 });
    tracker.purchase({ orderId: 'o1', value: 3600, productIds: ['p1'], itemCount: 2 });
    expect(win.fbq).toBeUndefined();
    expect(document.querySelector(`script[src="${PIXEL_SCRIPT_URL}"]`)).toBeNull();
  });

  it('with a pixel id, loads the pixel once and sends AddToCart and Purchase in INR', () => {
    const fbq = vi.fn();
    const win = { fbq, document } as unknown as PixelWindow;
    const tracker = createTracker('123456789', win);
    tracker.addToCart({ productId: 'p1', title: 'Kora', value: 1800, quantity: 1 });
    tracker.purchase({ orderId: 'o1', value: 3600, productIds: ['p1'], itemCount: 2 });
    expect(fbq).toHaveBeenCalledWith('init', '123456789');
    expect(fbq).toHaveBeenCalledWith(
      'track',
      'AddToCart',
      expect.objectContaining({ content_ids: ['p1'], value: 1800, currency: 'INR' }),
    );
    expect(fbq).toHaveBeenCalledWith(
      'track',
      'Purchase',
      expect.objectContaining({ value: 3600, currency: 'INR', num_items: 2, transaction_id: 'o1' }),
      { eventID: 'o1' },
    );
    expect(fbq.mock.calls.filter((call) => call[0] === 'init')).toHaveLength(1);
  });

  it('injects the pixel script when the page has none', () => {
    const win = { document } as unknown as PixelWindow;
    createTracker('123456789', win).addToCart({
      productId: 'p1',
      title: 'K',
      value: 1,
      quantity: 1,
    });
    expect(document.querySelector(`script[src="${PIXEL_SCRIPT_URL}"]`)).not.toBeNull();
    expect(win.fbq?.queue?.[0]).toEqual(['init', '123456789']);
  });
});
