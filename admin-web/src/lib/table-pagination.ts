// The server-paged tables' page sizes and pager (search, page and page size live in the URL,
// see use-list-params.ts): 20 a page by default, "1–20 of 45" beside the pager.
import type { TablePaginationConfig } from 'antd';

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

export function tablePagination(
  page: number,
  pageSize: number,
  total: number,
  setPage: (page: number, pageSize: number) => void,
): TablePaginationConfig {
  return {
    current: page,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (count, [from, to]) => `${from}–${to} of ${count}`,
    onChange: setPage,
  };
}
