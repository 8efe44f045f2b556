import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

async function choosePassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  if (password) await user.type(await screen.findByLabelText('New Password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

function toasts() {
  return within(screen.getByRole('status', { name: 'Notifications' }));
}

describe('ResetPasswordForm', () => {
  it('sends a visitor without a token to forgot-password with a toast', async () => {
    installFakeApi(() => ({ status: 500, body: {} }));
    const { router } = renderApp('/auth/reset-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password'));
    expect(await toasts().findByText('Invalid Reset Link')).toBeTruthy();
    expect(toasts().getByText('The password reset link is invalid or has expired.')).toBeTruthy();
  });

  it('checks that the passwords match, then their length, without calling the API', async () => {
    const api = installFakeApi(() => ({ status: 500, body: {} }));
    renderApp('/auth/reset-password?token=abc');

    await choosePassword('abc', 'abd');
    expect(await toasts().findByText('Passwords do not match.')).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await toasts().findByText('Password too short')).toBeTruthy();
    expect(toasts().getByText('Password must be at least 6 characters long.')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the server message when the link is refused', async () => {
    installFakeApi(() => ({
      status: 400,
      body: { success: false, message: 'The password reset link is invalid or has expired.' },
    }));
    renderApp('/auth/reset-password?token=used');

    await choosePassword('secret123');

    expect(await toasts().findByText('Failed to reset password.')).toBeTruthy();
    expect(toasts().getByText('The password reset link is invalid or has expired.')).toBeTruthy();
  });

  it('says "Please try again." when a refusal carries no message', async () => {
    installFakeApi(() => ({ status: 500, body: {} }));
    renderApp('/auth/reset-password?token=abc');

    await choosePassword('secret123');

    expect(await toasts().findByText('Failed to reset password.')).toBeTruthy();
    expect(toasts().getByText('Please try again.')).toBeTruthy();
  });

  it('reports an exception when the request cannot be made', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/auth/reset-password?token=abc');

    await choosePassword('secret123');

    expect(await toasts().findByText('An error occurred')).toBeTruthy();
    expect(toasts().getByText('Please try again or request a new reset link.')).toBeTruthy();
  });

  it('resets the password, then goes to login after 1.5 s', async () => {
    const api = installFakeApi(() => ({
      status: 200,
      body: { success: true, message: 'Password reset successful' },
    }));
    const { router } = renderApp('/auth/reset-password?token=tok-1');

    await choosePassword('secret123');

    expect(await toasts().findByText('Password reset successful!')).toBeTruthy();
    expect(api.calls('/auth/reset-password')[0]?.body).toEqual({
      token: 'tok-1',
      newPassword: 'secret123',
    });
    const resetAt = Date.now();
    expect(router.state.location.pathname).toBe('/auth/reset-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), {
      timeout: 3000,
    });
    expect(Date.now() - resetAt).toBeGreaterThanOrEqual(1000);
  });
});
