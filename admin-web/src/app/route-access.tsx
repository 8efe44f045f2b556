import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useAdminUser } from '../lib/admin-user';
import { canAccess, type AccessRule } from './access';

/** Renders a route's page only when the admin passes the route's access rule. */
export function RouteAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const user = useAdminUser();
  if (!canAccess(rule, user)) {
    return (
      <Result status="403" title="No access" subTitle="You don't have access to view this page" />
    );
  }
  return children;
}
