import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { RootRedirect } from '@/features/auth/components/guards';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { ShopLayout } from './layouts/shop-layout';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/**
 * The whole routing table. Pages load lazily; layouts are in the entry. main.tsx makes the
 * browser router from it, the storefront server (app/ssr) its static handler.
 */
export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    Component: RootLayout,
    errorElement: <RouteError />,
    HydrateFallback: () => <PageLoader fullScreen />,
    children: [
      { index: true, Component: RootRedirect },
      {
        path: '/auth',
        Component: AuthLayout,
        children: [
          { index: true, element: <Navigate to={paths.auth.login.getHref()} replace /> },
          {
            path: paths.auth.login.path,
            lazy: () => import('./routes/auth/login').then((m) => ({ Component: m.LoginRoute })),
          },
          {
            path: paths.auth.register.path,
            lazy: () =>
              import('./routes/auth/register').then((m) => ({ Component: m.RegisterRoute })),
          },
          {
            path: paths.auth.forgotPassword.path,
            lazy: () =>
              import('./routes/auth/forgot-password').then((m) => ({
                Component: m.ForgotPasswordRoute,
              })),
          },
          {
            path: paths.auth.resetPassword.path,
            lazy: () =>
              import('./routes/auth/reset-password').then((m) => ({
                Component: m.ResetPasswordRoute,
              })),
          },
        ],
      },
      {
        path: '/shop',
        Component: ShopLayout,
        children: [
          { index: true, element: <Navigate to={paths.shop.home.getHref()} replace /> },
          {
            path: paths.shop.home.path,
            lazy: () => import('./routes/shop/home').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: paths.shop.details.path,
            lazy: () =>
              import('./routes/shop/product-details').then((m) => ({
                Component: m.ProductDetailsRoute,
              })),
          },
          {
            path: paths.shop.collections.path,
            lazy: () =>
              import('./routes/shop/collections').then((m) => ({ Component: m.CollectionsRoute })),
          },
          {
            path: paths.shop.collection.path,
            lazy: () =>
              import('./routes/shop/collections').then((m) => ({ Component: m.CollectionsRoute })),
          },
          {
            path: paths.shop.newArrivals.path,
            lazy: () =>
              import('./routes/shop/new-arrivals').then((m) => ({ Component: m.NewArrivalsRoute })),
          },
          {
            path: paths.shop.search.path,
            lazy: () => import('./routes/shop/search').then((m) => ({ Component: m.SearchRoute })),
          },
          {
            path: paths.shop.checkout.path,
            lazy: () =>
              import('./routes/shop/checkout').then((m) => ({ Component: m.CheckoutRoute })),
          },
          {
            path: paths.shop.account.path,
            lazy: () =>
              import('./routes/shop/account').then((m) => ({ Component: m.AccountRoute })),
          },
          {
            path: paths.shop.paymentSuccess.path,
            lazy: () =>
              import('./routes/shop/payment-success').then((m) => ({
                Component: m.PaymentSuccessRoute,
              })),
          },
          {
            path: paths.shop.paymentReturn.path,
            lazy: () =>
              import('./routes/shop/payment-return').then((m) => ({
                Component: m.PaymentReturnRoute,
              })),
          },
          {
            path: paths.shop.codPlaced.path,
            lazy: () =>
              import('./routes/shop/cod-placed').then((m) => ({ Component: m.CodPlacedRoute })),
          },
          {
            path: paths.shop.contact.path,
            lazy: () =>
              import('./routes/shop/contact').then((m) => ({ Component: m.ContactRoute })),
          },
        ],
      },
      {
        // The cash-on-delivery e-mail's link: public, in the shop's frame.
        path: '/cod',
        Component: ShopLayout,
        children: [
          {
            path: paths.codConfirm.path,
            lazy: () =>
              import('./routes/cod-confirm').then((m) => ({ Component: m.CodConfirmRoute })),
          },
        ],
      },
      {
        path: paths.unauthorized.path,
        lazy: () =>
          import('./routes/unauthorized').then((m) => ({ Component: m.UnauthorizedRoute })),
      },
      { path: '*', Component: NotFoundRoute },
    ],
  },
];
