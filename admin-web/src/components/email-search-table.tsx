import { Card, Table, type TableColumnsType } from 'antd';
import { ListError, type ListQueryState } from './list-states';
import { ListToolbar } from './list-toolbar';
import { tablePagination } from '../lib/table-pagination';
import { useLastPageFallback } from '../lib/use-last-page-fallback';
import type { PagedListParams } from '../lib/use-list-params';

export interface EmailSearchTableProps<Row> {
  /** The page's URL state (usePagedListParams). */
  params: PagedListParams;
  /** The list query for `params` (its rows and total below). */
  list: ListQueryState & { isSuccess: boolean };
  rows: Row[];
  total: number;
  columns: TableColumnsType<Row>;
  /** The table's class (tests and styles find it by this). */
  className: string;
  /** The search field's accessible name, e.g. "Search contacts by email". */
  searchLabel: string;
  /** "3 messages", shown once the list has loaded. */
  count: string;
  /** The alert's title when the list cannot be loaded. */
  errorTitle: string;
  /** The table's empty text, for the current search ('' when none). */
  emptyText: (search: string) => string;
}

/**
 * A server-paged admin table searched by e-mail (contacts, feedback): the search field
 * and count, the "could not load" alert, and the table with its pagination; a page left
 * empty by a delete moves back to the last page with rows.
 */
export function EmailSearchTable<Row extends { id: string }>({
  params,
  list,
  rows,
  total,
  columns,
  className,
  searchLabel,
  count,
  errorTitle,
  emptyText,
}: EmailSearchTableProps<Row>) {
  const { searchInput, setSearchInput, search, page, pageSize, setPage } = params;
  useLastPageFallback(list, rows.length, total, page, pageSize, setPage);
  return (
    <Card>
      <ListToolbar
        className="content-toolbar"
        search={{
          label: searchLabel,
          placeholder: 'Search by email',
          maxLength: 254,
          value: searchInput,
          onChange: setSearchInput,
        }}
        count={list.isSuccess ? count : null}
      />
      <ListError list={list} className="content-error" title={errorTitle} />
      <Table<Row>
        className={className}
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        locale={{ emptyText: emptyText(search) }}
        scroll={{ x: 800 }}
        pagination={tablePagination(page, pageSize, total, setPage)}
      />
    </Card>
  );
}
