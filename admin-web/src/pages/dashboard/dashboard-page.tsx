import { Card, Empty } from 'antd';
import { PageHeader } from '../../components/page-header';
import { useAdminUser } from '../../lib/admin-user';
import { displayName } from '../../lib/session-api';

/** /admin/dashboard. The totals cards and sales charts arrive with the dashboard feature. */
export function DashboardPage() {
  const user = useAdminUser();
  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Welcome back, ${displayName(user)}`} />
      <Card title="Store overview">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong>Nothing here yet</strong>
              <br />
              Sales, orders, products and users totals arrive with the dashboard feature.
            </>
          }
        />
      </Card>
    </>
  );
}
