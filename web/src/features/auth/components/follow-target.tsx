import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { navigateFullPage } from '@/lib/navigation';
import type { NavigationTarget } from '../utils/redirects';

/** Goes to a target: by the router, or by a full page load for the admin console. */
export function FollowTarget({ target }: { target: NavigationTarget }) {
  const { href, fullPage } = target;
  useEffect(() => {
    if (fullPage) navigateFullPage(href);
  }, [href, fullPage]);
  return fullPage ? <PageLoader label="Redirecting…" /> : <Navigate to={href} replace />;
}
