import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../lib/session-api';
import { accessRules, canAccess, decideAdminAccess, isAdmin } from './access';
import { adminRoutes } from './routes';

const admin: SessionUser = {
  id: 'u1',
  _id: 'u1',
  userName: 'Meera',
  email: 'meera@example.com',
  role: 'admin',
};
const customer: SessionUser = { ...admin, id: 'u2', _id: 'u2', userName: 'Asha', role: 'user' };

describe('isAdmin', () => {
  it('accepts only the admin role', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(customer)).toBe(false);
    expect(isAdmin({ ...customer, role: 'customer' })).toBe(false);
    expect(isAdmin({ ...customer, role: 'Admin' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });
});

describe('decideAdminAccess', () => {
  it('waits while the session is being checked', () => {
    expect(decideAdminAccess({ status: 'checking' }, '/admin/dashboard')).toEqual({
      action: 'wait',
    });
  });

  it('sends a guest to the storefront sign-in with the original path and query', () => {
    const decision = decideAdminAccess({ status: 'signed-out' }, '/admin/orders?q=ab12&page=2');
    expect(decision).toMatchObject({ action: 'leave', reason: 'sign-in' });
    if (decision.action !== 'leave') throw new Error('expected leave');
    const url = new URL(decision.href, 'http://boutique.test');
    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('redirect')).toBe('/admin/orders?q=ab12&page=2');
  });

  it('encodes the redirect as the storefront expects', () => {
    expect(decideAdminAccess({ status: 'signed-out' }, '/admin/dashboard')).toEqual({
      action: 'leave',
      reason: 'sign-in',
      href: '/auth/login?redirect=%2Fadmin%2Fdashboard',
    });
  });

  it('sends a signed-in non-admin to the no-access page', () => {
    expect(decideAdminAccess({ status: 'signed-in', user: customer }, '/admin/dashboard')).toEqual({
      action: 'leave',
      reason: 'not-admin',
      href: '/unauth-page',
    });
  });

  it('shows the console to an admin', () => {
    expect(decideAdminAccess({ status: 'signed-in', user: admin }, '/admin/users')).toEqual({
      action: 'allow',
      user: admin,
    });
  });

  it('offers a retry when the session could not be checked', () => {
    expect(decideAdminAccess({ status: 'unavailable' }, '/admin/dashboard')).toEqual({
      action: 'retry',
    });
  });
});

describe('the routes table', () => {
  it('names an existing access rule on every route', () => {
    for (const route of adminRoutes) expect(accessRules).toHaveProperty(route.access);
  });

  it('lets an admin, and nobody else, open every admin route', () => {
    for (const route of adminRoutes) {
      expect(canAccess(route.access, admin)).toBe(true);
      expect(canAccess(route.access, customer)).toBe(false);
    }
  });

  it('lists the admin screens in menu order', () => {
    expect(adminRoutes.filter((route) => route.menu).map((route) => route.path)).toEqual([
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
    ]);
  });
});
