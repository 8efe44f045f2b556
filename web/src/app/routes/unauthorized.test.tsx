import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';

describe('unauth page', () => {
  it('says the visitor has no access and links home', async () => {
    installFakeApi(() => undefined);
    renderApp('/unauth-page');

    expect(
      await screen.findByRole('heading', { name: "You don't have access to view this page" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back Home' }).getAttribute('href')).toBe(
      '/shop/home',
    );
  });
});
