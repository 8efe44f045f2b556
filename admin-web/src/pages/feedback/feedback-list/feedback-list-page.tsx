import { useMemo } from 'react';
import { EmailSearchTable } from '../../../components/email-search-table';
import { PageHeader } from '../../../components/page-header';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../lib/table-pagination';
import { usePagedListParams } from '../../../lib/use-list-params';
import { useGetFeedbackQuery, type AdminFeedback } from '../feedback-api';
import { feedbackCount } from '../feedback-model';
import { feedbackColumns } from './columns';
import { useDeleteFeedback } from './use-delete-feedback';

/**
 * /admin/feedback: customers' feedback, newest first, with a
 * server-side e-mail search and pagination (both in the URL); Delete is confirmed.
 */
export function FeedbackListPage() {
  const params = usePagedListParams(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE);
  const list = useGetFeedbackQuery({
    search: params.search,
    page: params.page,
    pageSize: params.pageSize,
  });
  const total = list.data?.total ?? 0;
  const confirmDelete = useDeleteFeedback();
  const columns = useMemo(() => feedbackColumns(confirmDelete), [confirmDelete]);

  return (
    <>
      <PageHeader
        title="Feedback"
        subtitle="What customers shared; the home page shows it as testimonials."
      />
      <EmailSearchTable<AdminFeedback>
        params={params}
        list={list}
        rows={list.data?.items ?? []}
        total={total}
        columns={columns}
        className="feedback-table"
        searchLabel="Search feedback by email"
        count={feedbackCount(total)}
        errorTitle="Could not load feedback"
        emptyText={(search) => (search ? `No feedback matches "${search}"` : 'No feedback yet')}
      />
    </>
  );
}
