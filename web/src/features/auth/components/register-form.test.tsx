import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@boutique/web-kit/tokens';
import { installAccountsApi } from '@/testing/fake-accounts';
import { answering, customer, installFakeApi } from '@/testing/fake-api';
import { fakeBuying } from '@/testing/fake-buying';
import { renderApp } from '@/testing/render-app';

describe('RegisterForm', () => {
  it('asks for all fields without calling the API', async () => {
    const api = installFakeApi(() => undefined);
    renderApp('/auth/register');

    await userEvent.type(await screen.findByLabelText('User Name'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Missing Fields')).toBeTruthy();
    expect(within(toasts).getByText('Please fill out all fields before signing up.')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('hints the password length', async () => {
    installFakeApi(() => undefined);
    renderApp('/auth/register');
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('At least 6 characters')).toBeTruthy();
  });

  it('registers, signs in with the same credentials and returns to checkout', async () => {
    const bag = fakeBuying({
      items: [{ productId: 'p1', title: 'Kora Organza', price: 2000, quantity: 1 }],
    });
    const api = installAccountsApi({
      signedIn: false,
      override: (request) => {
        if (request.path === '/auth/register') {
          return { status: 201, body: { success: true, message: 'Registration successful' } };
        }
        if (request.path === '/auth/login') {
          return {
            status: 200,
            body: {
              success: true,
              message: 'Logged in successfully',
              accessToken: 'access-1',
              refreshToken: 'refresh-1',
              user: customer,
            },
          };
        }
        return bag.handle(request);
      },
    });
    const { router, store } = renderApp('/auth/register?redirect=checkout');

    await userEvent.type(await screen.findByLabelText('User Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/checkout'));
    expect(api.calls('/auth/register')[0]?.body).toEqual({
      userName: 'Asha',
      email: 'asha@example.com',
      password: 'secret123',
    });
    expect(api.calls('/auth/login')[0]?.body).toEqual({
      email: 'asha@example.com',
      password: 'secret123',
    });
    expect(tokenStore.getAccessToken()).toBe('access-1');
    expect(store.getState().auth.user).toEqual(customer);
    expect(await screen.findByText('Registration successful')).toBeTruthy();
    expect(screen.getByText('You are signed in.')).toBeTruthy();
    // The checkout opens on the new customer's bag.
    expect(await screen.findByText('Kora Organza')).toBeTruthy();
  });

  it('goes to login keeping redirect when the sign-in after registering fails', async () => {
    installFakeApi((request) => {
      if (request.path === '/auth/register') {
        return { status: 201, body: { success: true, message: 'Registration successful' } };
      }
      if (request.path === '/auth/login') {
        return { status: 503, body: { success: false, message: 'Service unavailable' } };
      }
      return undefined;
    });
    const { router } = renderApp('/auth/register?redirect=checkout');

    await userEvent.type(await screen.findByLabelText('User Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/auth/login?redirect=checkout',
      ),
    );
    expect(await screen.findByText('Please sign in with your new account.')).toBeTruthy();
  });

  it('shows the server message when registration is refused', async () => {
    installFakeApi(
      answering('POST /auth/register', {
        status: 409,
        body: { success: false, message: 'User already exists with the same email' },
      }),
    );
    const { router } = renderApp('/auth/register');

    await userEvent.type(await screen.findByLabelText('User Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('User already exists with the same email')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/register');
  });
});
