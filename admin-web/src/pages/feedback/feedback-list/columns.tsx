// The columns of the feedback table: User, Email, Feedback, Date, Delete.
import { Button, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { formatDate } from '../../../lib/format-date';
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
    {
      title: 'Date',
      dataIndex: 'createdAt',
      key: 'date',
      width: 110,
      render: (createdAt: string | null) => formatDate(createdAt),
    },
    {
      title: 'Delete',
      key: 'delete',
      width: 90,
      render: (_value, item) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Delete feedback from ${feedbackAuthor(item)}`}
          onClick={() => onDelete(item)}
        />
      ),
    },
  ];
}
