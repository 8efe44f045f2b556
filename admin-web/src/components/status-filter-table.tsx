import type { Key } from 'react';
import { Card, Flex, Segmented, Table, Typography, type TableColumnsType } from 'antd';
import { ListError, type ListQueryState } from './list-states';
import { tablePagination } from '../lib/table-pagination';
import { useLastPageFallback } from '../lib/use-last-page-fallback';
import type { StatusListParams } from '../lib/use-status-list-params';

export interface StatusFilterTableProps<Row, Filter extends string> {
  /** The page's URL state (useStatusListParams). */
  params: StatusListParams<Filter>;
  /** The filter's values in order, with their labels. */
  filters: readonly Filter[];
  filterLabels: Record<Filter, string>;
  /** The filter's accessible name ("Show refunds by status"). */
  filterLabel: string;
  /** The list query for `params` (its rows and total below). */
  list: ListQueryState & { isSuccess: boolean };
  rows: Row[];
  total: number;
  rowKey: (row: Row) => Key;
  columns: TableColumnsType<Row>;
  /** The table's natural width: narrower screens scroll it sideways inside the card. */
  width: number;
  /**
   * The classes' stem ("refunds"): `{stem}-toolbar`, `{stem}-status-filter`, `{stem}-error`
   * and `{stem}-table` (tests and styles find them by these).
   */
  classStem: string;
  /** "3 refunds", shown once the list has loaded. */
  count: string;
  /** The alert's title when the list cannot be loaded. */
  errorTitle: string;
  /** The table's empty text. */
  emptyText: string;
}

/**
 * A server-paged admin table filtered by status (refunds, returns): the status filter and
 * the count, the "could not load" alert, and the table with its pagination; a page left
 * empty (its rows moved to another status) moves back to the last page with rows.
 */
export function StatusFilterTable<Row extends object, Filter extends string>({
  params,
  filters,
  filterLabels,
  filterLabel,
  list,
  rows,
  total,
  rowKey,
  columns,
  width,
  classStem,
  count,
  errorTitle,
  emptyText,
}: StatusFilterTableProps<Row, Filter>) {
  const { filter, setFilter, page, pageSize, setPage } = params;
  useLastPageFallback(list, rows.length, total, page, pageSize, setPage);
  return (
    <Card>
      <Flex
        className={`${classStem}-toolbar`}
        justify="space-between"
        align="center"
        wrap
        gap="middle"
      >
        <Segmented<Filter>
          className={`${classStem}-status-filter`}
          aria-label={filterLabel}
          value={filter}
          onChange={setFilter}
          options={filters.map((value) => ({ value, label: filterLabels[value] }))}
        />
        <Typography.Text type="secondary" aria-live="polite">
          {list.isSuccess ? count : null}
        </Typography.Text>
      </Flex>
      <ListError list={list} className={`${classStem}-error`} title={errorTitle} />
      <Table<Row>
        className={`${classStem}-table`}
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={list.isFetching}
        locale={{ emptyText }}
        scroll={{ x: width }}
        pagination={tablePagination(page, pageSize, total, setPage)}
      />
    </Card>
  );
}
