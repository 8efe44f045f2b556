import { useMemo } from 'react';
import { EmailSearchTable } from '../../../components/email-search-table';
import { PageHeader } from '../../../components/page-header';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../lib/table-pagination';
import { usePagedListParams } from '../../../lib/use-list-params';
import { useGetFeedbackQuery, type AdminFeedback } from '../feedback-api';
import { feedbackCount } from '../feedback-model';
import { feedbackColumns } from './columns';
import { moderationStatusColumn } from '../../../components/moderation';
import {
  FeedbackModerationSwitch,
  StatusFilterBar,
  useFeedbackModerationColumn,
  useStatusFilter,
} from './moderation';
import { useDeleteFeedback } from './use-delete-feedback';

/**
 * /admin/feedback: customers' feedback, newest first, by status (pending first: what waits
 * for the owner's approval, with each status's count), with a server-side e-mail search and
 * pagination (all in the URL); Approve, Reject (confirmed) and Delete (confirmed); the
 * owner's moderation switch.
 */
export function FeedbackListPage() {
  const params = usePagedListParams(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE);
  const [status, setStatus] = useStatusFilter();
  const list = useGetFeedbackQuery({
    search: params.search,
    page: params.page,
    pageSize: params.pageSize,
    ...(status === 'all' ? {} : { status }),
  });
  const total = list.data?.total ?? 0;
  const confirmDelete = useDeleteFeedback();
  const moderationColumn = useFeedbackModerationColumn();
  const base = useMemo(() => feedbackColumns(confirmDelete), [confirmDelete]);
  // status and the moderation actions before Delete
  const columns = [
    ...base.slice(0, -1),
    moderationStatusColumn<AdminFeedback>(),
    moderationColumn,
    ...base.slice(-1),
  ];

  return (
    <>
      <PageHeader
        title="Feedback"
        subtitle="What customers shared; the home page shows the approved feedback as testimonials."
      />
      <div className="feedback-moderation-bar">
        <StatusFilterBar status={status} counts={list.data?.counts ?? null} onChange={setStatus} />
        <FeedbackModerationSwitch />
      </div>
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
        emptyText={(search) =>
          search
            ? `No feedback matches "${search}"`
            : status === 'pending'
              ? 'No feedback waits for approval'
              : 'No feedback yet'
        }
      />
    </>
  );
}
