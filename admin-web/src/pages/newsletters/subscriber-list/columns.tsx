// The columns of the subscribers table (after the selection checkboxes): Email, Subscribed,
// Delete.
import { Button, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { formatDate } from '../../../lib/format-date';
import type { Subscriber } from '../newsletters-api';

export function subscriberColumns(
  onDelete: (subscriber: Subscriber) => void,
): TableColumnsType<Subscriber> {
  return [
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      render: (email: string) => <span className="content-email">{email}</span>,
    },
    {
      title: 'Subscribed',
      dataIndex: 'createdAt',
      key: 'subscribed',
      width: 120,
      render: (createdAt: string | null) => formatDate(createdAt),
    },
    {
      title: 'Delete',
      key: 'delete',
      width: 90,
      render: (_value, subscriber) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Delete subscriber ${subscriber.email}`}
          onClick={() => onDelete(subscriber)}
        />
      ),
    },
  ];
}
