// Moderation of what customers write (product reviews, testimonials), shared by both
// screens: the statuses, a row's status tag, a row's Approve / Reject buttons (Reject
// confirmed, Cancel focused) and the owner's "wait for my approval" switch.
import { useId } from 'react';
import { App, Button, Space, Switch, Tag, type TableColumnType } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { notifyCallFailure } from '../lib/call-notices';
import { actionsColumn } from '../lib/table-columns';

/** Only approved items are shown by the shop. */
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export type ModerationCounts = Record<ModerationStatus, number>;

export const STATUS_TITLES: Record<ModerationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const STATUS_COLOURS: Record<ModerationStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

/** The row's status, as a tag. */
export function moderationStatusColumn<
  T extends { status: ModerationStatus },
>(): TableColumnType<T> {
  return {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    width: 110,
    render: (status: ModerationStatus) => (
      <Tag color={STATUS_COLOURS[status]}>{STATUS_TITLES[status]}</Tag>
    ),
  };
}

export type ModerationAction = 'approved' | 'rejected';

export interface ModerationActions<T> {
  /** The column's title and key, and its width. */
  column: { title: string; key: string; width: number };
  /** Moves the row to `status`; resolves once the server agreed. */
  moderate: (row: T, status: ModerationAction) => Promise<unknown>;
  /** Each button's accessible name, naming the row. */
  label: (row: T, action: 'Approve' | 'Reject') => string;
  /** The reject confirmation's title and text. */
  confirmReject: (row: T) => { title: string; content: string };
  /** The success messages and the failures' titles. */
  notices: { approved: string; rejected: string; approveFailed: string; rejectFailed: string };
}

/** Approve (not for approved rows) and Reject (confirmed; not for rejected rows). */
export function useModerationColumn<T extends { status: ModerationStatus }>(
  options: ModerationActions<T>,
): TableColumnType<T> {
  const { modal, message, notification } = App.useApp();
  const { moderate, label, confirmReject, notices } = options;

  async function run(row: T, status: ModerationAction) {
    try {
      await moderate(row, status);
      void message.success(status === 'approved' ? notices.approved : notices.rejected);
    } catch (error) {
      notifyCallFailure(
        notification,
        status === 'approved' ? notices.approveFailed : notices.rejectFailed,
        error,
      );
    }
  }

  function reject(row: T) {
    void modal.confirm({
      ...confirmReject(row),
      okText: 'Reject',
      okType: 'danger',
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => run(row, 'rejected'),
    });
  }

  return actionsColumn<T>({
    ...options.column,
    render: (_value: unknown, row: T) => (
      <Space size="small" wrap>
        {row.status !== 'approved' ? (
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined aria-hidden />}
            aria-label={label(row, 'Approve')}
            onClick={() => void run(row, 'approved')}
          >
            Approve
          </Button>
        ) : null}
        {row.status !== 'rejected' ? (
          <Button
            size="small"
            danger
            icon={<CloseOutlined aria-hidden />}
            aria-label={label(row, 'Reject')}
            onClick={() => reject(row)}
          >
            Reject
          </Button>
        ) : null}
      </Space>
    ),
  });
}

/**
 * The owner's switch "new items wait for my approval" (on while unknown), labelled for
 * screen readers; usable once the setting has loaded.
 */
export function ModerationSwitch({
  label,
  settings,
  saving,
  save,
  notices,
}: {
  label: string;
  settings: { data?: { moderation: boolean }; isSuccess: boolean; isFetching: boolean };
  saving: boolean;
  /** Saves the setting; resolves once the server agreed. */
  save: (moderation: boolean) => Promise<unknown>;
  notices: { on: string; off: string; failed: string };
}) {
  const id = useId();
  const { message, notification } = App.useApp();

  async function change(moderation: boolean) {
    try {
      await save(moderation);
      void message.success(moderation ? notices.on : notices.off);
    } catch (error) {
      notifyCallFailure(notification, notices.failed, error);
    }
  }

  return (
    <Space className="moderation-switch" align="center">
      <Switch
        id={id}
        checked={settings.data?.moderation ?? true}
        disabled={!settings.isSuccess}
        loading={saving || settings.isFetching}
        onChange={(checked) => void change(checked)}
      />
      <label htmlFor={id}>{label}</label>
    </Space>
  );
}
