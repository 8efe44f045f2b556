import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { StatusPage } from '@/components/layout/status-page';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function UnauthorizedRoute() {
  return (
    <>
      <DocumentTitle title="No access" />
      <StatusPage
        title="You don't have access to view this page"
        message="This area is for boutique staff only. You are welcome to keep browsing the shop."
        actions={
          <Link to={paths.shop.home.getHref()} className={buttonClassName('primary')}>
            Go Back Home
          </Link>
        }
      />
    </>
  );
}
