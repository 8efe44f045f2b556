// The columns of the contacts table: Name, Email, Message, Date, Delete.
import type { TableColumnsType } from 'antd';
import { dateColumn, deleteColumn } from '../../../lib/table-columns';
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
    dateColumn(),
    deleteColumn((contact) => `Delete message from ${contactLabel(contact)}`, onDelete),
  ];
}
