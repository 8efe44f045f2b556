// Testimonial moderation on the feedback screen: the status filter with each status's
// count, the Approve / Reject actions of a row (Reject confirmed) and the owner's setting
// (the shared pieces: components/moderation.tsx).
import { useCallback } from 'react';
import { Segmented, type TableColumnType } from 'antd';
import { useSearchParams } from 'react-router';
import {
  ModerationSwitch,
  STATUS_TITLES,
  useModerationColumn,
} from '../../../components/moderation';
import {
  useGetFeedbackSettingsQuery,
  useModerateFeedbackMutation,
  useUpdateFeedbackSettingsMutation,
  type AdminFeedback,
  type FeedbackCounts,
  type FeedbackStatus,
} from '../feedback-api';
import { FEEDBACK_NOTICES, feedbackAuthor } from '../feedback-model';

export type StatusFilter = FeedbackStatus | 'all';
const FILTERS: readonly StatusFilter[] = ['pending', 'approved', 'rejected', 'all'];

/** `?status=` of the URL (pending when absent: what the owner comes for), and its setter. */
export function useStatusFilter(): [StatusFilter, (next: StatusFilter) => void] {
  const [params, setParams] = useSearchParams();
  const given = params.get('status');
  const status = FILTERS.find((filter) => filter === given) ?? 'pending';
  const setStatus = useCallback(
    (next: StatusFilter) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        if (next === 'pending') changed.delete('status');
        else changed.set('status', next);
        changed.delete('page');
        return changed;
      }),
    [setParams],
  );
  return [status, setStatus];
}

function filterLabel(filter: StatusFilter, counts: FeedbackCounts | null): string {
  if (filter === 'all') return 'All';
  return counts ? `${STATUS_TITLES[filter]} (${counts[filter]})` : STATUS_TITLES[filter];
}

/** Pending / Approved / Rejected (with counts) / All: a radio group, arrow keys move. */
export function StatusFilterBar({
  status,
  counts,
  onChange,
}: {
  status: StatusFilter;
  counts: FeedbackCounts | null;
  onChange: (next: StatusFilter) => void;
}) {
  return (
    <Segmented<StatusFilter>
      className="feedback-status-filter"
      aria-label="Show feedback by status"
      value={status}
      onChange={onChange}
      options={FILTERS.map((filter) => ({ value: filter, label: filterLabel(filter, counts) }))}
    />
  );
}

/** Approve and Reject (confirmed) of a feedback row. */
export function useFeedbackModerationColumn(): TableColumnType<AdminFeedback> {
  const [moderate] = useModerateFeedbackMutation();
  return useModerationColumn<AdminFeedback>({
    column: { title: 'Moderate', key: 'moderate', width: 190 },
    moderate: (item, status) => moderate({ id: item.id, status }).unwrap(),
    label: (item, action) => `${action} feedback from ${feedbackAuthor(item)}`,
    confirmReject: (item) => ({
      title: 'Reject this testimonial?',
      content: `The feedback from ${feedbackAuthor(item)} will not be shown on the home page.`,
    }),
    notices: {
      approved: FEEDBACK_NOTICES.approved,
      rejected: FEEDBACK_NOTICES.rejected,
      approveFailed: FEEDBACK_NOTICES.moderateFailed,
      rejectFailed: FEEDBACK_NOTICES.moderateFailed,
    },
  });
}

/** "New testimonials wait for my approval": the owner's switch. */
export function FeedbackModerationSwitch() {
  const settings = useGetFeedbackSettingsQuery();
  const [update, { isLoading }] = useUpdateFeedbackSettingsMutation();
  return (
    <ModerationSwitch
      label="New testimonials wait for my approval"
      settings={settings}
      saving={isLoading}
      save={(moderation) => update({ moderation }).unwrap()}
      notices={{
        on: FEEDBACK_NOTICES.moderationOn,
        off: FEEDBACK_NOTICES.moderationOff,
        failed: FEEDBACK_NOTICES.settingFailed,
      }}
    />
  );
}
