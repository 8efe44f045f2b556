import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installAccountsApi } from '@/testing/fake-accounts';
import type { FakeResponse } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

// The cash-on-delivery e-mail's link (docs/cash-on-delivery.md): public, and opening it
// confirms nothing; one press of "Confirm my order" does.

const ORDER = '5f3c2a1b-9d8e-4c7b-a6f5-0e1d2c3b4a59';
const LINK = `/cod/confirm?order=${ORDER}&token=tok-123`;
const THANKS = 'Thank you! Your order is confirmed. Please keep ₹3,649 ready at delivery.';

function confirmApi(answer: FakeResponse) {
  return installAccountsApi({
    signedIn: false,
    override: (request) =>
      request.method === 'POST' && request.path === '/shop/order/cod/confirm' ? answer : undefined,
  });
}

describe('Confirming a cash-on-delivery order', () => {
  it('confirms only on the press, then says so with the amount due and the delivery dates', async () => {
    const api = confirmApi({
      status: 200,
      body: {
        success: true,
        message: THANKS,
        data: {
          orderId: ORDER,
          totalAmount: 3649,
          dueOnDelivery: 3649,
          deliveryEarliestDate: '2026-12-01',
          deliveryLatestDate: '2026-12-02',
        },
      },
    });
    renderApp(LINK);
    const button = await screen.findByRole('button', { name: 'Confirm my order' });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeTruthy();
    expect(screen.getByText(ORDER)).toBeTruthy();
    // Opening the page asks nothing of the order.
    expect(api.calls('/shop/order/cod/confirm')).toHaveLength(0);

    const user = userEvent.setup({ delay: null });
    button.focus();
    await user.keyboard('{Enter}');
    const result = await screen.findByText(THANKS);
    const region = result.closest('[role="status"]') as HTMLElement;
    expect(region).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(within(region).getByText('₹3,649.00')).toBeTruthy();
    expect(within(region).getByText('Tue, 1 Dec – Wed, 2 Dec')).toBeTruthy();
    expect(api.calls('/shop/order/cod/confirm')).toHaveLength(1);
    expect(api.calls('/shop/order/cod/confirm')[0]?.body).toEqual({
      orderId: ORDER,
      token: 'tok-123',
    });
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View my orders' })).toBeTruthy();
  });

  it.each([
    [400, 'This confirmation link is not valid.'],
    [
      409,
      'This confirmation link has expired and the order was cancelled. Please place the order again.',
    ],
  ])(
    "a %i says the server's words as an alert, with nothing more to press",
    async (status, message) => {
      confirmApi({ status, body: { success: false, message } });
      renderApp(LINK);
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: 'Confirm my order' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(message);
      await waitFor(() => expect(document.activeElement).toBe(alert));
      expect(screen.queryByRole('button', { name: 'Confirm my order' })).toBeNull();
    },
  );

  it('a server fault lets the shopper try again', async () => {
    confirmApi({ status: 503, body: { success: false, message: 'Service unavailable' } });
    renderApp(LINK);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Confirm my order' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm my order' })).toBeTruthy();
  });

  it('a link without its order or token says it is not valid, with no button', async () => {
    const api = confirmApi({ status: 200, body: {} });
    renderApp(`/cod/confirm?order=${ORDER}`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This confirmation link is not valid.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm my order' })).toBeNull();
    expect(api.calls('/shop/order/cod/confirm')).toHaveLength(0);
  });
});
