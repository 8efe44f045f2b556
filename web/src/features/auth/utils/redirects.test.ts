import { describe, expect, it } from 'vitest';
import {
  authAreaDecision,
  customerAreaDecision,
  postLoginTarget,
  rootDecision,
  safeRedirectPath,
} from './redirects';

const dashboard = { href: '/admin/dashboard', fullPage: true };
const home = { href: '/shop/home', fullPage: false };

describe('safeRedirectPath', () => {
  it.each([
    ['/shop/collections/organza-sarees?sort=price', '/shop/collections/organza-sarees?sort=price'],
    ['/admin/orders', '/admin/orders'],
    ['/', '/'],
  ])('follows the in-app path %s', (redirect, expected) => {
    expect(safeRedirectPath(redirect)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['checkout'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['https://evil.example/shop'],
    ['/auth/login'],
    ['/auth/register?redirect=/shop/home'],
    ['/shop/home\nSet-Cookie'],
  ])('refuses %j', (redirect) => {
    expect(safeRedirectPath(redirect)).toBeNull();
  });
});

describe('postLoginTarget', () => {
  it('sends a customer home by default', () => {
    expect(postLoginTarget('customer', null)).toEqual(home);
    expect(postLoginTarget('customer', 'nonsense')).toEqual(home);
  });

  it('sends a customer to checkout when redirect=checkout', () => {
    expect(postLoginTarget('customer', 'checkout')).toEqual({
      href: '/shop/checkout',
      fullPage: false,
    });
  });

  it('follows a safe in-app path with the router', () => {
    expect(postLoginTarget('customer', '/shop/account?tab=orders')).toEqual({
      href: '/shop/account?tab=orders',
      fullPage: false,
    });
  });

  it('follows an /admin path with a full page load (the admin app decides)', () => {
    expect(postLoginTarget('customer', '/admin/products')).toEqual({
      href: '/admin/products',
      fullPage: true,
    });
  });

  it('never follows an open redirect', () => {
    expect(postLoginTarget('customer', '//evil.example')).toEqual(home);
    expect(postLoginTarget('admin', '//evil.example')).toEqual(dashboard);
  });

  it('sends an admin to the dashboard unless the redirect is another /admin path', () => {
    expect(postLoginTarget('admin', null)).toEqual(dashboard);
    expect(postLoginTarget('admin', 'checkout')).toEqual(dashboard);
    expect(postLoginTarget('admin', '/shop/home')).toEqual(dashboard);
    expect(postLoginTarget('admin', '/administrator')).toEqual(dashboard);
    expect(postLoginTarget('admin', '/admin/orders?status=paid')).toEqual({
      href: '/admin/orders?status=paid',
      fullPage: true,
    });
  });
});

describe('rootDecision', () => {
  it('waits for the session check', () => {
    expect(rootDecision({ isLoading: true, role: null })).toEqual({ type: 'wait' });
  });

  it('sends admins to the dashboard and everyone else to the shop', () => {
    expect(rootDecision({ isLoading: false, role: 'admin' })).toEqual({
      type: 'redirect',
      target: dashboard,
    });
    expect(rootDecision({ isLoading: false, role: 'customer' })).toEqual({
      type: 'redirect',
      target: home,
    });
    expect(rootDecision({ isLoading: false, role: null })).toEqual({
      type: 'redirect',
      target: home,
    });
  });
});

describe('authAreaDecision', () => {
  it('lets guests see auth screens once the session is known', () => {
    expect(authAreaDecision({ isLoading: true, role: null }, null)).toEqual({ type: 'wait' });
    expect(authAreaDecision({ isLoading: false, role: null }, 'checkout')).toEqual({
      type: 'allow',
    });
  });

  it('moves signed-in users on like after login', () => {
    expect(authAreaDecision({ isLoading: false, role: 'customer' }, 'checkout')).toEqual({
      type: 'redirect',
      target: { href: '/shop/checkout', fullPage: false },
    });
    expect(authAreaDecision({ isLoading: false, role: 'admin' }, null)).toEqual({
      type: 'redirect',
      target: dashboard,
    });
  });
});

describe('customerAreaDecision', () => {
  const account = { pathname: '/shop/account', search: '' };

  it('waits for the session check', () => {
    expect(customerAreaDecision({ isLoading: true, role: null }, account)).toEqual({
      type: 'wait',
    });
  });

  it('sends guests to login with the original path and query', () => {
    expect(
      customerAreaDecision(
        { isLoading: false, role: null },
        { pathname: '/shop/checkout', search: '?step=address' },
      ),
    ).toEqual({
      type: 'redirect',
      target: {
        href: '/auth/login?redirect=%2Fshop%2Fcheckout%3Fstep%3Daddress',
        fullPage: false,
      },
    });
  });

  it('sends admins to the admin dashboard', () => {
    expect(customerAreaDecision({ isLoading: false, role: 'admin' }, account)).toEqual({
      type: 'redirect',
      target: dashboard,
    });
  });

  it('lets customers in', () => {
    expect(customerAreaDecision({ isLoading: false, role: 'customer' }, account)).toEqual({
      type: 'allow',
    });
  });
});
