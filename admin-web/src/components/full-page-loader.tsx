import { Spin } from 'antd';

/** Covers the page while something the whole console needs is loading. */
export function FullPageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="full-page-loader">
      <Spin size="large" description={label} />
    </div>
  );
}

/** Fills the content area while a page loads. */
export function PageLoader() {
  return (
    <div role="status" aria-label="Loading" className="page-loader">
      <Spin size="large" />
    </div>
  );
}
