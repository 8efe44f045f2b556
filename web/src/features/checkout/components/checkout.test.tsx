import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installAccountsApi, storedAddress } from '@/testing/fake-accounts';
import { fakeBuying, ORDER_ID, PROVIDER_ORDER_ID, type FakeCartItem } from '@/testing/fake-buying';
import { renderApp } from '@/testing/render-app';
import { PAYMENT_TIMEOUT_MS } from '../utils/checkout-messages';
import {
  CURRENT_ORDER_ID_KEY,
  PAYMENT_SUCCESS_KEY,
  RECENT_PAYMENT_TIMESTAMP_KEY,
} from '../utils/payment-flags';

const kora: FakeCartItem = {
  productId: 'p1',
  title: 'Kora Organza',
  productCode: 'KO-1',
  price: 2500,
  salePrice: 1800,
  quantity: 2,
  colors: { _id: 'gold', id: 'gold', title: 'Gold' },
  productColors: [{ _id: 'gold', id: 'gold', title: 'Gold', inventory: 5 }],
};

const toasts = () => screen.getByRole('status', { name: 'Notifications' });

async function proceed() {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: 'Proceed to Payment' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await user.click(button);
  return user;
}

describe('Checkout', () => {
  it('pays in the sandbox: order with an Idempotency-Key, Pay, capture, success page, cart cleaned', async () => {
    const buying = fakeBuying({ items: [kora] });
    const api = installAccountsApi({ addresses: [storedAddress(1)], override: buying.handle });
    const { router } = renderApp('/shop/checkout');

    // One address: preselected. Summary with Subtotal, Free shipping and Total.
    expect(await screen.findByRole('button', { name: 'Selected' })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText('Kora Organza')).toBeTruthy();
    expect(within(summary).getAllByText('₹3,600.00').length).toBeGreaterThanOrEqual(2);
    expect(within(summary).getByText('Free')).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('Payment');
    // The delivery promise to the chosen address's pincode (560038).
    expect((await screen.findByText(/^Delivery by/)).textContent).toBe(
      'Delivery by Tue, 1 Dec – Wed, 2 Dec',
    );
    expect(api.calls('/geo/pincodes/560038/delivery')).toHaveLength(1);

    const user = await proceed();
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(screen.getByRole('alert').textContent).toContain('Payment in Progress');
    expect(window.sessionStorage.getItem(CURRENT_ORDER_ID_KEY)).toBe(ORDER_ID);
    const create = api.calls('/shop/order/create')[0];
    expect(create?.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    expect(create?.body).toMatchObject({
      userId: 'u-1',
      totalAmount: 3600,
      addressInfo: { addressId: 'addr-1' },
      cartItems: [{ productId: 'p1', quantity: 2, colors: { _id: 'gold' } }],
    });

    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Pay' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('heading', { name: 'Thank You For Your Order' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shop/payment-success');
    // The order: its number, lines, total and address; the "Redirecting…" toast is gone.
    expect(screen.getByText(ORDER_ID)).toBeTruthy();
    const items = await screen.findByRole('heading', { name: 'Items' });
    const receipt = items.parentElement as HTMLElement;
    expect(within(receipt).getByText('Kora Organza')).toBeTruthy();
    expect(within(receipt).getByText('Colour: Gold')).toBeTruthy();
    expect(within(receipt).getByText('Quantity: 2')).toBeTruthy();
    expect(within(receipt).getAllByText('₹3,600.00').length).toBeGreaterThanOrEqual(1);
    expect(within(receipt).getByRole('heading', { name: 'Shipping Info' })).toBeTruthy();
    expect(within(receipt).getByText(storedAddress(1).name)).toBeTruthy();
    expect(
      within(toasts()).queryByText('Payment successful! Redirecting to the success page...'),
    ).toBeNull();
    expect(api.calls('/shop/order/capture')[0]?.body).toEqual({
      orderId: ORDER_ID,
      paymentId: 'pay_1',
      signature: 'sig_1',
    });
    const pay = api.calls(`/sandbox/razorpay/orders/${PROVIDER_ORDER_ID}/pay`)[0];
    expect(pay?.body).toEqual({ outcome: 'success' });
    // Only the order's owner may pay it, in the sandbox too: the customer's token goes along.
    expect(pay?.authorization).toMatch(/^Bearer \S+/);
    // Paid: nothing is given back.
    expect(api.calls('/shop/order/cancel-payment')).toHaveLength(0);
    expect(window.sessionStorage.getItem(PAYMENT_SUCCESS_KEY)).toBe('true');
    expect(Number(window.sessionStorage.getItem(RECENT_PAYMENT_TIMESTAMP_KEY))).toBeGreaterThan(0);

    // 2 s later the cart is read again (the server removed the bought line): no deletion.
    const reads = api.calls('/shop/cart/get/u-1').length;
    await waitFor(() => expect(api.calls('/shop/cart/get/u-1').length).toBeGreaterThan(reads), {
      timeout: 5000,
    });
    expect(api.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'View Orders' }).getAttribute('href')).toBe(
      '/shop/account',
    );
  });

  it('a failed sandbox payment says so, gives the units back (cancel-payment) and returns to idle', async () => {
    const api = installAccountsApi({
      addresses: [storedAddress(1)],
      override: fakeBuying({ items: [kora] }).handle,
    });
    renderApp('/shop/checkout');
    const user = await proceed();
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
    expect(await within(toasts()).findByText('Payment failed. Please try again.')).toBeTruthy();
    expect(within(toasts()).getByText('Payment failed')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Test payment' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toHaveProperty(
      'disabled',
      false,
    );
    await waitFor(() => expect(api.calls('/shop/order/cancel-payment')).toHaveLength(1));
    const cancel = api.calls('/shop/order/cancel-payment')[0];
    expect(cancel?.body).toEqual({ orderId: ORDER_ID });
    expect(cancel?.authorization).toMatch(/^Bearer \S+/);
  });

  it('trying again after a failure pays with a new attempt, sent after the units were given back', async () => {
    const api = installAccountsApi({
      addresses: [storedAddress(1)],
      override: fakeBuying({ items: [kora] }).handle,
    });
    const { router } = renderApp('/shop/checkout');
    const user = await proceed();
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
    await within(toasts()).findByText('Payment failed. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const again = await screen.findByRole('dialog', { name: 'Test payment' });
    const paths = api.requests
      .map((request) => request.path)
      .filter((path) => path === '/shop/order/create' || path === '/shop/order/cancel-payment');
    expect(paths).toEqual([
      '/shop/order/create',
      '/shop/order/cancel-payment',
      '/shop/order/create',
    ]);
    const [first, second] = api.calls('/shop/order/create');
    // A new attempt: a new key (the server answers the same pending order for the same basket).
    expect(second?.headers.get('Idempotency-Key')).not.toBe(first?.headers.get('Idempotency-Key'));
    await user.click(within(again).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
  });

  it("a capture refused with 409 shows the server's message (e.g. sold out meanwhile, refunded)", async () => {
    const soldOut =
      'Sorry, the items of this order sold out before your payment was completed. Your payment will be refunded in full.';
    installAccountsApi({
      addresses: [storedAddress(1)],
      override: fakeBuying({
        items: [kora],
        captureAnswer: () => ({ status: 409, body: { success: false, message: soldOut } }),
      }).handle,
    });
    const { router } = renderApp('/shop/checkout');
    const user = await proceed();
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(toasts()).findByText(soldOut)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shop/checkout');
    expect(window.sessionStorage.getItem(PAYMENT_SUCCESS_KEY)).toBeNull();
  });

  it('cancelling the sandbox window: "Payment process was cancelled." and the units go back', async () => {
    const api = installAccountsApi({
      addresses: [storedAddress(1)],
      override: fakeBuying({ items: [kora] }).handle,
    });
    renderApp('/shop/checkout');
    const user = await proceed();
    await screen.findByRole('dialog', { name: 'Test payment' });
    await user.keyboard('{Escape}');
    expect(await within(toasts()).findByText('Payment process was cancelled.')).toBeTruthy();
    expect(screen.queryByText('Payment in Progress')).toBeNull();
    await waitFor(() =>
      expect(api.calls('/shop/order/cancel-payment')[0]?.body).toEqual({ orderId: ORDER_ID }),
    );
  });

  it('409 shows "Unable to Complete Order" with the first problem and clears the stored order', async () => {
    const problem =
      'Sorry, only 1 item(s) of "Kora Organza" in Gold is/are available. Please reduce the quantity.';
    window.sessionStorage.setItem(CURRENT_ORDER_ID_KEY, 'stale');
    installAccountsApi({
      addresses: [storedAddress(1)],
      override: fakeBuying({
        items: [kora],
        createAnswer: () => ({
          status: 409,
          body: {
            success: false,
            title: 'Unable to Complete Order',
            message: problem,
            problems: [problem],
          },
        }),
      }).handle,
    });
    renderApp('/shop/checkout');
    const user = await proceed();
    expect(await within(toasts()).findByText('Unable to Complete Order')).toBeTruthy();
    expect(within(toasts()).getByText(problem)).toBeTruthy();
    expect(window.sessionStorage.getItem(CURRENT_ORDER_ID_KEY)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    // The problem stays beside its line, and a note above Proceed points at it, until the
    // line is fixed.
    const summary = screen.getByRole('list', { name: 'Items in your order' });
    const line = within(summary).getByText('Kora Organza').closest('li') as HTMLElement;
    expect(within(line).getByText(problem)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Please fix the items marked in your order.',
    );
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(within(line).getByText(problem)).toBeTruthy();
    await user.click(
      within(line).getByRole('button', { name: 'Decrease quantity of Kora Organza' }),
    );
    await waitFor(() => expect(within(summary).queryByText(problem)).toBeNull());
    expect(screen.queryByText('Please fix the items marked in your order.')).toBeNull();
  });

  it('marks a line whose stock ran out beside it, with its colour to change or Remove', async () => {
    // A guest line the sign-in copy refused stays in tempCart: a customer's checkout does
    // not read its stock.
    window.localStorage.setItem(
      'tempCart',
      JSON.stringify([
        {
          productId: 'p7',
          colorId: 'ruby',
          quantity: 1,
          productDetails: {
            title: 'Mul Cotton',
            price: 800,
            salePrice: 0,
            image: '',
            category: '',
            productCode: 'MC-7',
          },
          addedAt: '2026-11-25T10:00:00.000Z',
        },
      ]),
    );
    const api = installAccountsApi({
      addresses: [storedAddress(1)],
      override: fakeBuying({
        items: [
          {
            ...kora,
            quantity: 3,
            productColors: [
              { _id: 'gold', id: 'gold', title: 'Gold', inventory: 2 },
              { _id: 'jade', id: 'jade', title: 'Jade', inventory: 4 },
            ],
          },
        ],
      }).handle,
    });
    renderApp('/shop/checkout');
    const summary = await screen.findByRole('list', { name: 'Items in your order' });
    const line = (await within(summary).findByText('Kora Organza')).closest('li') as HTMLElement;
    expect(within(line).getByText('Only 2 left in Gold')).toBeTruthy();
    expect(within(line).getByRole('combobox', { name: 'Colour' })).toBeTruthy();
    expect(within(line).getByRole('button', { name: 'Remove Kora Organza' })).toBeTruthy();
    await userEvent
      .setup()
      .selectOptions(within(line).getByRole('combobox', { name: 'Colour' }), 'jade');
    await waitFor(() => expect(within(summary).queryByText('Only 2 left in Gold')).toBeNull());
    expect(within(summary).getByRole('combobox', { name: 'Colour' })).toHaveProperty(
      'value',
      'jade',
    );
    expect(api.calls('/shop/products/get/p7')).toHaveLength(0);
    window.localStorage.removeItem('tempCart');
  });

  it('reuses the Idempotency-Key when the same attempt is retried after a network failure', async () => {
    let attempts = 0;
    const api = installAccountsApi({
      addresses: [storedAddress(1)],
      override: fakeBuying({
        items: [kora],
        createAnswer: () => {
          attempts += 1;
          return attempts === 1
            ? { status: 503, body: { success: false, message: 'Service unavailable' } }
            : undefined;
        },
      }).handle,
    });
    renderApp('/shop/checkout');
    const user = await proceed();
    expect(
      await within(toasts()).findByText('Order creation failed. Please try again.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await screen.findByRole('dialog', { name: 'Test payment' });
    const [first, second] = api.calls('/shop/order/create');
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(second?.body).toEqual(first?.body);
  });

  it('asks for an address when several exist and none is chosen', async () => {
    const api = installAccountsApi({
      addresses: [storedAddress(1), storedAddress(2)],
      override: fakeBuying({ items: [kora] }).handle,
    });
    renderApp('/shop/checkout');
    expect(await screen.findAllByRole('button', { name: 'Deliver Here' })).toHaveLength(2);
    await proceed();
    expect(await within(toasts()).findByText('Please select one address to proceed.')).toBeTruthy();
    expect(api.calls('/shop/order/create')).toHaveLength(0);
  });

  it('disables Proceed to Payment when the cart is empty', async () => {
    installAccountsApi({
      addresses: [storedAddress(1)],
      override: fakeBuying({ items: [] }).handle,
    });
    renderApp('/shop/checkout');
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('warns before leaving during a payment: Stay on Page keeps it, Close Anyway leaves and gives the units back', async () => {
    const buying = fakeBuying({ items: [kora] });
    const api = installAccountsApi({
      addresses: [storedAddress(1)],
      // The home page the shopper leaves for asks for its data: an empty shop.
      override: (request) =>
        request.path === '/graphql'
          ? {
              status: 200,
              body: { data: { homePage: { categories: [], newArrivals: [], featured: [] } } },
            }
          : buying.handle(request),
    });
    const { router } = renderApp('/shop/checkout');
    await proceed();
    await screen.findByRole('dialog', { name: 'Test payment' });

    void router.navigate('/shop/home');
    const warning = await screen.findByRole('dialog', { name: 'Payment in Progress' });
    const user = userEvent.setup();
    await user.click(within(warning).getByRole('button', { name: 'Stay on Page' }));
    expect(router.state.location.pathname).toBe('/shop/checkout');

    void router.navigate('/shop/home');
    const again = await screen.findByRole('dialog', { name: 'Payment in Progress' });
    await user.click(within(again).getByRole('button', { name: 'Close Anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
    await waitFor(() =>
      expect(api.calls('/shop/order/cancel-payment')[0]?.body).toEqual({ orderId: ORDER_ID }),
    );
  });

  it('shows a guest the sign-in prompt with the temporary cart, its colour and stock', async () => {
    installAccountsApi({
      override: (request) =>
        request.path === '/shop/products/get/p1'
          ? {
              status: 200,
              body: {
                success: true,
                data: {
                  id: 'p1',
                  totalStock: 1,
                  colors: [
                    { id: 'gold', title: 'Gold', inventory: 0, image: '' },
                    { id: 'jade', title: 'Jade', inventory: 1, image: '' },
                  ],
                },
              },
            }
          : undefined,
    });
    window.localStorage.clear();
    window.localStorage.setItem(
      'tempCart',
      JSON.stringify([
        {
          productId: 'p1',
          colorId: 'gold',
          quantity: 1,
          productDetails: {
            title: 'Kora Organza',
            price: 2500,
            salePrice: 0,
            image: '',
            category: '',
            productCode: 'KO-1',
          },
          addedAt: '2026-11-25T10:00:00.000Z',
        },
      ]),
    );
    renderApp('/shop/checkout');
    expect(await screen.findByRole('heading', { name: 'Sign in to check out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth/login?redirect=checkout',
    );
    expect(screen.getByText('Kora Organza')).toBeTruthy();
    // Its colour can change, and the sold-out colour says so beside the line.
    expect(await screen.findByRole('combobox', { name: 'Colour' })).toHaveProperty('value', 'gold');
    expect(screen.getByText('Sold out in Gold: choose another colour or remove it')).toBeTruthy();
  });

  it('closes the payment window after 5 minutes: "Payment process timed out."', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = installAccountsApi({
        addresses: [storedAddress(1)],
        override: fakeBuying({ items: [kora] }).handle,
      });
      renderApp('/shop/checkout');
      await proceed();
      await screen.findByRole('dialog', { name: 'Test payment' });
      act(() => {
        vi.advanceTimersByTime(PAYMENT_TIMEOUT_MS);
      });
      expect(await within(toasts()).findByText('Payment process timed out.')).toBeTruthy();
      expect(within(toasts()).getByText('Please try again.')).toBeTruthy();
      expect(screen.queryByRole('dialog', { name: 'Test payment' })).toBeNull();
      expect(screen.queryByText('Payment in Progress')).toBeNull();
      await waitFor(() => expect(api.calls('/shop/order/cancel-payment')).toHaveLength(1));
    } finally {
      vi.useRealTimers();
    }
  });
});
