import { useNavigate } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title';
import { StatusPage } from '@/components/layout/status-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <>
      <DocumentTitle title="Page not found" />
      <StatusPage
        code="404"
        title="This page doesn't exist."
        message="The page you are looking for may have moved, or the address may be mistyped."
        actions={
          <Button onClick={() => void navigate(paths.shop.home.getHref())}>Go Back Home</Button>
        }
      />
    </>
  );
}
