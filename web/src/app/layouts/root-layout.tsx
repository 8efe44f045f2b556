import { Outlet, ScrollRestoration } from 'react-router';
import { useSessionCheck } from '@/features/auth/hooks/use-session-check';

/** Every screen: the skip link, the start-up session check and scroll restoration. */
export function RootLayout() {
  useSessionCheck();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
