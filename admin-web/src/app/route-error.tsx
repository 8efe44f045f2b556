import { Button, Result } from 'antd';

/** A render error or a page chunk that failed to load (it says "Oops! Something went wrong"). */
export function RouteError() {
  return (
    <Result
      status="500"
      title="Oops! Something went wrong"
      subTitle="Refreshing the page usually helps."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      }
    />
  );
}
