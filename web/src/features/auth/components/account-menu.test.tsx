import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '@boutique/web-kit/tokens';
import { installContentApi } from '@/testing/fake-content';
import { renderApp } from '@/testing/render-app';

describe('AccountMenu', () => {
  it('offers Sign In and Create Account to guests, by keyboard', async () => {
    installContentApi();
    renderApp('/shop/home');
    const user = userEvent.setup();

    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    trigger.focus();
    await user.keyboard('{ArrowDown}');

    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Sign In', 'Create Account']);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('shows the name, My Account and Sign Out, and signs out', async () => {
    const api = installContentApi({
      signedIn: true,
      override: (request) =>
        request.path === '/auth/logout'
          ? { status: 200, body: { success: true, message: 'Logged out successfully' } }
          : undefined,
    });
    const { router, store } = renderApp('/shop/contact');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Account menu for Asha' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Account',
      'Sign Out',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
    const logout = api.calls('/auth/logout')[0];
    expect(logout?.authorization).toBe('Bearer access-1');
    expect(logout?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(tokenStore.getAccessToken()).toBeNull();
    expect(tokenStore.getRefreshToken()).toBeNull();
    expect(store.getState().auth).toEqual({
      isLoading: false,
      isAuthenticated: false,
      user: null,
      signedOutByUser: true,
    });
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();

    // Later, My Account as a guest goes to login (it does not wait for a logout's move).
    await act(() => router.navigate('/shop/account'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('keeps the session and says so when logout fails', async () => {
    installContentApi({
      signedIn: true,
      override: (request) =>
        request.path === '/auth/logout'
          ? { status: 503, body: { success: false, message: 'Service unavailable' } }
          : undefined,
    });
    renderApp('/shop/home');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Account menu for Asha' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Logout failed')).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    expect(tokenStore.getRefreshToken()).toBe('refresh-1');
  });
});
