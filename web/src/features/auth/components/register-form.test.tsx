import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answering, installFakeApi } from '@/testing/fake-api';
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

  it('registers, shows the server message and goes to login keeping redirect', async () => {
    const api = installFakeApi(
      answering('POST /auth/register', {
        status: 201,
        body: { success: true, message: 'Registration successful' },
      }),
    );
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
    expect(api.calls('/auth/register')[0]?.body).toEqual({
      userName: 'Asha',
      email: 'asha@example.com',
      password: 'secret123',
    });
    expect(await screen.findByText('Registration successful')).toBeTruthy();
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
