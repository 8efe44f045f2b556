import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { ADMIN_BASENAME, adminPaths } from '../config/paths';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { AdminGuard } from './admin-guard';
import { AdminLayout } from './layout/admin-layout';
import { RouteAccess } from './route-access';
import { RouteError } from './route-error';
import { adminRoutes } from './routes';

/** The route objects of the console, built from the routes table (paths under /admin). */
export function buildRouteObjects(): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <AdminGuard>
          <AdminLayout />
        </AdminGuard>
      ),
      errorElement: <RouteError />,
      children: [
        {
          // Errors inside a page render within the layout, keeping the menu usable.
          errorElement: <RouteError />,
          children: [
            { index: true, element: <Navigate to={adminPaths.dashboard} replace /> },
            ...adminRoutes.map((route): RouteObject => ({
              path: route.path,
              element: (
                <RouteAccess rule={route.access}>
                  <route.page />
                </RouteAccess>
              ),
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function createAdminRouter() {
  return createBrowserRouter(buildRouteObjects(), { basename: ADMIN_BASENAME });
}
