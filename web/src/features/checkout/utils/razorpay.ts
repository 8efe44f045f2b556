import type { PaymentError, PaymentSuccessResponse } from '../types/checkout';

// Razorpay's Standard Checkout widget, loaded on demand (only when the gateway's payment
// provider is razorpay).
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme?: { color: string };
  handler: (response: PaymentSuccessResponse) => void;
  modal: { ondismiss: () => void };
};

export type RazorpayInstance = {
  open: () => void;
  close?: () => void;
  on: (event: 'payment.failed', listener: (response: { error: PaymentError }) => void) => void;
};

type RazorpayWindow = Window & {
  Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
};

let loading: Promise<boolean> | null = null;

/** How long checkout.js may take before the SDK counts as missing. */
export const RAZORPAY_LOAD_TIMEOUT_MS = 20_000;

/** Loads checkout.js once; resolves whether `window.Razorpay` is there. */
export function loadRazorpay(
  win: RazorpayWindow = window,
  timeoutMs: number = RAZORPAY_LOAD_TIMEOUT_MS,
): Promise<boolean> {
  if (win.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = win.document.createElement('script');
    const timer = win.setTimeout(() => fail(), timeoutMs);
    function fail() {
      win.clearTimeout(timer);
      script.remove();
      resolve(false);
    }
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      win.clearTimeout(timer);
      resolve(Boolean(win.Razorpay));
    };
    script.onerror = fail;
    win.document.body.appendChild(script);
  }).then((loaded) => {
    if (!loaded) loading = null; // let a later attempt try again
    return loaded;
  });
  return loading;
}

export function razorpayConstructor(win: RazorpayWindow = window) {
  return win.Razorpay ?? null;
}
