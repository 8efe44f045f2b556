// Renders the whole console (its routes, layout, side menu and admin guard) at a path of a
// memory router, for tests of where a screen sits in the console; and the gateway's answer
// that lets the guard in.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { buildRouteObjects } from '../app/router';
import { createStore } from '../app/store';
import type { FakeReply, SeenRequest } from './fake-gateway';

/** Shows the console opened at `path`, with a fresh store. */
export function renderConsole(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <AppProvider store={createStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

/** GET /api/auth/check-auth answered for a signed-in admin; undefined for any other request. */
export function signedInAdmin({ path }: SeenRequest): FakeReply | undefined {
  if (path !== '/api/auth/check-auth') return undefined;
  return {
    status: 200,
    body: {
      success: true,
      user: { id: 'a1', _id: 'a1', userName: 'Meera', email: 'm@x.in', role: 'admin' },
    },
  };
}
