import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installAccountsApi, storedAddress } from '@/testing/fake-accounts';
import { fakeBuying, ORDER_ID, PROVIDER_ORDER_ID, type FakeCartItem } from '@/testing/fake-buying';
import { renderApp } from '@/testing/render-app';
import type { RazorpayOptions } from '../utils/razorpay';
import { CURRENT_ORDER_ID_KEY, PAYMENT_SUCCESS_KEY, setPaymentFlags } from '../utils/payment-flags';

const kora: FakeCartItem = {
  productId: 'p1',
  title: 'Kora Organza',
  price: 2500,
  salePrice: 1800,
  quantity: 1,
  colors: { _id: 'gold', id: 'gold', title: 'Gold' },
  productColors: [{ _id: 'gold', id: 'gold', title: 'Gold', inventory: 5 }],
};
const toasts = () => screen.getByRole('status', { name: 'Notifications' });

type FailedListener = (response: { error: { description: string } }) => void;
type WidgetWindow = Window & { Razorpay?: unknown };
let opened: { options: RazorpayOptions; failed?: FailedListener } | null = null;

function installRazorpay() {
  opened = null;
  (window as WidgetWindow).Razorpay = class {
    constructor(options: RazorpayOptions) {
      opened = { options };
    }
    on(_event: string, listener: FailedListener) {
      if (opened) opened.failed = listener;
    }
    open() {}
    close() {}
  };
}

afterEach(() => {
  delete (window as WidgetWindow).Razorpay;
});

async function startRazorpayCheckout() {
  installRazorpay();
  const api = installAccountsApi({
    addresses: [storedAddress(1)],
    override: fakeBuying({ items: [kora], provider: 'razorpay' }).handle,
  });
  const view = renderApp('/shop/checkout');
  const button = await screen.findByRole('button', { name: 'Proceed to Payment' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await userEvent.setup().click(button);
  await waitFor(() => expect(opened).not.toBeNull());
  return { api, ...view };
}

describe("Razorpay's widget", () => {
  it('opens with the key, amount, currency, provider order and prefill; its handler captures', async () => {
    const { api, router } = await startRazorpayCheckout();
    expect(opened?.options).toMatchObject({
      key: 'rzp_test_key',
      amount: 180000,
      currency: 'INR',
      order_id: PROVIDER_ORDER_ID,
      prefill: { name: 'Asha', email: 'asha@example.com', contact: '9876543210' },
    });
    opened?.options.handler({
      razorpay_payment_id: 'pay_9',
      razorpay_order_id: PROVIDER_ORDER_ID,
      razorpay_signature: 'sig_9',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
    expect(api.calls('/shop/order/capture')[0]?.body).toEqual({
      orderId: ORDER_ID,
      paymentId: 'pay_9',
      signature: 'sig_9',
    });
  });

  it('a failed payment shows the provider description; closing the widget is a cancel', async () => {
    await startRazorpayCheckout();
    opened?.failed?.({ error: { description: 'Your card was declined' } });
    expect(await within(toasts()).findByText('Payment failed. Please try again.')).toBeTruthy();
    expect(within(toasts()).getByText('Your card was declined')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(screen.getByText('Payment in Progress')).toBeTruthy());
    opened?.options.modal.ondismiss();
    expect(await within(toasts()).findByText('Payment process was cancelled.')).toBeTruthy();
  });

  it('a refused capture asks the shopper to contact support', async () => {
    installRazorpay();
    installAccountsApi({
      addresses: [storedAddress(1)],
      override: (request) =>
        request.path === '/shop/order/capture'
          ? { status: 400, body: { success: false, message: 'Invalid payment signature' } }
          : fakeBuying({ items: [kora], provider: 'razorpay' }).handle(request),
    });
    renderApp('/shop/checkout');
    const button = await screen.findByRole('button', { name: 'Proceed to Payment' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.setup().click(button);
    await waitFor(() => expect(opened).not.toBeNull());
    opened?.options.handler({
      razorpay_payment_id: 'p',
      razorpay_order_id: 'o',
      razorpay_signature: 's',
    });
    expect(
      await within(toasts()).findByText(
        'Payment was successful, but order confirmation failed. Please contact support.',
      ),
    ).toBeTruthy();
    expect(window.sessionStorage.getItem(PAYMENT_SUCCESS_KEY)).toBeNull();
  });
});

describe('Payment success and return pages', () => {
  it('sends a visitor without a recent payment to /', async () => {
    installAccountsApi({ override: fakeBuying().handle });
    const { router } = renderApp('/shop/payment-success');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/shop/payment-success'));
  });

  it('shows the thanks within 10 minutes of a payment and removes the stored order id later', async () => {
    setPaymentFlags(window.sessionStorage);
    window.sessionStorage.setItem(CURRENT_ORDER_ID_KEY, ORDER_ID);
    installAccountsApi({ override: fakeBuying({ items: [kora] }).handle });
    renderApp('/shop/payment-success');
    expect(await screen.findByRole('heading', { name: 'Thank You For Your Order' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe(
      '/shop/home',
    );
    await waitFor(() => expect(window.sessionStorage.getItem(CURRENT_ORDER_ID_KEY)).toBeNull(), {
      timeout: 9000,
    });
  }, 20_000);

  it('the payment-return route captures with paymentId and PayerID, then shows the success page', async () => {
    const api = installAccountsApi({ override: fakeBuying({ items: [kora] }).handle });
    const { router } = renderApp(
      `/shop/payment-return?paymentId=pay_7&PayerID=sig_7&orderId=${ORDER_ID}`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
    expect(api.calls('/shop/order/capture')[0]?.body).toEqual({
      orderId: ORDER_ID,
      paymentId: 'pay_7',
      payerId: 'sig_7',
    });
    expect(await screen.findByRole('heading', { name: 'Thank You For Your Order' })).toBeTruthy();
  });
});
