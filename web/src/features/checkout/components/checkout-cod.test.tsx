import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installAccountsApi, storedAddress } from '@/testing/fake-accounts';
import type { FakeRequest } from '@/testing/fake-api';
import { fakeBuying, ORDER_ID, PROVIDER_ORDER_ID, type FakeCartItem } from '@/testing/fake-buying';
import { renderApp } from '@/testing/render-app';
import { COD_PLACED_KEY } from '../utils/cod';
import { CURRENT_ORDER_ID_KEY } from '../utils/payment-flags';

// Cash on delivery at checkout (docs/cash-on-delivery.md): the quote when the shopper
// chooses it, low (fee, total, the e-mail to confirm), medium (an advance paid in the
// payment window as an online order) and high (refused politely, online stays).

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

const quote = (fields: Record<string, unknown>) => () => ({
  status: 200,
  body: {
    success: true,
    data: {
      available: true,
      level: 'low',
      fee: 49,
      total: 3649,
      advance: 0,
      dueOnDelivery: 3649,
      message: '',
      confirmHours: 24,
      ...fields,
    },
  },
});

const MEDIUM_MESSAGE =
  'For this order we ask an advance of ₹730 online; you pay the remaining ₹2,919 in cash at delivery. The advance is not refunded if the parcel is refused.';
const HIGH_MESSAGE =
  "We're sorry, cash on delivery isn't available for this order because an earlier cash-on-delivery order was not accepted at delivery. You can still place it by paying online with UPI or card.";
const CONFIRM_BY_MAIL =
  'Please confirm your order from the e-mail we sent to asha@example.com within 24 hours.';

const isCod = (request: FakeRequest) =>
  (request.body as { paymentMethod?: string } | undefined)?.paymentMethod === 'cod';

async function chooseCod() {
  const user = userEvent.setup({ delay: null });
  const methods = await screen.findByRole('group', { name: 'Payment method' });
  const online = within(methods).getByRole('radio', { name: 'Pay online (UPI, card)' });
  expect(online).toHaveProperty('checked', true);
  await waitFor(() =>
    expect(within(methods).getByRole('radio', { name: 'Cash on delivery' })).toHaveProperty(
      'disabled',
      false,
    ),
  );
  await user.click(within(methods).getByRole('radio', { name: 'Cash on delivery' }));
  return { user, methods };
}

describe('Cash on delivery at checkout', () => {
  it('low: asks the quote, shows the fee and total, places the order and lands on "Confirm your order by e-mail"', async () => {
    const buying = fakeBuying({
      items: [kora],
      codQuote: quote({}),
      createAnswer: (request) =>
        isCod(request)
          ? {
              status: 201,
              body: {
                success: true,
                orderId: ORDER_ID,
                razorpayOrderId: '',
                amount: 0,
                currency: 'INR',
                keyId: '',
                provider: 'cod',
                message: CONFIRM_BY_MAIL,
              },
            }
          : undefined,
    });
    const api = installAccountsApi({ addresses: [storedAddress(1)], override: buying.handle });
    const { router } = renderApp('/shop/checkout');
    await screen.findByRole('button', { name: 'Selected' });
    // Nothing is asked until COD is chosen.
    expect(await screen.findByRole('button', { name: 'Proceed to Payment' })).toBeTruthy();
    expect(api.calls('/shop/order/cod/quote')).toHaveLength(0);

    const { user, methods } = await chooseCod();
    expect(await within(methods).findByText('Total to pay at delivery')).toBeTruthy();
    expect(within(methods).getByText('₹3,649.00')).toBeTruthy();
    expect(within(methods).getByText('₹49.00')).toBeTruthy();
    expect(api.calls('/shop/order/cod/quote')[0]?.body).toEqual({
      addressId: 'addr-1',
      totalAmount: 3600,
      cartItems: [expect.objectContaining({ productId: 'p1', quantity: 2, price: 1800 })],
    });

    const place = screen.getByRole('button', { name: 'Place Order (Cash on Delivery)' });
    await user.click(place);
    expect(
      await screen.findByRole('heading', { name: 'Confirm your order by e-mail' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shop/cod-placed');
    expect(screen.getByText(CONFIRM_BY_MAIL)).toBeTruthy();
    expect(screen.getByText(ORDER_ID)).toBeTruthy();
    expect(api.calls('/shop/order/create')[0]?.body).toMatchObject({
      paymentMethod: 'cod',
      totalAmount: 3600,
      addressInfo: { addressId: 'addr-1' },
    });
    // No payment window, nothing to give back, no order left "being paid".
    expect(screen.queryByRole('dialog', { name: 'Test payment' })).toBeNull();
    expect(api.calls('/shop/order/cancel-payment')).toHaveLength(0);
    expect(window.sessionStorage.getItem(CURRENT_ORDER_ID_KEY)).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem(COD_PLACED_KEY) ?? '{}')).toEqual({
      orderId: ORDER_ID,
      message: CONFIRM_BY_MAIL,
    });
  });

  it('medium: the advance sentence, then the advance paid in the payment window as an online order', async () => {
    const buying = fakeBuying({
      items: [kora],
      codQuote: quote({
        level: 'medium',
        advance: 730,
        dueOnDelivery: 2919,
        message: MEDIUM_MESSAGE,
      }),
      createAnswer: (request) =>
        isCod(request)
          ? {
              status: 201,
              body: {
                success: true,
                orderId: ORDER_ID,
                razorpayOrderId: PROVIDER_ORDER_ID,
                amount: 73000,
                currency: 'INR',
                keyId: '',
                provider: 'sandbox',
              },
            }
          : undefined,
    });
    const api = installAccountsApi({ addresses: [storedAddress(1)], override: buying.handle });
    const { router } = renderApp('/shop/checkout');
    await screen.findByRole('button', { name: 'Selected' });
    const { user, methods } = await chooseCod();
    expect(await within(methods).findByText(MEDIUM_MESSAGE)).toBeTruthy();
    expect(within(methods).getByText('Due at the door')).toBeTruthy();
    expect(within(methods).getByText('₹2,919.00')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Pay Advance ₹730.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(within(dialog).getByText(/730/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/payment-success'));
    expect(api.calls('/shop/order/capture')[0]?.body).toMatchObject({ orderId: ORDER_ID });
    expect(api.calls('/shop/order/create')[0]?.body).toMatchObject({ paymentMethod: 'cod' });
  });

  it('high: the polite refusal, COD disabled and online chosen', async () => {
    const buying = fakeBuying({
      items: [kora],
      codQuote: quote({ available: false, level: 'high', message: HIGH_MESSAGE }),
    });
    installAccountsApi({ addresses: [storedAddress(1)], override: buying.handle });
    renderApp('/shop/checkout');
    await screen.findByRole('button', { name: 'Selected' });
    const { methods } = await chooseCod();
    expect(await within(methods).findByText(HIGH_MESSAGE)).toBeTruthy();
    const cod = within(methods).getByRole('radio', { name: 'Cash on delivery' });
    await waitFor(() => expect(cod).toHaveProperty('disabled', true));
    expect(within(methods).getByRole('radio', { name: 'Pay online (UPI, card)' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('a create refused with 409 shows its message and turns back to paying online', async () => {
    const refusal = 'Cash on delivery is available for orders up to ₹3,000.';
    const buying = fakeBuying({
      items: [kora],
      codQuote: quote({}),
      createAnswer: (request) =>
        isCod(request) ? { status: 409, body: { success: false, message: refusal } } : undefined,
    });
    installAccountsApi({ addresses: [storedAddress(1)], override: buying.handle });
    const { router } = renderApp('/shop/checkout');
    await screen.findByRole('button', { name: 'Selected' });
    const { user, methods } = await chooseCod();
    await user.click(await screen.findByRole('button', { name: 'Place Order (Cash on Delivery)' }));
    const notifications = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(notifications).findByText(refusal)).toBeTruthy();
    expect(await within(methods).findByText(refusal)).toBeTruthy();
    expect(within(methods).getByRole('radio', { name: 'Cash on delivery' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shop/checkout');
  });
});
