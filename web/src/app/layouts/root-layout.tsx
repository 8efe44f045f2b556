import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { useSessionCheck } from '@/features/auth/hooks/use-session-check';

// The router names the first entry of every full page load "default" (it has no history
// state yet), so by that key alone a fresh load would be scrolled to wherever an earlier
// page of the tab was left. Each document gets its own name for that entry instead: a full
// load opens at the top, while back and forward (in-app entries, or back to this document's
// first entry) still restore their positions.
const FIRST_ENTRY_KEY = `first-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

function scrollKey(location: Pick<Location, 'key'>): string {
  return location.key === 'default' ? FIRST_ENTRY_KEY : location.key;
}

/** Every screen: the skip link, the start-up session check and scroll restoration. */
export function RootLayout() {
  useSessionCheck();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
