// Every path the console builds lives here. Admin paths are relative to the router basename;
// storefront paths are absolute: the storefront is another app on the same origin, reached
// with a full page navigation.

/** Where the gateway serves the console; also the router basename. */
export const ADMIN_BASENAME = '/admin';

/** Base URL of the REST API on the same origin. */
export const API_BASE_URL = '/api';

export const adminPaths = {
  home: '/',
  dashboard: '/dashboard',
  refunds: '/refunds',
  /** The returns screen, opening one return (`open`) in the list of its status. */
  returnOf: (id: string, status?: string): string => {
    const query = new URLSearchParams(status ? { status, open: id } : { open: id });
    return `/returns?${query.toString()}`;
  },
} as const;

export const storefrontPaths = {
  /** The storefront's sign-in page; after signing in it returns to `redirect`. */
  login: (redirect?: string): string =>
    redirect ? `/auth/login?${new URLSearchParams({ redirect }).toString()}` : '/auth/login',
  /** "You don't have access to view this page". */
  unauthorized: '/unauth-page',
} as const;

/**
 * The full browser path (basename included) of a location inside the console, as used in
 * the login `redirect` query: `/dashboard?x=1` becomes `/admin/dashboard?x=1`.
 */
export function toBrowserPath(pathname: string, search = ''): string {
  const inner = pathname === '/' || pathname === '' ? '' : pathname;
  return `${ADMIN_BASENAME}${inner}${search}`;
}
