// The columns of the subscribers table (after the selection checkboxes): Email, Subscribed,
// Delete.
import type { TableColumnsType } from 'antd';
import { dateColumn, deleteColumn } from '../../../lib/table-columns';
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
    dateColumn('Subscribed', 'subscribed', 120),
    deleteColumn((subscriber) => `Delete subscriber ${subscriber.email}`, onDelete),
  ];
}
