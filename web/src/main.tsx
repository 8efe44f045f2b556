import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { serverApiStateReceived } from '@/lib/api';
import { readSsrPayload } from '@/lib/origin';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const payload = readSsrPayload();

/** The router's state as the server rendered it; route errors come back as Errors. */
function routerHydration(value: unknown): HydrationState | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { loaderData, actionData, errors } = value as HydrationState;
  const revived = errors
    ? Object.fromEntries(
        Object.entries(errors).map(([id, error]: [string, unknown]) => [
          id,
          error && typeof error === 'object' && '__type' in error && error.__type === 'Error'
            ? new Error('Unexpected error')
            : error,
        ]),
      )
    : null;
  return { loaderData, actionData, errors: revived };
}

if (payload && container.hasChildNodes()) {
  // Rendered by the storefront server (web/server): load the matched routes' lazy modules
  // first, as the server did, then hydrate with the server's data (router and RTK Query),
  // so the first render matches the HTML and nothing is fetched again.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const store = makeStore();
  store.dispatch(serverApiStateReceived(payload.api));
  const router = createBrowserRouter(routes, { hydrationData: routerHydration(payload.router) });
  hydrateRoot(
    container,
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
} else {
  // The plain index.html (the storefront server is down, or development with Vite).
  const store = makeStore();
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
