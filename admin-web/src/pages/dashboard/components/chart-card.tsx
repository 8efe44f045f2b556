import { Suspense, useId, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';

export interface ChartQueryState {
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ChartCardProps {
  /** The card's heading ("Monthly Sales"). */
  title: string;
  /** Class of the card; the chart's box gets `dashboard-chart__canvas`. */
  className: string;
  query: ChartQueryState;
  /** Whether the loaded data has nothing to draw. */
  empty: boolean;
  emptyText: string;
  /** What the chart shows, in words (the key figures), for screen readers and as a caption. */
  description: string;
  /** The chart; rendered only once the data is there and not empty. */
  children: ReactNode;
}

const skeleton = <Skeleton.Node active className="dashboard-chart__skeleton" />;

/**
 * One dashboard chart in a card with a heading: a skeleton while loading, an error with
 * Try again, an empty state when there is nothing to draw, else the chart as a figure whose
 * caption says in words what it shows (the canvas itself is hidden from screen readers).
 */
export function ChartCard({
  title,
  className,
  query,
  empty,
  emptyText,
  description,
  children,
}: ChartCardProps) {
  const headingId = useId();
  const captionId = useId();
  let body: ReactNode;
  if (query.isLoading) {
    body = skeleton;
  } else if (query.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={`Could not load ${title.toLowerCase()}`}
        description="Please try again."
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  } else if (empty) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  } else {
    body = (
      <figure
        className="dashboard-chart__figure"
        aria-labelledby={headingId}
        aria-describedby={captionId}
      >
        <div className="dashboard-chart__canvas" aria-hidden>
          <Suspense fallback={skeleton}>{children}</Suspense>
        </div>
        <figcaption id={captionId} className="dashboard-chart__caption">
          {description}
        </figcaption>
      </figure>
    );
  }
  return (
    <Card
      className={`dashboard-chart ${className}`}
      title={
        <h2 id={headingId} className="dashboard-chart__title">
          {title}
        </h2>
      }
      aria-busy={query.isLoading}
    >
      {body}
    </Card>
  );
}
