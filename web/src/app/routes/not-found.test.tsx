import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installCatalogueApi } from '@/testing/fake-catalogue';
import { installContentApi } from '@/testing/fake-content';
import { renderApp } from '@/testing/render-app';

describe('not-found page', () => {
  it('answers any unknown path and goes back home', async () => {
    installContentApi();
    const { router } = renderApp('/no/such/page');

    expect(
      await screen.findByRole('heading', { level: 1, name: "This page doesn't exist." }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back Home' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/home'));
  });

  it('answers an unknown collection slug', async () => {
    // The gateway knows no such category: collectionPage answers without one.
    installCatalogueApi({ products: [] });
    renderApp('/shop/collections/denim-sarees');

    expect(await screen.findByText("This page doesn't exist.")).toBeTruthy();
  });
});
