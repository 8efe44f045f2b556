import { useEffect, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useLocation } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { toBrowserPath } from '../config/paths';
import { AdminUserContext } from '../lib/admin-user';
import { toSession, useCheckAuthQuery } from '../lib/session-api';
import { goToStorefront } from '../lib/storefront';
import { decideAdminAccess } from './access';

/**
 * Guards every /admin route: a loader while the session is checked, guests
 * to the storefront sign-in (coming back here afterwards), signed-in non-admins to the
 * storefront's no-access page, and the console for admins.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const checkAuth = useCheckAuthQuery();
  const location = useLocation();
  const decision = decideAdminAccess(
    toSession(checkAuth),
    toBrowserPath(location.pathname, location.search),
  );
  const leaveFor = decision.action === 'leave' ? decision.href : null;

  useEffect(() => {
    if (leaveFor) goToStorefront(leaveFor);
  }, [leaveFor]);

  switch (decision.action) {
    case 'wait':
    case 'leave':
      return <FullPageLoader />;
    case 'retry':
      return (
        <main className="full-page-message">
          <Result
            status="warning"
            title="The console cannot reach the server"
            subTitle="Your session could not be checked. Please try again in a moment."
            extra={
              <Button type="primary" onClick={() => void checkAuth.refetch()}>
                Try again
              </Button>
            }
          />
        </main>
      );
    case 'allow':
      return <AdminUserContext value={decision.user}>{children}</AdminUserContext>;
  }
}
