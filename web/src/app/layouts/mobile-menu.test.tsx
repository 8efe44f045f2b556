import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installContentApi, noOrders } from '@/testing/fake-content';
import { renderApp } from '@/testing/render-app';

describe('MobileMenu', () => {
  it('lists Search Products and the account entries for guests', async () => {
    installContentApi();
    renderApp('/shop/home');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Search Products' })).toBeTruthy();
    const account = within(menu).getByRole('region', { name: 'Account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Sign In', 'Create Account']);
  });

  it('offers My Account and Sign Out when signed in', async () => {
    // Signed in; My Account then opens on the (empty) orders.
    installContentApi({ signedIn: true, override: noOrders });
    const { router } = renderApp('/shop/home');
    const user = userEvent.setup();

    await screen.findByRole('button', { name: 'Account menu for Asha' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const account = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('region', {
      name: 'Account',
    });
    expect(account.textContent).toContain('Signed in as Asha');
    expect(within(account).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    await user.click(within(account).getByRole('link', { name: 'My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/account'));
  });
});
