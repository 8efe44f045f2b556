import type { ReactNode } from 'react';
import { Card, Descriptions, Empty, Pagination, Space, Spin, Tag } from 'antd';
import { formatDate } from '../../../../lib/format-date';
import type { AdminUser } from '../../users-api';
import { userLabel } from '../../user-model';
import { RoleTag } from './role-tag';
import { UserActions } from './user-actions';

export interface UserCardsProps {
  users: AdminUser[];
  loading: boolean;
  emptyText: ReactNode;
  isOwn: (user: AdminUser) => boolean;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number, pageSize: number) => void;
}

/** The users as a list of cards, for phones (under 768 px), where a table would not fit. */
export function UserCards({
  users,
  loading,
  emptyText,
  isOwn,
  onEdit,
  onDelete,
  page,
  pageSize,
  total,
  onPageChange,
}: UserCardsProps) {
  return (
    <Spin spinning={loading} description="Loading">
      {users.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <ul className="user-cards" aria-label="Users">
          {users.map((user) => (
            <li key={user.id}>
              <Card
                size="small"
                title={
                  <Space size={4}>
                    <span>{userLabel(user)}</span>
                    {isOwn(user) ? <Tag color="blue">You</Tag> : null}
                  </Space>
                }
                extra={<RoleTag role={user.role} />}
              >
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    {
                      key: 'email',
                      label: 'Email',
                      // a long address wraps instead of widening the page on a phone
                      children: <span className="users-table__email">{user.email}</span>,
                    },
                    { key: 'joined', label: 'Joined', children: formatDate(user.createdAt) },
                  ]}
                />
                <div className="user-cards__actions">
                  <UserActions user={user} own={isOwn(user)} onEdit={onEdit} onDelete={onDelete} />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {total > 0 ? (
        <Pagination
          className="user-cards__pagination"
          size="small"
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPageChange}
          showSizeChanger={false}
          align="center"
        />
      ) : null}
    </Spin>
  );
}
