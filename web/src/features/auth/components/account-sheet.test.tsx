import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installContentApi, noOrders } from '@/testing/fake-content';
import { renderApp } from '@/testing/render-app';

// A phone: every (max-width) query matches.
function pretendPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('AccountSheet (phones)', () => {
  beforeEach(pretendPhone);

  it('opens a bottom sheet with Sign In and Create Account for guests', async () => {
    installContentApi();
    const { router } = renderApp('/shop/contact');
    const user = userEvent.setup();

    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(trigger);

    const sheet = screen.getByRole('dialog', { name: 'Account' });
    expect(sheet.hasAttribute('open')).toBe(true);
    const links = within(sheet).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Sign In', 'Create Account']);
    expect(links[0]?.getAttribute('href')).toBe('/auth/login?redirect=%2Fshop%2Fcontact');

    await user.click(links[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows My Account and Sign Out when signed in', async () => {
    // Signed in; My Account then opens on the (empty) orders.
    installContentApi({ signedIn: true, override: noOrders });
    const { router } = renderApp('/shop/home');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Account menu for Asha' }));
    const sheet = screen.getByRole('dialog', { name: 'Account' });
    expect(sheet.textContent).toContain('Signed in as Asha');
    expect(within(sheet).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    await user.click(within(sheet).getByRole('link', { name: 'My Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/account'));
    expect(sheet.hasAttribute('open')).toBe(false);
  });
});
