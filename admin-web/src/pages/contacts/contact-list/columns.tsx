// The columns of the contacts table: Name, Email, Message, Date, Delete.
import { Button, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { formatDate } from '../../../lib/format-date';
import type { AdminContact } from '../contacts-api';
import { contactLabel } from '../contact-model';

export function contactColumns(
  onDelete: (contact: AdminContact) => void,
): TableColumnsType<AdminContact> {
  return [
    {
      title: 'Name',
      dataIndex: 'name',
      key: 'name',
      width: 160,
      fixed: 'left',
      render: (name: string) => name || '—',
    },
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      width: 220,
      render: (email: string) =>
        email ? (
          <a className="content-email" href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          '—'
        ),
    },
    {
      title: 'Message',
      dataIndex: 'message',
      key: 'message',
      render: (message: string) => <span className="content-text">{message}</span>,
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
      render: (_value, contact) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={`Delete message from ${contactLabel(contact)}`}
          onClick={() => onDelete(contact)}
        />
      ),
    },
  ];
}
