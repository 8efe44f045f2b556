import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminUserContext } from '../../lib/admin-user';
import { goToStorefront } from '../../lib/storefront';
import { stubGateway, type FakeReply, type SeenRequest } from '../../test/fake-gateway';
import type { SessionUser } from '../../lib/session-api';
import { AppProvider } from '../provider';
import { createStore } from '../store';
import { AdminLayout } from './admin-layout';

vi.mock('../../lib/storefront', () => ({ goToStorefront: vi.fn() }));

const admin: SessionUser = {
  id: 'u1',
  _id: 'u1',
  userName: 'Meera',
  email: 'meera@example.com',
  role: 'admin',
};

/** What waits in each screen, as the menu asks for it (testimonials and reviews to moderate). */
let pending = { feedback: 0, reviews: 0 };

/** The side menu's count requests; undefined for any other. */
function menuCounts({ method, path, query }: SeenRequest): FakeReply | undefined {
  if (method === 'GET' && path === '/api/admin/feedback/get' && query.get('status') === 'pending')
    return {
      status: 200,
      body: {
        success: true,
        data: [],
        total: pending.feedback,
        counts: { pending: pending.feedback, approved: 4, rejected: 1 },
      },
    };
  if (method === 'GET' && path === '/api/admin/product-reviews/counts')
    return {
      status: 200,
      body: { success: true, data: { pending: pending.reviews, approved: 9, rejected: 2 } },
    };
  return undefined;
}

function renderLayout(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AdminUserContext value={admin}>
            <AdminLayout />
          </AdminUserContext>
        ),
        children: [{ path: '*', element: <p>page content</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider store={createStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('AdminLayout', () => {
  beforeEach(() => {
    pending = { feedback: 0, reviews: 0 };
    stubGateway(menuCounts);
  });

  it('shows the side menu of every admin screen, in order, for an admin', () => {
    renderLayout('/orders');

    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Refunds',
      'Returns',
      'Tax & invoices',
      'Cash on delivery',
      'Categories',
      'Banners',
      'Instafeed',
      'Feedback',
      'Users',
      'Reviews',
      'Contacts',
      'Newsletters',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [
        'dashboard',
        'products',
        'orders',
        'refunds',
        'returns',
        'tax-invoices',
        'cod',
        'categories',
        'banners',
        'instafeed',
        'feedback',
        'users',
        'reviews',
        'contacts',
        'newsletters',
      ].map((path) => `/${path}`),
    );
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it("counts the testimonials waiting for approval beside Feedback, in the link's name", async () => {
    pending = { feedback: 3, reviews: 0 };
    renderLayout('/orders');

    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const link = await within(nav).findByRole('link', { name: 'Feedback, 3 pending' });
    expect(link.getAttribute('href')).toBe('/feedback');
  });

  it("counts the product reviews waiting for approval beside Reviews, in the link's name", async () => {
    pending = { feedback: 0, reviews: 12 };
    renderLayout('/orders');

    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const link = await within(nav).findByRole('link', { name: 'Reviews, 12 pending' });
    expect(link.getAttribute('href')).toBe('/reviews');
    expect(within(nav).getByRole('link', { name: 'Feedback' })).toBeTruthy();
  });

  it('shows the brand, the admin, Logout and the page in the landmarks', () => {
    renderLayout('/dashboard');

    expect(screen.getByRole('complementary').textContent).toContain('Saree Boutique Admin');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Meera')).toBeTruthy();
    expect(within(banner).getByRole('button', { name: /logout/i })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Collapse side menu' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('page content')).toBeTruthy();
    expect(document.title).toBe('Dashboard · Saree Boutique Admin');
  });
});

describe('Logout', () => {
  function stubLogout(answer: { status: number; body: unknown }) {
    const seen = stubGateway((request) =>
      request.method === 'POST' && request.path === '/api/auth/logout'
        ? answer
        : menuCounts(request),
    );
    return {
      get calls() {
        return seen
          .filter((request) => request.path === '/api/auth/logout')
          .map(({ authorization, body }) => ({ authorization, body }));
      },
    };
  }

  it('revokes the session, clears both tokens and goes to the storefront sign-in', async () => {
    window.localStorage.setItem('accessToken', 'a1');
    window.localStorage.setItem('refreshToken', 'r1');
    const logout = stubLogout({
      status: 200,
      body: { success: true, message: 'Logged out successfully' },
    });
    renderLayout('/dashboard');

    fireEvent.click(screen.getByRole('button', { name: /logout/i }));

    expect(await screen.findByText('Logged out successfully')).toBeTruthy();
    expect(logout.calls).toEqual([{ authorization: 'Bearer a1', body: { refreshToken: 'r1' } }]);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    await waitFor(() => expect(goToStorefront).toHaveBeenCalledWith('/auth/login'));
  });

  it('keeps the admin signed in when the logout fails', async () => {
    window.localStorage.setItem('accessToken', 'a1');
    window.localStorage.setItem('refreshToken', 'r1');
    stubLogout({ status: 500, body: { success: false } });
    renderLayout('/dashboard');

    fireEvent.click(screen.getByRole('button', { name: /logout/i }));

    expect(await screen.findByText('Logout failed')).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    expect(window.localStorage.getItem('accessToken')).toBe('a1');
    expect(goToStorefront).not.toHaveBeenCalled();
  });
});
