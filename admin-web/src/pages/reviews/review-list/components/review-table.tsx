import { Table, type TableColumnsType } from 'antd';
import { ListError, type ListQueryState } from '../../../../components/list-states';

export interface ReviewTableProps<T> {
  list: Pick<ListQueryState, 'isError' | 'isFetching' | 'refetch'> & { data?: T[] };
  className: string;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  /** Shown when the loaded list is empty. */
  emptyText: string;
  /** The alert shown when the list could not be loaded. */
  error: { title: string; description?: string };
}

/** A table of the reviews screen (20 a page), with the "could not load" alert above it. */
export function ReviewTable<T extends object>({
  list,
  className,
  rowKey,
  columns,
  emptyText,
  error,
}: ReviewTableProps<T>) {
  return (
    <>
      <ListError
        list={list}
        className="catalogue-error"
        title={error.title}
        description={error.description}
      />
      <Table<T>
        className={className}
        rowKey={rowKey}
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText }}
        scroll={{ x: 760 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </>
  );
}
