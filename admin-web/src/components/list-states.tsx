import type { Key, ReactNode } from 'react';
import { Alert, Button, Empty, Spin } from 'antd';

/** What a list screen needs of its RTK Query result. */
export interface ListQueryState {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ListErrorProps {
  list: Pick<ListQueryState, 'isError' | 'refetch'>;
  className: string;
  title: string;
  description?: string;
}

/** The "could not load" alert with a Try again button, while the list's query has failed. */
export function ListError({
  list,
  className,
  title,
  description = 'The list could not be loaded. Please try again.',
}: ListErrorProps) {
  if (!list.isError) return null;
  return (
    <Alert
      className={className}
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        <Button size="small" onClick={() => void list.refetch()}>
          Try again
        </Button>
      }
    />
  );
}

export interface CatalogueGridProps<T> {
  list: Pick<ListQueryState, 'isLoading' | 'isFetching' | 'isError'>;
  items: readonly T[];
  /** The grid's accessible name ("Products"). */
  label: string;
  /** Shown when the loaded list is empty. */
  emptyText: string;
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

/**
 * The catalogue's card grid under a loading spinner: an empty placeholder while loading or
 * failed, "No … yet" when the list is empty, else a list of cards.
 */
export function CatalogueGrid<T>({
  list,
  items,
  label,
  emptyText,
  itemKey,
  renderItem,
}: CatalogueGridProps<T>) {
  return (
    <Spin spinning={list.isFetching} description="Loading">
      {items.length === 0 ? (
        list.isLoading || list.isError ? (
          <div className="catalogue-grid__placeholder" />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        )
      ) : (
        <ul className="catalogue-grid" aria-label={label}>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
