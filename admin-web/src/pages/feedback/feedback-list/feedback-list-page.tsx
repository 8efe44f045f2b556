import { useMemo } from 'react';
import { Card, Table } from 'antd';
import { ListError } from '../../../components/list-states';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  tablePagination,
} from '../../../lib/table-pagination';
import { useLastPageFallback } from '../../../lib/use-last-page-fallback';
import { usePagedListParams } from '../../../lib/use-list-params';
import { useGetFeedbackQuery, type AdminFeedback } from '../feedback-api';
import { feedbackCount } from '../feedback-model';
import { feedbackColumns } from './columns';
import { useDeleteFeedback } from './use-delete-feedback';

/**
 * /admin/feedback (spec section 2, "Feedback"): customers' feedback, newest first, with a
 * server-side e-mail search and pagination (both in the URL); Delete is confirmed.
 */
export function FeedbackListPage() {
  const { searchInput, setSearchInput, search, page, pageSize, setPage } = usePagedListParams(
    PAGE_SIZE_OPTIONS,
    DEFAULT_PAGE_SIZE,
  );
  const list = useGetFeedbackQuery({ search, page, pageSize });
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  useLastPageFallback(list, items.length, total, page, pageSize, setPage);

  const confirmDelete = useDeleteFeedback();
  const columns = useMemo(() => feedbackColumns(confirmDelete), [confirmDelete]);

  return (
    <>
      <PageHeader
        title="Feedback"
        subtitle="What customers shared; the home page shows it as testimonials."
      />
      <Card>
        <ListToolbar
          className="content-toolbar"
          search={{
            label: 'Search feedback by email',
            placeholder: 'Search by email',
            maxLength: 254,
            value: searchInput,
            onChange: setSearchInput,
          }}
          count={list.isSuccess ? feedbackCount(total) : null}
        />
        <ListError list={list} className="content-error" title="Could not load feedback" />
        <Table<AdminFeedback>
          className="feedback-table"
          rowKey="id"
          columns={columns}
          dataSource={items}
          loading={list.isFetching}
          locale={{ emptyText: search ? `No feedback matches "${search}"` : 'No feedback yet' }}
          scroll={{ x: 800 }}
          pagination={tablePagination(page, pageSize, total, setPage)}
        />
      </Card>
    </>
  );
}
