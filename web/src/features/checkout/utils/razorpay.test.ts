import { describe, expect, it } from 'vitest';
import { loadRazorpay, RAZORPAY_SCRIPT_URL } from './razorpay';

const script = () =>
  document.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT_URL}"]`);

describe('loadRazorpay', () => {
  it('is ready at once when the SDK is already on the page', async () => {
    const win = { Razorpay: class {} } as unknown as Window;
    await expect(loadRazorpay(win)).resolves.toBe(true);
  });

  it('reports the SDK missing when checkout.js fails to load, and may try again later', async () => {
    const pending = loadRazorpay(window, 10_000);
    script()?.dispatchEvent(new Event('error'));
    await expect(pending).resolves.toBe(false);
    expect(script()).toBeNull();

    const again = loadRazorpay(window, 10_000);
    expect(script()).not.toBeNull();
    script()?.dispatchEvent(new Event('error'));
    await expect(again).resolves.toBe(false);
  });

  it('gives up after the load timeout', async () => {
    await expect(loadRazorpay(window, 20)).resolves.toBe(false);
  });
});
