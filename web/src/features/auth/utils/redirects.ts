import { paths } from '@/config/paths';
import type { UserRole } from '../types/auth';

// The navigation rules, as pure functions. Components only carry them out.

/** Where to go. `fullPage` is for the admin console, a separate app on this origin. */
export type NavigationTarget = { href: string; fullPage: boolean };

export type SessionView = {
  isLoading: boolean;
  /** null while signed out */
  role: UserRole | null;
  /** The shopper has just signed out (the logout takes them to the shop home). */
  signedOutByUser?: boolean;
};

export type GuardDecision =
  { type: 'wait' } | { type: 'allow' } | { type: 'redirect'; target: NavigationTarget };

const ADMIN_PATH = /^\/admin(?:[/?#]|$)/;
const AUTH_PATH = /^\/auth(?:[/?#]|$)/;

export function isAdminPath(path: string): boolean {
  return ADMIN_PATH.test(path);
}

const adminDashboard: NavigationTarget = {
  href: paths.admin.dashboard.getHref(),
  fullPage: true,
};
const shopHome: NavigationTarget = { href: paths.shop.home.getHref(), fullPage: false };

/**
 * A `redirect` query value we are willing to follow: an in-app path ('/...'), never a
 * protocol-relative or backslash URL that a browser would read as another origin, and
 * never back to an auth screen (that would only bounce).
 */
export function safeRedirectPath(redirect: string | null | undefined): string | null {
  if (!redirect) return null;
  if (!redirect.startsWith('/') || redirect.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(redirect)) return null;
  if (AUTH_PATH.test(redirect)) return null;
  return redirect;
}

/**
 * Where a signed-in user goes after login, or when opening an auth screen while signed in.
 * - admin: an `/admin...` redirect, else the admin dashboard (full page load).
 * - customer: `checkout` means the checkout; another safe in-app path is followed
 *   (an `/admin...` one by full page load: the admin app decides access); else home.
 */
export function postLoginTarget(role: UserRole, redirect?: string | null): NavigationTarget {
  const path = safeRedirectPath(redirect);
  if (role === 'admin') {
    return path && isAdminPath(path) ? { href: path, fullPage: true } : adminDashboard;
  }
  if (redirect === 'checkout') return { href: paths.shop.checkout.getHref(), fullPage: false };
  if (path) return { href: path, fullPage: isAdminPath(path) };
  return shopHome;
}

/** `/`: admins to the admin dashboard, everyone else to the shop home, once the session is known. */
export function rootDecision(session: SessionView): GuardDecision {
  if (session.isLoading) return { type: 'wait' };
  return {
    type: 'redirect',
    target: session.role === 'admin' ? adminDashboard : shopHome,
  };
}

/** Auth screens: only for signed-out visitors; a signed-in user moves on as after login. */
export function authAreaDecision(session: SessionView, redirect: string | null): GuardDecision {
  if (session.isLoading) return { type: 'wait' };
  if (!session.role) return { type: 'allow' };
  return { type: 'redirect', target: postLoginTarget(session.role, redirect) };
}

/**
 * Customer-only screens (account, checkout): guests go to login, remembering where they
 * were (path and query); admins go to the admin dashboard. Right after signing out here the
 * logout is taking the shopper home: wait for it (no login page, no "please login" toast).
 */
export function customerAreaDecision(
  session: SessionView,
  location: { pathname: string; search: string },
): GuardDecision {
  if (session.isLoading || (!session.role && session.signedOutByUser)) return { type: 'wait' };
  if (!session.role) {
    return {
      type: 'redirect',
      target: {
        href: paths.auth.login.getHref(`${location.pathname}${location.search}`),
        fullPage: false,
      },
    };
  }
  if (session.role === 'admin') return { type: 'redirect', target: adminDashboard };
  return { type: 'allow' };
}
