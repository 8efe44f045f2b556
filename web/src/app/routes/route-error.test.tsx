import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { reloadPage } from '@/lib/navigation';
import { RouteError } from './route-error';

vi.mock('@/lib/navigation', () => ({ navigateFullPage: vi.fn(), reloadPage: vi.fn() }));

function Broken(): never {
  throw new Error('boom');
}

describe('fatal render error', () => {
  it('shows the error screen with a Refresh Page button that reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', Component: Broken, errorElement: <RouteError /> },
    ]);
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );

    expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
