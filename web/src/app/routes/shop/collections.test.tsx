import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeCategoryFilter } from '@/lib/category-filter';
import { fakeProduct, installCatalogueApi } from '@/testing/fake-catalogue';
import { renderApp } from '@/testing/render-app';

const products = [
  fakeProduct({ id: 'o1', title: 'Kora Organza', price: 2500, salePrice: 1800, totalStock: 4 }),
  fakeProduct({ id: 'o2', title: 'Tissue Organza', price: 5500, totalStock: 0 }),
  fakeProduct({ id: 'c1', title: 'Mul Cotton', price: 800, categorySlug: 'cotton-sarees' }),
];

function titles(listName: string) {
  return within(screen.getByRole('list', { name: listName }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('Collections page', () => {
  it('shows a category with its hero, breadcrumb, badges, prices and description', async () => {
    installCatalogueApi({ products });
    renderApp('/shop/collections/organza-sarees');

    expect(await screen.findByRole('heading', { level: 1, name: 'Organza' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Collections' })).toBeTruthy();
    await waitFor(() => expect(titles('Organza')).toEqual(['Kora Organza', 'Tissue Organza']));
    expect(screen.getByText('Only 4 left')).toBeTruthy();
    expect(screen.getByText('Out Of Stock')).toBeTruthy();
    expect(screen.getByText('28% OFF')).toBeTruthy();
    expect(screen.getByText('₹1,800')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About Organza' })).toBeTruthy();
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd?.textContent ?? '{}')).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 2,
    });
  });

  it('keeps price buckets and sort in the URL and asks the gateway for them', async () => {
    const api = installCatalogueApi({ products });
    const { router } = renderApp('/shop/collections/organza-sarees');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Organza' });

    await user.click(screen.getByLabelText('₹1,000 - ₹2,000'));
    await waitFor(() => expect(router.state.location.search).toBe('?price=1000-2000'));
    await waitFor(() => expect(titles('Organza')).toEqual(['Kora Organza']));
    const last = api.requests.filter((r) => r.path === '/graphql').at(-1);
    expect((last?.body as { query: string }).query).toContain('filter: { price: ["1000-2000"] }');

    await user.click(screen.getByLabelText('₹1,000 - ₹2,000'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-hightolow');
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=price-hightolow'));
    await waitFor(() => expect(titles('Organza')).toEqual(['Tissue Organza', 'Kora Organza']));
  });

  it('clears the category when the selected one is clicked again', async () => {
    installCatalogueApi({ products });
    const { router } = renderApp('/shop/collections/organza-sarees?sortBy=code-atoz');
    const user = userEvent.setup();
    const selected = await screen.findByRole('button', { name: 'Organza', pressed: true });
    await user.click(selected);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/collections'));
    expect(router.state.location.search).toBe('?sortBy=code-atoz');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeTruthy();
    await waitFor(() => expect(titles('All Products')).toHaveLength(3));
  });

  it('shows the empty state with Clear All Filters and Browse All Collections', async () => {
    installCatalogueApi({ products });
    const { router } = renderApp('/shop/collections/cotton-sarees?price=6000-above');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Currently Updating Our Collection' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse All Collections' })).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear All Filters' });
    await user.click(clear[clear.length - 1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/collections'));
    expect(router.state.location.search).toBe('');
  });

  it("honours the header's stored category on the plain collections page", async () => {
    installCatalogueApi({ products });
    storeCategoryFilter('cotton-sarees');
    const { router } = renderApp('/shop/collections');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/shop/collections/cotton-sarees'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton' })).toBeTruthy();
  });
});
