import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { customer } from '@/testing/fake-api';
import { installAccountsApi } from '@/testing/fake-accounts';
import { renderApp } from '@/testing/render-app';

describe('Account page', () => {
  it('greets the user and opens on the Orders tab with an honest empty state', async () => {
    installAccountsApi();
    renderApp('/shop/account');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(screen.getByText(/Hello, Asha/)).toBeTruthy();
    const orders = screen.getByRole('tab', { name: 'Orders' });
    expect(orders.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Orders' });
    expect(orders.getAttribute('aria-controls')).toBe(panel.id);
    expect(await within(panel).findByRole('heading', { name: 'No Orders Found' })).toBeTruthy();
    expect(within(panel).getByText("You haven't placed any orders yet.")).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Start Shopping' })).toBeTruthy();
  });

  it('greets a user without a name as Customer', async () => {
    installAccountsApi({
      override: (request) =>
        request.path === '/auth/check-auth'
          ? { status: 200, body: { success: true, user: { ...customer, userName: '' } } }
          : undefined,
    });
    renderApp('/shop/account');
    expect(await screen.findByText(/Hello, Customer/)).toBeTruthy();
  });

  it('moves between tabs with the arrow keys and keeps the tab in the URL', async () => {
    installAccountsApi();
    const { router } = renderApp('/shop/account');
    const user = userEvent.setup();

    const orders = await screen.findByRole('tab', { name: 'Orders' });
    const addresses = screen.getByRole('tab', { name: 'Addresses' });
    expect(orders.tabIndex).toBe(0);
    expect(addresses.tabIndex).toBe(-1);

    orders.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(addresses);
    expect(addresses.getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?tab=addresses');
    expect(await screen.findByRole('heading', { name: 'Saved Addresses' })).toBeTruthy();

    await user.keyboard('{ArrowRight}'); // wraps round
    expect(document.activeElement).toBe(orders);
    expect(router.state.location.search).toBe('');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(addresses);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(orders);
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Orders' })).toBeTruthy());
  });

  it('opens on the Addresses tab from ?tab=addresses', async () => {
    installAccountsApi();
    renderApp('/shop/account?tab=addresses');
    const tab = await screen.findByRole('tab', { name: 'Addresses' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No saved addresses yet')).toBeTruthy();
  });

  it('signs out from My Account with "Logged out successfully" and goes home', async () => {
    installAccountsApi({
      override: (request) =>
        request.path === '/auth/logout'
          ? { status: 200, body: { success: true, message: 'Logged out successfully' } }
          : undefined,
    });
    const { router } = renderApp('/shop/account');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Account menu for Asha' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
    expect(screen.queryByText('Please login to view your account.')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
  });
});
