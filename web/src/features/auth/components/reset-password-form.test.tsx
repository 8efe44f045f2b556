import { setTimeout as realTimeout } from 'node:timers/promises';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answering, installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

async function typePasswords(password: string, confirmation = password) {
  const user = userEvent.setup();
  if (password) await user.type(await screen.findByLabelText('New Password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  return user;
}

async function choosePassword(password: string, confirmation = password) {
  const user = await typePasswords(password, confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

/**
 * Waits for `find` to find something while the page's clock is the test's (fake timers, which
 * Testing Library's own waiting cannot use): a bounded number of turns of the real event loop.
 */
async function withClockStopped<T>(find: () => T | null): Promise<T> {
  for (let turn = 0; turn < 200; turn += 1) {
    const found = find();
    if (found) return found;
    await act(() => realTimeout(5));
  }
  throw new Error('The page never showed what the test waited for');
}

const resetAnswer = (status: number, body: unknown) =>
  answering('POST /auth/reset-password', { status, body });

function toasts() {
  return within(screen.getByRole('status', { name: 'Notifications' }));
}

describe('ResetPasswordForm', () => {
  it('sends a visitor without a token to forgot-password with a toast', async () => {
    installFakeApi(() => undefined);
    const { router } = renderApp('/auth/reset-password');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password'));
    expect(await toasts().findByText('Invalid Reset Link')).toBeTruthy();
    expect(toasts().getByText('The password reset link is invalid or has expired.')).toBeTruthy();
  });

  it('checks that the passwords match, then their length, without calling the API', async () => {
    const api = installFakeApi(() => undefined);
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
    installFakeApi(
      resetAnswer(400, {
        success: false,
        message: 'The password reset link is invalid or has expired.',
      }),
    );
    renderApp('/auth/reset-password?token=used');

    await choosePassword('secret123');

    expect(await toasts().findByText('Failed to reset password.')).toBeTruthy();
    expect(toasts().getByText('The password reset link is invalid or has expired.')).toBeTruthy();
  });

  it('says "Please try again." when a refusal carries no message', async () => {
    installFakeApi(resetAnswer(500, {}));
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
    const api = installFakeApi(
      resetAnswer(200, { success: true, message: 'Password reset successful' }),
    );
    const { router } = renderApp('/auth/reset-password?token=tok-1');
    await typePasswords('secret123');

    // The page's clock is the test's from here: the 1.5 s are counted, not waited for.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));

    await withClockStopped(() => toasts().queryByText('Password reset successful!'));
    expect(api.calls('/auth/reset-password')[0]?.body).toEqual({
      token: 'tok-1',
      newPassword: 'secret123',
    });
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/auth/reset-password');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await withClockStopped(() => router.state.location.pathname === '/auth/login' || null);
  });
});
