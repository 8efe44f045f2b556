import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@boutique/web-kit/tokens';
import { installAccountsApi } from '@/testing/fake-accounts';
import { installFakeApi } from '@/testing/fake-api';
import { fakeBuying, type FakeCartItem } from '@/testing/fake-buying';
import { renderApp } from '@/testing/render-app';
import { TEMP_CART_KEY } from '../utils/guest-cart';

const gold = { _id: 'gold', id: 'gold', title: 'Gold', inventory: 3 };
const jade = { _id: 'jade', id: 'jade', title: 'Jade', inventory: 4 };
const kora = (colour: typeof gold, quantity: number): FakeCartItem => ({
  productId: 'p1',
  title: 'Kora Organza',
  productCode: 'KO-1',
  price: 2500,
  salePrice: 1799.5,
  quantity,
  colors: { _id: colour._id, id: colour.id, title: colour.title },
  productColors: [gold, jade],
  totalStock: 7,
});
const cotton: FakeCartItem = {
  productId: 'p2',
  title: 'Mul Cotton',
  price: 1000,
  quantity: 1,
  colors: null,
  productColors: [],
  totalStock: 1,
};

const toasts = () => screen.getByRole('status', { name: 'Notifications' });

async function openDrawer(count: number) {
  const user = userEvent.setup();
  const bag = await screen.findByRole('button', {
    name: `Shopping bag, ${count} ${count === 1 ? 'item' : 'items'}`,
  });
  await user.click(bag);
  const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
  await within(drawer).findByRole('list', { name: 'Cart items' });
  return { user, drawer };
}

describe('Cart drawer (signed in)', () => {
  it('lists the server cart with Subtotal, Free shipping and Total in two decimals', async () => {
    const buying = fakeBuying({ items: [kora(gold, 2), cotton] });
    installAccountsApi({ override: buying.handle });
    renderApp('/shop/contact');

    const { drawer } = await openDrawer(3);
    expect(within(drawer).getByText('Kora Organza')).toBeTruthy();
    expect(within(drawer).getByText('Mul Cotton')).toBeTruthy();
    const totals = within(drawer).getByText('Subtotal').closest('dl') as HTMLElement;
    expect(within(totals).getAllByText('₹4,599.00')).toHaveLength(2);
    expect(within(totals).getByText('Free')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Checkout' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('changes a quantity through the server and says so; never above the stock', async () => {
    const buying = fakeBuying({ items: [kora(gold, 2), cotton] });
    const api = installAccountsApi({ override: buying.handle });
    renderApp('/shop/contact');
    const { user, drawer } = await openDrawer(3);

    await user.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Kora Organza' }),
    );
    expect(await within(toasts()).findByText('Cart updated successfully')).toBeTruthy();
    const update = api.requests.find((r) => r.path === '/shop/cart/update-cart');
    expect(update?.body).toEqual({ userId: 'u-1', productId: 'p1', colorId: 'gold', quantity: 3 });

    await user.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Mul Cotton' }),
    );
    expect(within(drawer).getByText('Only 1 quantity available for this item')).toBeTruthy();
    expect(
      within(drawer).getByRole('button', { name: 'Decrease quantity of Mul Cotton' }),
    ).toHaveProperty('disabled', true);
    expect(api.requests.filter((r) => r.path === '/shop/cart/update-cart')).toHaveLength(1);
  });

  it('merges lines when a colour change meets an existing line, and deletes a line', async () => {
    const buying = fakeBuying({ items: [kora(gold, 1), kora(jade, 1), cotton] });
    installAccountsApi({ override: buying.handle });
    renderApp('/shop/contact');
    const { user, drawer } = await openDrawer(3);

    const [firstColour] = within(drawer).getAllByRole('combobox', { name: 'Colour' });
    await user.selectOptions(firstColour, 'jade');
    expect(await within(toasts()).findByText('Items merged successfully')).toBeTruthy();
    await waitFor(() => expect(within(drawer).getAllByText('Kora Organza')).toHaveLength(1));

    await user.click(within(drawer).getByRole('button', { name: 'Remove Mul Cotton' }));
    expect(await within(toasts()).findByText('Cart item deleted successfully')).toBeTruthy();
    await waitFor(() => expect(within(drawer).queryByText('Mul Cotton')).toBeNull());
  });

  it('shows "Failed to update quantity" with the reason when the server refuses', async () => {
    const buying = fakeBuying({ items: [kora(gold, 1)] });
    installAccountsApi({
      override: (request) =>
        request.path === '/shop/cart/update-cart'
          ? { status: 409, body: { success: false, message: 'Only 1 quantity available for Gold' } }
          : buying.handle(request),
    });
    renderApp('/shop/contact');
    const { user, drawer } = await openDrawer(1);
    await user.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Kora Organza' }),
    );
    expect(await within(toasts()).findByText('Failed to update quantity')).toBeTruthy();
    expect(within(toasts()).getByText('Only 1 quantity available for Gold')).toBeTruthy();
  });
});

// The catalogue's answer for the guest cart's product: Gold (3) and Jade (4).
const guestProducts = (request: { path: string }) =>
  request.path === '/shop/products/get/p1'
    ? {
        status: 200,
        body: {
          success: true,
          data: { id: 'p1', title: 'Kora Organza', totalStock: 7, colors: [gold, jade] },
        },
      }
    : undefined;

const guestLine = (colorId: string, quantity: number) => ({
  productId: 'p1',
  colorId,
  quantity,
  productDetails: {
    title: 'Kora Organza',
    price: 2500,
    salePrice: 1800,
    image: '',
    category: 'cat-org',
    productCode: 'KO-1',
  },
  addedAt: '2026-11-25T10:00:00.000Z',
});

describe('Cart drawer (guest)', () => {
  it("shows each line's colour and changes it in tempCart: merging lines, never above the stock", async () => {
    tokenStore.clear();
    window.localStorage.setItem(
      TEMP_CART_KEY,
      JSON.stringify([guestLine('gold', 2), guestLine('jade', 3)]),
    );
    installFakeApi(guestProducts);
    renderApp('/shop/contact');
    const { user, drawer } = await openDrawer(5);

    const colours = await within(drawer).findAllByRole('combobox', { name: 'Colour' });
    expect(colours.map((select) => (select as HTMLSelectElement).value)).toEqual(['gold', 'jade']);
    // Jade has 4: 2 Gold + 3 Jade would be 5.
    await user.selectOptions(colours[0], 'jade');
    expect(await within(toasts()).findByText('Failed to update color')).toBeTruthy();
    expect(within(toasts()).getByText('Only 4 quantity available for Jade')).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(TEMP_CART_KEY) ?? '[]')).toHaveLength(2);

    // With Jade lowered to 1, Gold moves onto it: one line of 3.
    const jadeRow = within(drawer).getAllByRole('listitem')[1];
    await user.click(
      within(jadeRow).getByRole('button', { name: 'Decrease quantity of Kora Organza' }),
    );
    await user.click(
      within(jadeRow).getByRole('button', { name: 'Decrease quantity of Kora Organza' }),
    );
    await user.selectOptions(
      (await within(drawer).findAllByRole('combobox', { name: 'Colour' }))[0],
      'jade',
    );
    expect(await within(toasts()).findByText('Items merged successfully')).toBeTruthy();
    const stored = JSON.parse(window.localStorage.getItem(TEMP_CART_KEY) ?? '[]') as {
      colorId: string;
      quantity: number;
    }[];
    expect(stored.map(({ colorId, quantity }) => ({ colorId, quantity }))).toEqual([
      { colorId: 'jade', quantity: 3 },
    ]);
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the temporary cart, removes a line and then disables Checkout', async () => {
    tokenStore.clear();
    window.localStorage.setItem(TEMP_CART_KEY, JSON.stringify([guestLine('gold', 2)]));
    // A guest's bag lives in the browser; its products' colours and stock come from the
    // catalogue.
    installFakeApi(guestProducts);
    renderApp('/shop/contact');
    const { user, drawer } = await openDrawer(2);
    expect(within(drawer).getAllByText('₹3,600.00')).toHaveLength(2);

    await user.click(within(drawer).getByRole('button', { name: 'Remove Kora Organza' }));
    expect(await within(toasts()).findByText('Cart item deleted successfully')).toBeTruthy();
    expect(within(drawer).getByText('Your cart is empty')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Checkout' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(window.localStorage.getItem(TEMP_CART_KEY)).toBeNull();
  });
});
