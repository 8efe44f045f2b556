import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '@boutique/web-kit/tokens';
import { navigateFullPage } from '@/lib/navigation';
import { installAccountsApi } from '@/testing/fake-accounts';
import {
  admin,
  customer,
  installFakeApi,
  unauthorized,
  type FakeRequest,
} from '@/testing/fake-api';
import { fakeBuying } from '@/testing/fake-buying';
import { installContentApi } from '@/testing/fake-content';
import { renderApp } from '@/testing/render-app';

vi.mock('@/lib/navigation', () => ({ navigateFullPage: vi.fn(), reloadPage: vi.fn() }));

function loginAnswer(user: typeof customer) {
  return {
    status: 200,
    body: {
      success: true,
      message: 'Logged in successfully',
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      user,
    },
  };
}

// What the gateway answers a customer signing in, then what the shop's pages ask for with the
// new session: the saved bag holds one saree.
const savedBag = () =>
  fakeBuying({ items: [{ productId: 'p1', title: 'Kora Organza', price: 2000, quantity: 1 }] });
const signIn = (request: FakeRequest) =>
  request.path === '/auth/login' ? loginAnswer(customer) : undefined;

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('asks for both fields without calling the API', async () => {
    const api = installFakeApi(() => undefined);
    renderApp('/auth/login');

    await fillAndSubmit('asha@example.com', '');

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Missing Fields')).toBeTruthy();
    expect(within(toasts).getByText('Please fill out both email and password.')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the server message as-is when the login is refused', async () => {
    installFakeApi((request) =>
      request.path === '/auth/login' ? unauthorized('Invalid email or password') : undefined,
    );
    renderApp('/auth/login');

    await fillAndSubmit('asha@example.com', 'wrong-password');

    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(tokenStore.getAccessToken()).toBeNull();
  });

  it('signs a customer in, stores the tokens and goes to the shop home', async () => {
    const bag = savedBag();
    const api = installContentApi({
      banners: [{ id: 'b1', image: 'https://cdn.example.com/b1.jpg', description: 'Festive' }],
      override: (request) => signIn(request) ?? bag.handle(request),
    });
    const { router, store } = renderApp('/auth/login');

    await fillAndSubmit('asha@example.com', 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
    expect(api.calls('/auth/login')[0]?.body).toEqual({
      email: 'asha@example.com',
      password: 'secret123',
    });
    // The home page has loaded with the new session (its data and the saved bag), and the
    // customer is still signed in afterwards.
    expect(await screen.findByRole('img', { name: 'Festive' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Shopping bag, 1 item' })).toBeTruthy();
    expect(api.calls(`/shop/cart/get/${customer.id}`)[0]?.authorization).toBe('Bearer access-1');
    expect(screen.getByRole('button', { name: 'Account menu for Asha' })).toBeTruthy();
    expect(tokenStore.getAccessToken()).toBe('access-1');
    expect(tokenStore.getRefreshToken()).toBe('refresh-1');
    expect(store.getState().auth.user).toEqual(customer);
  });

  it('follows redirect=checkout after login', async () => {
    const bag = savedBag();
    installAccountsApi({
      signedIn: false,
      override: (request) => signIn(request) ?? bag.handle(request),
    });
    const { router } = renderApp('/auth/login?redirect=checkout');

    await fillAndSubmit('asha@example.com', 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/checkout'));
    // The checkout opens on the customer's saved bag.
    expect(await screen.findByText('Kora Organza')).toBeTruthy();
  });

  it('sends an admin to the admin dashboard with a full page load', async () => {
    installFakeApi((request) => (request.path === '/auth/login' ? loginAnswer(admin) : undefined));
    renderApp('/auth/login');

    await fillAndSubmit('meera@example.com', 'secret123');

    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith('/admin/dashboard'));
  });
});
