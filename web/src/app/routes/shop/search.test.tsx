import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { POPULAR_SEARCHES } from '@/features/catalogue/components/product-search';
import { fakeProduct, installCatalogueApi } from '@/testing/fake-catalogue';
import { renderApp } from '@/testing/render-app';

const products = [
  fakeProduct({ id: 'k1', title: 'Kora Organza Saree', productCode: 'KO-1' }),
  fakeProduct({ id: 'k2', title: 'Kora Tissue Saree', productCode: 'KO-2' }),
];

describe('Search page', () => {
  it('focuses the input and offers the nine popular searches', async () => {
    installCatalogueApi({ products });
    renderApp('/shop/search');
    const input = await screen.findByRole('combobox', { name: 'Search by product name or code' });
    expect(document.activeElement).toBe(input);
    expect(POPULAR_SEARCHES).toHaveLength(9);
    for (const term of POPULAR_SEARCHES)
      expect(screen.getByRole('button', { name: term })).toBeTruthy();
  });

  it('searches after typing stops, counts results and moves through them with the keys', async () => {
    const api = installCatalogueApi({ products });
    const { router } = renderApp('/shop/search');
    const user = userEvent.setup();
    const input = await screen.findByRole('combobox', { name: 'Search by product name or code' });
    // Typed without pauses between keys: the word is complete before the debounce can end,
    // however slow the machine.
    await userEvent.setup({ delay: null }).type(input, 'kora');

    expect(await screen.findByText('2 results for “kora”')).toBeTruthy();
    // One request for the settled word, not one per letter (300 ms debounce).
    expect(api.requests.filter((r) => r.path.startsWith('/shop/search/'))).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe('?q=kora'));

    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/details/k2'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Kora Tissue Saree/ }),
    ).toBeTruthy();
  });

  it('says how many match, shows 24 and appends the next page on Load more', async () => {
    const silks = Array.from({ length: 30 }, (_, index) =>
      fakeProduct({ id: `s${index + 1}`, title: `Warm Silk Saree ${index + 1}` }),
    );
    const api = installCatalogueApi({ products: silks });
    renderApp('/shop/search?q=silk');
    const user = userEvent.setup();

    const count = await screen.findByText('30 results for “silk”');
    expect(count.getAttribute('role')).toBe('status');
    expect(screen.getAllByRole('option')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30')).toBeTruthy();

    // Keyboard: Tab reaches the button, Enter loads the next page.
    const more = screen.getByRole('button', { name: 'Load more results' });
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(30));
    expect(screen.getAllByRole('option').at(-1)?.textContent).toContain('Warm Silk Saree 30');
    expect(screen.getByText('Showing 30 of 30')).toBeTruthy();
    // Every match is shown: no button, and its focus went back to the search input.
    expect(screen.queryByRole('button', { name: 'Load more results' })).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('combobox', { name: 'Search by product name or code' }),
    );
    expect(
      api.requests.filter((r) => r.path.startsWith('/shop/search/')).map((r) => r.path),
    ).toEqual(['/shop/search/silk', '/shop/search/silk?page=2']);
    // Arrow keys reach the appended results too.
    await user.keyboard('{ArrowUp}');
    expect(screen.getAllByRole('option').at(-1)?.getAttribute('aria-selected')).toBe('true');
  });

  it('says No results found', async () => {
    installCatalogueApi({ products });
    renderApp('/shop/search?q=denim');
    expect(await screen.findByText('No results found')).toBeTruthy();
  });
});
