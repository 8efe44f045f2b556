import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { navigateFullPage } from '@/lib/navigation';
import { installAccountsApi } from '@/testing/fake-accounts';
import { admin, customer } from '@/testing/fake-api';
import { fakeBuying } from '@/testing/fake-buying';
import { installContentApi } from '@/testing/fake-content';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/navigation', () => ({ navigateFullPage: vi.fn(), reloadPage: vi.fn() }));

/**
 * A signed-in session: stored tokens that check-auth accepts for `user`, and what the shop's
 * pages ask for with it (the bag, the address book, the payment config).
 */
function signIn(user: typeof customer) {
  const buying = fakeBuying();
  return installAccountsApi({
    override: (request) => {
      if (request.path === '/auth/check-auth') {
        return { status: 200, body: { success: true, user } };
      }
      if (request.path === `/shop/cart/get/${user.id}`) {
        return { status: 200, body: { success: true, data: { userId: user.id, items: [] } } };
      }
      return buying.handle(request);
    },
  });
}

/** No stored session; the shop's pages get their public data. */
function asGuest() {
  return installContentApi();
}

describe('route guards', () => {
  it('sends a guest from / to the shop home', async () => {
    asGuest();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
  });

  it('sends an admin from / to the admin dashboard with a full page load', async () => {
    signIn(admin);
    renderApp('/');
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith('/admin/dashboard'));
  });

  it('sends a guest from the account page to login, with a toast and the way back', async () => {
    asGuest();
    const { router } = renderApp('/shop/account?tab=orders');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fshop%2Faccount%3Ftab%3Dorders');
    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Please login to view your account.')).toBeTruthy();
  });

  it('shows a guest at checkout the sign-in prompt that comes back to checkout', async () => {
    asGuest();
    const { router } = renderApp('/shop/checkout');
    expect(await screen.findByRole('heading', { name: 'Sign in to check out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/auth/login?redirect=checkout',
    );
    expect(router.state.location.pathname).toBe('/shop/checkout');
  });

  it('lets a signed-in customer into the account page', async () => {
    signIn(customer);
    renderApp('/shop/account');
    expect(await screen.findByRole('heading', { name: 'My Account' })).toBeTruthy();
    expect(screen.getByText(/Hello, Asha/)).toBeTruthy();
  });

  it('sends an admin from checkout to the admin dashboard', async () => {
    signIn(admin);
    renderApp('/shop/checkout');
    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith('/admin/dashboard'));
  });

  it('moves a signed-in customer off the login page, honouring redirect=checkout', async () => {
    signIn(customer);
    const { router } = renderApp('/auth/login?redirect=checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/checkout'));
  });
});
