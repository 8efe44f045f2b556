import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installAccountsApi } from '@/testing/fake-accounts';
import { fakeBuying } from '@/testing/fake-buying';
import { fakeProduct, installCatalogueApi } from '@/testing/fake-catalogue';
import { renderApp } from '@/testing/render-app';
import { COPY_DELAY_MS } from '../hooks/use-guest-cart-copy';
import { readGuestCart, TEMP_CART_KEY, tempCartCopiedKey } from '../utils/guest-cart';

const saree = fakeProduct({
  id: 'p1',
  title: 'Kora Organza',
  productCode: 'KO-101',
  price: 2500,
  salePrice: 1800,
  totalStock: 7,
  colors: [
    { id: 'ruby', title: 'Ruby', inventory: 0 },
    { id: 'gold', title: 'Gold', inventory: 2 },
  ],
});

const toasts = () => screen.getByRole('status', { name: 'Notifications' });

function guestEntry(productId: string, colorId: string, title: string) {
  return {
    productId,
    colorId,
    quantity: 1,
    productDetails: { title, price: 2000, salePrice: 0, image: '', category: 'c', productCode: '' },
    addedAt: '2026-11-25T10:00:00.000Z',
  };
}

describe('Add to Cart', () => {
  it("a guest's line goes to tempCart with the first colour in stock; the badge follows", async () => {
    installCatalogueApi({ products: [saree] });
    renderApp('/shop/details/p1');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await within(toasts()).findByText('Item added to cart!')).toBeTruthy();
    expect(readGuestCart()).toMatchObject([
      {
        productId: 'p1',
        colorId: 'gold',
        quantity: 1,
        productDetails: { title: 'Kora Organza', salePrice: 1800 },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Shopping bag, 1 item' })).toBeTruthy();

    // Gold has 2: the second add fits, the third is refused on the client.
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await within(toasts()).findByText('Only 2 quantity available for Gold')).toBeTruthy();
    expect(readGuestCart()[0]?.quantity).toBe(2);
  });

  it("signed in, it adds to the server cart and shows the server's stock message on 409", async () => {
    const api = installCatalogueApi({
      products: [saree],
      signedIn: true,
      override: (request) => {
        if (request.path === '/shop/cart/get/u-1') {
          return { status: 200, body: { success: true, data: { items: [] } } };
        }
        if (request.path === '/shop/cart/add') {
          return {
            status: 409,
            body: { success: false, message: 'Only 2 quantity available for Gold' },
          };
        }
        return undefined;
      },
    });
    renderApp('/shop/details/p1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await within(toasts()).findByText('Only 2 quantity available for Gold')).toBeTruthy();
    expect(api.calls('/shop/cart/add')[0]?.body).toEqual({
      userId: 'u-1',
      productId: 'p1',
      quantity: 1,
      colorId: 'gold',
    });
    expect(readGuestCart()).toEqual([]);
  });
});

describe('Quick add', () => {
  it('adds one unit from a search result and from You May Also Like', async () => {
    const sibling = fakeProduct({ id: 'p2', title: 'Tissue Organza', totalStock: 3 });
    installCatalogueApi({ products: [saree, sibling] });
    renderApp('/shop/search?q=Kora');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Quick Add: Kora Organza' }));
    expect(await within(toasts()).findByText('Item added to cart!')).toBeTruthy();
    expect(readGuestCart()).toMatchObject([{ productId: 'p1', colorId: 'gold', quantity: 1 }]);

    renderApp('/shop/details/p1');
    const related = await screen.findByRole('region', { name: 'You May Also Like' });
    await user.click(within(related).getByRole('button', { name: 'Quick Add: Tissue Organza' }));
    await waitFor(() =>
      expect(
        readGuestCart()
          .map((entry) => entry.productId)
          .sort(),
      ).toEqual(['p1', 'p2']),
    );
  });
});

/**
 * Waits until the page knows the signed-in customer (the copy's 2 s count from then), then
 * moves the page's clock past them: the copy is due, on a fast or a slow machine alike.
 */
async function afterTheCopyDelay() {
  await screen.findByRole('button', { name: 'Account menu for Asha' });
  act(() => {
    vi.advanceTimersByTime(COPY_DELAY_MS);
  });
}

describe('Guest cart copy after sign-in', () => {
  // The page's timeouts run on the test's clock, which also keeps moving on its own.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });

  it('copies once, about 2 s after sign-in: "Cart items copied!", marker set, lines gone', async () => {
    window.localStorage.setItem(
      TEMP_CART_KEY,
      JSON.stringify([guestEntry('p1', 'gold', 'Kora'), guestEntry('p2', 'jade', 'Tissue')]),
    );
    const buying = fakeBuying();
    const api = installAccountsApi({
      override: (request) =>
        request.path === '/shop/cart/merge'
          ? {
              status: 200,
              body: {
                success: true,
                data: { items: [] },
                results: [
                  { productId: 'p1', colorId: 'gold', outcome: 'added', message: '' },
                  { productId: 'p2', colorId: 'jade', outcome: 'added', message: '' },
                ],
                added: 2,
                duplicates: 0,
                refused: 0,
              },
            }
          : buying.handle(request),
    });
    renderApp('/shop/contact');
    await afterTheCopyDelay();

    expect(await within(toasts()).findByText('Cart items copied!')).toBeTruthy();
    expect(within(toasts()).getByText('2 item(s) added to cart!')).toBeTruthy();
    expect(api.calls('/shop/cart/merge')).toHaveLength(1);
    expect(api.calls('/shop/cart/merge')[0]?.body).toEqual({
      userId: 'u-1',
      items: [
        { productId: 'p1', colorId: 'gold', quantity: 1 },
        { productId: 'p2', colorId: 'jade', quantity: 1 },
      ],
    });
    expect(window.localStorage.getItem(tempCartCopiedKey('u-1'))).toBe('true');
    expect(readGuestCart()).toEqual([]);
  });

  it('a partial copy keeps the refused line and sets no marker', async () => {
    window.localStorage.setItem(
      TEMP_CART_KEY,
      JSON.stringify([guestEntry('p1', 'gold', 'Kora'), guestEntry('p2', 'jade', 'Tissue')]),
    );
    const buying = fakeBuying();
    installAccountsApi({
      override: (request) =>
        request.path === '/shop/cart/merge'
          ? {
              status: 200,
              body: {
                success: true,
                data: { items: [] },
                results: [
                  { productId: 'p1', colorId: 'gold', outcome: 'added', message: '' },
                  {
                    productId: 'p2',
                    colorId: 'jade',
                    outcome: 'refused',
                    message: 'Selected color is out of stock',
                  },
                ],
                added: 1,
                duplicates: 0,
                refused: 1,
              },
            }
          : buying.handle(request),
    });
    renderApp('/shop/contact');
    await afterTheCopyDelay();

    expect(await within(toasts()).findByText(/limited stock/)).toBeTruthy();
    await waitFor(() => expect(readGuestCart().map((entry) => entry.productId)).toEqual(['p2']));
    expect(window.localStorage.getItem(tempCartCopiedKey('u-1'))).toBeNull();
  });

  it('does not copy again for a user who already copied', async () => {
    window.localStorage.setItem(TEMP_CART_KEY, JSON.stringify([guestEntry('p1', 'gold', 'Kora')]));
    window.localStorage.setItem(tempCartCopiedKey('u-1'), 'true');
    const api = installAccountsApi({ override: fakeBuying().handle });
    renderApp('/shop/contact');
    expect(await screen.findByRole('button', { name: /Shopping bag, 1 item/ })).toBeTruthy();
    await afterTheCopyDelay();
    await api.answered();
    expect(api.calls('/shop/cart/merge')).toHaveLength(0);
    expect(within(toasts()).queryByText('Cart items copied!')).toBeNull();
    expect(readGuestCart().map((entry) => entry.productId)).toEqual(['p1']);
  });
});
