import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answering, installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

const SENT = 'If an account exists for this email, a password reset link has been sent.';

async function requestLink(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordForm', () => {
  it('asks for the e-mail without calling the API', async () => {
    const api = installFakeApi(() => undefined);
    renderApp('/auth/forgot-password');

    await requestLink('');

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Missing Field')).toBeTruthy();
    expect(within(toasts).getByText('Please enter your email address.')).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the e-mail and shows the server message', async () => {
    const api = installFakeApi(
      answering('POST /auth/forgot-password', {
        status: 200,
        body: { success: true, message: SENT },
      }),
    );
    renderApp('/auth/forgot-password');

    await requestLink(' asha@example.com ');

    const notice = await screen.findByText(SENT);
    expect(notice.getAttribute('role')).toBe('status');
    expect(api.calls('/auth/forgot-password')[0]?.body).toEqual({ email: 'asha@example.com' });
  });

  it('shows a refusal (429) in the destructive style', async () => {
    installFakeApi(
      answering('POST /auth/forgot-password', {
        status: 429,
        body: { success: false, message: 'Too many attempts. Please try again later.' },
      }),
    );
    renderApp('/auth/forgot-password');

    await requestLink('asha@example.com');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please try again later.');
  });
});
