// Every route of the storefront is built here; nothing else spells a path.

function withQuery(path: string, query: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  root: { path: '/', getHref: () => '/' },
  auth: {
    login: {
      path: '/auth/login',
      getHref: (redirect?: string | null) => withQuery('/auth/login', { redirect }),
    },
    register: {
      path: '/auth/register',
      getHref: (redirect?: string | null) => withQuery('/auth/register', { redirect }),
    },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
    resetPassword: {
      path: '/auth/reset-password',
      getHref: (token?: string) => withQuery('/auth/reset-password', { token }),
    },
  },
  shop: {
    home: { path: '/shop/home', getHref: () => '/shop/home' },
    details: {
      path: '/shop/details/:productId',
      getHref: (productId: string) => `/shop/details/${encodeURIComponent(productId)}`,
    },
    collections: {
      path: '/shop/collections',
      getHref: (slug?: string) =>
        slug ? `/shop/collections/${encodeURIComponent(slug)}` : '/shop/collections',
    },
    collection: { path: '/shop/collections/:slug' },
    newArrivals: { path: '/shop/new-arrivals', getHref: () => '/shop/new-arrivals' },
    search: {
      path: '/shop/search',
      getHref: (q?: string) => withQuery('/shop/search', { q }),
    },
    checkout: { path: '/shop/checkout', getHref: () => '/shop/checkout' },
    account: { path: '/shop/account', getHref: () => '/shop/account' },
    paymentSuccess: { path: '/shop/payment-success', getHref: () => '/shop/payment-success' },
    paymentReturn: { path: '/shop/payment-return', getHref: () => '/shop/payment-return' },
    /** After a low-risk cash-on-delivery order: "Confirm your order by e-mail". */
    codPlaced: { path: '/shop/cod-placed', getHref: () => '/shop/cod-placed' },
    contact: { path: '/shop/contact', getHref: () => '/shop/contact' },
  },
  /** The cash-on-delivery e-mail's link (public: the token is the proof). */
  codConfirm: {
    path: '/cod/confirm',
    getHref: (orderId: string, token: string) =>
      withQuery('/cod/confirm', { order: orderId, token }),
  },
  // The admin console is a separate app on the same origin: reach it with a full page load.
  admin: {
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
  },
  unauthorized: { path: '/unauth-page', getHref: () => '/unauth-page' },
} as const;
