import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigateFullPage } from '@/lib/navigation';
import { tokenStorage } from '@/lib/token-storage';
import { admin, customer, installFakeApi, unauthorized } from '@/testing/fake-api';
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

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('asks for both fields without calling the API', async () => {
    const api = installFakeApi(() => ({ status: 500, body: {} }));
    renderApp('/auth/login');

    await fillAndSubmit('asha@example.com', '');

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Missing Fields')).toBeTruthy();
    expect(within(toasts).getByText('Please fill out both email and password.')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the server message as-is when the login is refused', async () => {
    installFakeApi(() => unauthorized('Invalid email or password'));
    renderApp('/auth/login');

    await fillAndSubmit('asha@example.com', 'wrong-password');

    expect(await screen.findByText('Invalid email or password')).toBeTruthy();
    expect(tokenStorage.getAccessToken()).toBeNull();
  });

  it('signs a customer in, stores the tokens and goes to the shop home', async () => {
    const api = installFakeApi((request) =>
      request.path === '/auth/login' ? loginAnswer(customer) : unauthorized(),
    );
    const { router, store } = renderApp('/auth/login');

    await fillAndSubmit('asha@example.com', 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
    expect(api.calls('/auth/login')[0]?.body).toEqual({
      email: 'asha@example.com',
      password: 'secret123',
    });
    expect(tokenStorage.getAccessToken()).toBe('access-1');
    expect(tokenStorage.getRefreshToken()).toBe('refresh-1');
    expect(store.getState().auth.user).toEqual(customer);
    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
  });

  it('follows redirect=checkout after login', async () => {
    installFakeApi(() => loginAnswer(customer));
    const { router } = renderApp('/auth/login?redirect=checkout');

    await fillAndSubmit('asha@example.com', 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/checkout'));
  });

  it('sends an admin to the admin dashboard with a full page load', async () => {
    installFakeApi(() => loginAnswer(admin));
    renderApp('/auth/login');

    await fillAndSubmit('meera@example.com', 'secret123');

    await waitFor(() => expect(navigateFullPage).toHaveBeenCalledWith('/admin/dashboard'));
  });
});
