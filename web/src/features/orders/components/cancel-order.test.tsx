import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeResponse } from '@/testing/fake-api';
import { CANCEL_MESSAGES, installAccountsApi } from '@/testing/fake-accounts';
import { accountOrder, openOrderDetails } from '@/testing/account-orders';
import { renderApp } from '@/testing/render-app';

// My Account > Orders > details: a customer cancels their own order before it ships
// (issue 17), against the accounts fake's orders (POST /shop/order/cancel as the gateway).

const PAID_ID = '33333333-cccc-4ddd-8eee-000000000003';
const UNPAID_ID = '44444444-dddd-4eee-8fff-000000000004';
const SHIPPED_ID = '55555555-eeee-4fff-8aaa-000000000005';
const REFUNDED_ID = '66666666-ffff-4aaa-8bbb-000000000006';

// Two Chanderi sarees, ₹4,400 in all, unless the order says otherwise.
function order(id: string, fields: Record<string, unknown>) {
  return accountOrder(id, {
    totalAmount: 4400,
    cartItems: [
      {
        productId: 'p1',
        title: 'Chanderi Duo',
        productCode: 'CD-1',
        quantity: 2,
        price: 2200,
        lineTotal: 4400,
        colors: { _id: 'gold', id: 'gold', title: 'Gold' },
      },
    ],
    ...fields,
  });
}

const paid = order(PAID_ID, { cancellable: true });
const unpaid = order(UNPAID_ID, {
  orderDate: '2026-11-24T12:00:00.000Z',
  totalAmount: 1500,
  paymentStatus: 'pending',
  orderStatus: 'pending',
  cancellable: true,
});
const shipped = order(SHIPPED_ID, {
  orderDate: '2026-11-20T12:00:00.000Z',
  orderStatus: 'inShipping',
  cancellable: false,
});
const refunded = order(REFUNDED_ID, {
  orderDate: '2026-11-10T12:00:00.000Z',
  totalAmount: 2999.5,
  orderStatus: 'cancelled',
  cancelReason: 'customer',
});

const PAID_CONSEQUENCE =
  'This order will be cancelled. Your payment of ₹4,400.00 will be refunded in full to the original payment method, usually within 5–7 working days.';

const toasts = () => screen.getByRole('status', { name: 'Notifications' });
const cancelPosts = (api: ReturnType<typeof installAccountsApi>) =>
  api.requests.filter(
    (request) => request.method === 'POST' && request.path === '/shop/order/cancel',
  );
const listReads = (api: ReturnType<typeof installAccountsApi>) => api.calls('/shop/order/list/u-1');

async function openDetails(orderId: string) {
  renderApp('/shop/account');
  return openOrderDetails(orderId);
}

async function askToCancel(orderId: string) {
  const opened = await openDetails(orderId);
  await opened.user.click(within(opened.details).getByRole('button', { name: 'Cancel order' }));
  const confirm = await screen.findByRole('dialog', { name: 'Cancel this order?' });
  return { ...opened, confirm };
}

describe('Cancelling an order from My Account', () => {
  it('offers "Cancel order" only while the server says the order is cancellable', async () => {
    installAccountsApi({ orders: [paid, shipped, refunded] });
    const { user, details } = await openDetails(PAID_ID);
    expect(within(details).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(within(details).queryByText(/Your refund of/)).toBeNull();
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    const table = screen.getByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Details of order 55555555' }));
    const shippedDetails = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(within(shippedDetails).getByText('In Shipping')).toBeTruthy();
    expect(within(shippedDetails).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await user.click(within(shippedDetails).getByRole('button', { name: 'Close' }));

    // Cancelled and paid: no button, and the refund on its way.
    await user.click(within(table).getByRole('button', { name: 'Details of order 66666666' }));
    const cancelledDetails = await screen.findByRole('dialog', { name: 'Order Details' });
    expect(within(cancelledDetails).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelledDetails).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(
      within(cancelledDetails).getByText(
        'Cancelled. Your refund of ₹2,999.50 is on its way to your original payment method.',
      ),
    ).toBeTruthy();
  });

  it('says a paid order is refunded in full; Keep order and Escape leave it as it was', async () => {
    const api = installAccountsApi({ orders: [paid] });
    const { user, details, confirm } = await askToCancel(PAID_ID);
    expect(confirm.getAttribute('aria-modal')).toBe('true');
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(confirm).getByText(PAID_CONSEQUENCE)).toBeTruthy();
    // Focus starts on the harmless choice and stays inside.
    const keep = within(confirm).getByRole('button', { name: 'Keep order' });
    expect(document.activeElement).toBe(keep);
    await user.tab();
    expect(document.activeElement).toBe(
      within(confirm).getByRole('button', { name: 'Cancel order' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(keep);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).toBeNull();
    // Only the confirmation closed; focus is back on the button that opened it, and the page
    // behind the details stays locked.
    expect(screen.getByRole('dialog', { name: 'Order Details' })).toBe(details);
    expect(document.documentElement.className).not.toBe('');
    const cancel = within(details).getByRole('button', { name: 'Cancel order' });
    expect(document.activeElement).toBe(cancel);

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(again).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).toBeNull();
    expect(cancelPosts(api)).toHaveLength(0);
  });

  it('says only that an unpaid order will be cancelled, and cancels it', async () => {
    const api = installAccountsApi({ orders: [unpaid] });
    const { user, details, confirm } = await askToCancel(UNPAID_ID);
    expect(within(confirm).getByText('This order will be cancelled.')).toBeTruthy();
    expect(within(confirm).queryByText(/refund/)).toBeNull();

    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    const message = await within(details).findByRole('status');
    expect(message.textContent).toBe(CANCEL_MESSAGES.unpaid);
    expect(within(details).getByText('Cancelled')).toBeTruthy();
    expect(within(details).queryByText(/Your refund of/)).toBeNull();
    expect(cancelPosts(api).map((request) => request.body)).toEqual([{ orderId: UNPAID_ID }]);
  });

  it("cancels a paid order: the status, the server's message, the refund note, the list read again", async () => {
    const api = installAccountsApi({ orders: [paid, shipped] });
    const { user, details, confirm } = await askToCancel(PAID_ID);
    expect(listReads(api)).toHaveLength(1);

    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).toBeNull(),
    );
    const message = await within(details).findByRole('status');
    expect(message.textContent).toBe(CANCEL_MESSAGES.paid);
    // The message takes the focus: the button that opened the confirmation is gone.
    expect(document.activeElement).toBe(message);
    expect(within(toasts()).getByText(CANCEL_MESSAGES.paid)).toBeTruthy();
    expect(within(details).getByText('Cancelled')).toBeTruthy();
    expect(within(details).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(
      within(details).getByText(
        'Cancelled. Your refund of ₹4,400.00 is on its way to your original payment method.',
      ),
    ).toBeTruthy();
    expect(cancelPosts(api)).toHaveLength(1);
    expect(cancelPosts(api)[0]?.authorization).toBe('Bearer access-1');
    await waitFor(() => expect(listReads(api)).toHaveLength(2));

    // The table shows it too once the dialog is closed.
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    const row = within(screen.getByRole('table'))
      .getAllByRole('row')
      .find((tr) => tr.textContent?.includes('33333333'));
    expect(row && within(row).getByText('Cancelled')).toBeTruthy();
  });

  it("shows a refusal's message and the order as it is now (shipped meanwhile: no button)", async () => {
    const api = installAccountsApi({ orders: [paid] });
    const { user, details, confirm } = await askToCancel(PAID_ID);
    // The shop ships it while the customer reads the confirmation.
    Object.assign(api.orders[0] ?? {}, { orderStatus: 'inShipping', cancellable: false });

    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    const alert = await within(details).findByRole('alert');
    expect(alert.textContent).toBe(CANCEL_MESSAGES.shipped);
    expect(screen.queryByRole('dialog', { name: 'Cancel this order?' })).toBeNull();
    expect(within(toasts()).getByText(CANCEL_MESSAGES.shipped)).toBeTruthy();
    // The order is read again: In Shipping, nothing to cancel, no refund promised.
    await within(details).findByText('In Shipping');
    expect(within(details).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(details).queryByText(/Your refund of/)).toBeNull();
    expect(document.activeElement).toBe(alert);
    expect(listReads(api)).toHaveLength(2);
  });

  it('keeps the button usable after a refusal that leaves the order cancellable', async () => {
    const api = installAccountsApi({
      orders: [paid],
      override: (request) =>
        request.path === '/shop/order/cancel'
          ? { status: 409, body: { success: false, message: CANCEL_MESSAGES.closed } }
          : undefined,
    });
    const { user, details, confirm } = await askToCancel(PAID_ID);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    const alert = await within(details).findByRole('alert');
    expect(alert.textContent).toBe(CANCEL_MESSAGES.closed);
    await waitFor(() => expect(listReads(api)).toHaveLength(2));
    const cancel = within(details).getByRole('button', { name: 'Cancel order' });
    expect(cancel.hasAttribute('disabled')).toBe(false);
    expect(within(details).getByText('Confirmed')).toBeTruthy();
  });

  it('sends one request however often the confirmation is pressed, and waits for it', async () => {
    let answer: (response: FakeResponse | undefined) => void = () => undefined;
    const api = installAccountsApi({
      orders: [paid],
      override: (request) =>
        request.path === '/shop/order/cancel'
          ? new Promise<FakeResponse | undefined>((resolve) => {
              answer = resolve;
            })
          : undefined,
    });
    const { user, details, confirm } = await askToCancel(PAID_ID);
    const press = within(confirm).getByRole('button', { name: 'Cancel order' });
    await user.dblClick(press);
    await waitFor(() => expect(cancelPosts(api)).toHaveLength(1));

    const busy = within(confirm).getByRole('button', { name: 'Cancelling…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(
      within(confirm).getByRole('button', { name: 'Keep order' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(busy);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cancel this order?' })).toBe(confirm);

    answer(undefined); // the fake's own answer: cancelled
    expect((await within(details).findByRole('status')).textContent).toBe(CANCEL_MESSAGES.paid);
    expect(cancelPosts(api)).toHaveLength(1);
  });
});
