// The columns of the feedback table: User, Email, Feedback, Date, Delete.
import type { TableColumnsType } from 'antd';
import { dateColumn, deleteColumn } from '../../../lib/table-columns';
import type { AdminFeedback } from '../feedback-api';
import { feedbackAuthor } from '../feedback-model';

export function feedbackColumns(
  onDelete: (item: AdminFeedback) => void,
): TableColumnsType<AdminFeedback> {
  return [
    {
      title: 'User',
      dataIndex: 'userName',
      key: 'user',
      width: 160,
      fixed: 'left',
      render: (userName: string) => userName || '—',
    },
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      width: 220,
      render: (email: string) => <span className="content-email">{email || '—'}</span>,
    },
    {
      title: 'Feedback',
      dataIndex: 'feedback',
      key: 'feedback',
      render: (feedback: string) => <span className="content-text">{feedback}</span>,
    },
    dateColumn(),
    deleteColumn((item) => `Delete feedback from ${feedbackAuthor(item)}`, onDelete),
  ];
}
