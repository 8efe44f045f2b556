// Renders one screen the way the app does (its providers, a fresh store) at a route of a
// memory router, for page tests.
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { createStore } from '../app/store';

/** Shows `element` at `route`, opened at `path` (the route itself unless given). */
export function renderRoute(route: string, element: ReactNode, path: string = route) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  render(
    <AppProvider store={createStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const titled = (title: string) => (dialog: HTMLElement) =>
  dialog.querySelector('.ant-modal-title')?.textContent === title;

/**
 * The open dialog titled `title`. (Under test, antd's ids are all "test-id", so a dialog's
 * aria-labelledby does not name it reliably; the browser tests use the accessible name.)
 */
export function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find(titled(title));
    if (!dialog) throw new Error(`no dialog "${title}"`);
    return dialog;
  });
}

/** The dialog titled `title`, if one is shown. */
export function queryDialog(title: string): HTMLElement | undefined {
  return screen.queryAllByRole('dialog').find(titled(title));
}
