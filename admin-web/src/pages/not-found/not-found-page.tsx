import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { adminPaths } from '../../config/paths';

/** Any /admin path the routes table does not know. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="This page doesn't exist."
      extra={
        <Button type="primary" onClick={() => void navigate(adminPaths.dashboard)}>
          Go to Dashboard
        </Button>
      }
    />
  );
}
