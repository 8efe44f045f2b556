import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeProduct, installCatalogueApi } from '@/testing/fake-catalogue';
import { renderApp } from '@/testing/render-app';

const products = [
  fakeProduct({ id: 'k1', title: 'Kora Organza Saree', productCode: 'KO-1' }),
  fakeProduct({ id: 'k2', title: 'Kora Tissue Saree', productCode: 'KO-2' }),
];

describe('The header search button (phones)', () => {
  it('opens the search over the page, focuses its input and closes on Escape', async () => {
    installCatalogueApi({ products });
    const { router } = renderApp('/shop/details/k1');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: /Kora Organza Saree/ });

    const button = screen.getByRole('button', { name: 'Search products' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(button);
    const panel = screen.getByRole('dialog', { name: 'Search products' });
    const input = await within(panel).findByRole('combobox', {
      name: 'Search by product name or code',
    });
    await waitFor(() => expect(document.activeElement).toBe(input));

    await user.type(input, 'kora');
    expect(await within(panel).findByText('2 results for “kora”')).toBeTruthy();
    // The page under the panel keeps its address.
    expect(router.state.location.search).toBe('');

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search products' })).toBeNull(),
    );
    expect(router.state.location.pathname).toBe('/shop/details/k1');
  });

  it('opens a result with the keys and closes', async () => {
    installCatalogueApi({ products });
    const { router } = renderApp('/shop/details/k1');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: /Kora Organza Saree/ });

    await user.click(screen.getByRole('button', { name: 'Search products' }));
    const panel = screen.getByRole('dialog', { name: 'Search products' });
    const input = await within(panel).findByRole('combobox');
    await user.type(input, 'tissue');
    await within(panel).findAllByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/shop/details/k1'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search products' })).toBeNull(),
    );
  });
});
