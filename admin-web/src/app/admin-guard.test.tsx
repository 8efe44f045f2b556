import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { goToStorefront } from '../lib/storefront';
import { noMenuCounts, stubGateway, type SeenRequest } from '../test/fake-gateway';
import { AppProvider } from './provider';
import { buildRouteObjects } from './router';
import { createStore } from './store';

vi.mock('../lib/storefront', () => ({ goToStorefront: vi.fn() }));

/** The gateway's answer to GET /api/auth/check-auth for this test. */
let checkAuthAnswer: { status: number; body: unknown };

function renderConsole(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <AppProvider store={createStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const user = (role: string) => ({
  success: true,
  user: { id: 'u1', _id: 'u1', userName: 'Meera', email: 'meera@example.com', role },
});

// The dashboard an admin lands on, for a shop with nothing in it yet.
const EMPTY_DASHBOARD: Record<string, unknown> = {
  summary: { data: { totalSales: 0, totalOrders: 0, totalProducts: 0, totalUsers: 0 } },
  'sales-chart': { currentYear: 2026, lastYear: 2025, data: [] },
  'order-status': { data: [] },
  'stock-status': { data: { inStock: 0, outOfStock: 0 } },
  'category-products': { data: [] },
};

function fakeGateway(request: SeenRequest) {
  const { method, path } = request;
  if (method === 'GET' && path === '/api/auth/check-auth') return checkAuthAnswer;
  const counts = noMenuCounts(request);
  if (counts) return counts;
  const part = /^\/api\/admin\/dashboard\/(.+)$/.exec(path)?.[1];
  if (method === 'GET' && part && part in EMPTY_DASHBOARD) {
    return { status: 200, body: { success: true, ...(EMPTY_DASHBOARD[part] as object) } };
  }
  return undefined;
}

beforeEach(() => {
  stubGateway(fakeGateway);
});

describe('the admin guard', () => {
  it('sends a guest to the storefront sign-in, coming back to the page afterwards', async () => {
    renderConsole('/orders?q=ab12');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await waitFor(() =>
      expect(goToStorefront).toHaveBeenCalledWith(
        '/auth/login?redirect=%2Fadmin%2Forders%3Fq%3Dab12',
      ),
    );
  });

  it('sends a signed-in customer to the no-access page', async () => {
    window.localStorage.setItem('accessToken', 'a1');
    checkAuthAnswer = { status: 200, body: user('user') };
    renderConsole('/dashboard');
    await waitFor(() => expect(goToStorefront).toHaveBeenCalledWith('/unauth-page'));
  });

  it('shows the console and the greeting to an admin', async () => {
    window.localStorage.setItem('accessToken', 'a1');
    checkAuthAnswer = { status: 200, body: user('admin') };
    renderConsole('/dashboard');
    // The first visit loads (and, under vitest, transforms) the lazy page.
    expect(await screen.findByText('Welcome back, Meera')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(goToStorefront).not.toHaveBeenCalled();
  });

  it('shows a not-found page for an unknown admin path', async () => {
    window.localStorage.setItem('accessToken', 'a1');
    checkAuthAnswer = { status: 200, body: user('admin') };
    renderConsole('/no-such-screen');
    expect(await screen.findByText("This page doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeTruthy();
  });

  it('offers a retry when the server cannot be reached', async () => {
    window.localStorage.setItem('accessToken', 'a1');
    checkAuthAnswer = { status: 502, body: { success: false } };
    renderConsole('/dashboard');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(goToStorefront).not.toHaveBeenCalled();
  });
});
