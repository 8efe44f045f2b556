// The columns of the users table: Name, Email, Role, Joined, Actions.
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { actionsColumn, dateColumn } from '../../../lib/table-columns';
import type { AdminUser } from '../users-api';
import { RoleTag } from './components/role-tag';
import { UserActions } from './components/user-actions';

export interface UserColumnsOptions {
  isOwn: (user: AdminUser) => boolean;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function userColumns({
  isOwn,
  onEdit,
  onDelete,
}: UserColumnsOptions): TableColumnsType<AdminUser> {
  return [
    {
      title: 'Name',
      dataIndex: 'userName',
      key: 'name',
      width: 180,
      // Stays in view while a tablet scrolls the table sideways.
      fixed: 'left',
      render: (_value, user) => (
        <Space size={4} wrap>
          <Typography.Text strong>{user.userName || '—'}</Typography.Text>
          {isOwn(user) ? <Tag color="blue">You</Tag> : null}
        </Space>
      ),
    },
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      render: (email: string) => <span className="users-table__email">{email}</span>,
    },
    {
      title: 'Role',
      dataIndex: 'role',
      key: 'role',
      width: 100,
      render: (role: string) => <RoleTag role={role} />,
    },
    dateColumn('Joined', 'joined'),
    actionsColumn<AdminUser>({
      title: 'Actions',
      key: 'actions',
      width: 210,
      render: (_value, user: AdminUser) => (
        <UserActions user={user} own={isOwn(user)} onEdit={onEdit} onDelete={onDelete} />
      ),
    }),
  ];
}
