// Testimonial moderation on the feedback screen: the status filter with each status's
// count, the Approve / Reject actions of a row (Reject confirmed) and the owner's setting.
import { useCallback } from 'react';
import { App, Button, Segmented, Space, Switch, Tag, Typography, type TableColumnType } from 'antd';
import { useSearchParams } from 'react-router';
import { notifyCallFailure } from '../../../lib/call-notices';
import { actionsColumn } from '../../../lib/table-columns';
import {
  useGetFeedbackSettingsQuery,
  useModerateFeedbackMutation,
  useUpdateFeedbackSettingsMutation,
  type AdminFeedback,
  type FeedbackCounts,
  type FeedbackStatus,
} from '../feedback-api';
import { FEEDBACK_NOTICES, STATUS_TITLES, feedbackAuthor } from '../feedback-model';

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

const STATUS_COLORS: Record<FeedbackStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

/** The status of a row, as a tag. */
export function statusColumn(): TableColumnType<AdminFeedback> {
  return {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 110,
    render: (status: FeedbackStatus) => (
      <Tag color={STATUS_COLORS[status]}>{STATUS_TITLES[status]}</Tag>
    ),
  };
}

/** Approve (not for approved rows) and Reject (confirmed; not for rejected rows). */
export function useModerationColumn(): TableColumnType<AdminFeedback> {
  const { modal, message, notification } = App.useApp();
  const [moderate] = useModerateFeedbackMutation();

  const run = useCallback(
    async (item: AdminFeedback, status: FeedbackStatus) => {
      try {
        await moderate({ id: item.id, status }).unwrap();
        void message.success(
          status === 'approved' ? FEEDBACK_NOTICES.approved : FEEDBACK_NOTICES.rejected,
        );
      } catch (error) {
        notifyCallFailure(notification, FEEDBACK_NOTICES.moderateFailed, error);
      }
    },
    [moderate, message, notification],
  );

  const confirmReject = useCallback(
    (item: AdminFeedback) => {
      void modal.confirm({
        title: 'Reject this testimonial?',
        content: `The feedback from ${feedbackAuthor(item)} will not be shown on the home page.`,
        okText: 'Reject',
        okType: 'danger',
        cancelText: 'Cancel',
        focusable: { autoFocusButton: 'cancel' },
        onOk: () => run(item, 'rejected'),
      });
    },
    [modal, run],
  );

  return actionsColumn({
    title: 'Moderate',
    key: 'moderate',
    width: 190,
    render: (_value: unknown, item: AdminFeedback) => (
      <Space size="small">
        {item.status !== 'approved' ? (
          <Button
            size="small"
            type="primary"
            aria-label={`Approve feedback from ${feedbackAuthor(item)}`}
            onClick={() => void run(item, 'approved')}
          >
            Approve
          </Button>
        ) : null}
        {item.status !== 'rejected' ? (
          <Button
            size="small"
            danger
            aria-label={`Reject feedback from ${feedbackAuthor(item)}`}
            onClick={() => confirmReject(item)}
          >
            Reject
          </Button>
        ) : null}
      </Space>
    ),
  });
}

/** "New testimonials wait for my approval": the owner's switch. */
export function ModerationSetting() {
  const { message, notification } = App.useApp();
  const settings = useGetFeedbackSettingsQuery();
  const [update, { isLoading }] = useUpdateFeedbackSettingsMutation();
  const onChange = async (moderation: boolean) => {
    try {
      await update({ moderation }).unwrap();
      void message.success(
        moderation ? FEEDBACK_NOTICES.moderationOn : FEEDBACK_NOTICES.moderationOff,
      );
    } catch (error) {
      notifyCallFailure(notification, FEEDBACK_NOTICES.settingFailed, error);
    }
  };
  return (
    <Space className="feedback-moderation-setting" align="center">
      <Switch
        id="feedback-moderation"
        checked={settings.data?.moderation ?? true}
        disabled={!settings.isSuccess}
        loading={isLoading || settings.isFetching}
        onChange={(checked) => void onChange(checked)}
      />
      <Typography.Text>
        <label htmlFor="feedback-moderation">New testimonials wait for my approval</label>
      </Typography.Text>
    </Space>
  );
}
