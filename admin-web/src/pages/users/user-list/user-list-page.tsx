import { useCallback, useEffect, useMemo, useState } from 'react';
import { Card, Grid, Table } from 'antd';
import { ListError } from '../../../components/list-states';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { useAdminUser } from '../../../lib/admin-user';
import { useGetUsersQuery, type AdminUser } from '../users-api';
import { isOwnAccount } from '../user-model';
import { userColumns } from './columns';
import { EditRoleModal } from './components/edit-role-modal';
import { UserCards } from './components/user-cards';
import { useDeleteUser } from './components/use-delete-user';
import { PAGE_SIZE_OPTIONS, useUserListParams } from './use-user-list-params';

/**
 * /admin/users: every account, newest first, with a server-side
 * e-mail search and pagination; an admin changes a user's role or deletes the user. The
 * signed-in admin's own row cannot be changed here.
 */
export function UserListPage() {
  const admin = useAdminUser();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const { searchInput, setSearchInput, search, page, pageSize, setPage } = useUserListParams();

  const list = useGetUsersQuery({ search, page, pageSize });
  const users = list.data?.users ?? [];
  const total = list.data?.total ?? 0;

  // After a delete, the last page may be empty: go to the page that still has users.
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const overshot = list.isSuccess && !list.isFetching && users.length === 0 && page > lastPage;
  useEffect(() => {
    if (overshot) setPage(lastPage, pageSize);
  }, [overshot, lastPage, pageSize, setPage]);

  const [editing, setEditing] = useState<{ user: AdminUser | null; open: boolean }>({
    user: null,
    open: false,
  });
  const confirmDelete = useDeleteUser();

  const isOwn = useCallback((user: AdminUser) => isOwnAccount(user, admin), [admin]);
  const columns = useMemo(
    () =>
      userColumns({
        isOwn,
        onEdit: (user) => setEditing({ user, open: true }),
        onDelete: confirmDelete,
      }),
    [isOwn, confirmDelete],
  );

  const emptyText = search ? `No users match "${search}"` : 'No users found';

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Change a user's role between user and admin, or delete an account."
      />
      <Card>
        <ListToolbar
          className="users-toolbar"
          search={{
            label: 'Search users by email',
            placeholder: 'Search by email',
            maxLength: 254,
            value: searchInput,
            onChange: setSearchInput,
          }}
          count={list.isSuccess ? `${total} ${total === 1 ? 'user' : 'users'}` : null}
        />
        <ListError list={list} className="users-error" title="Could not load users" />
        {phone ? (
          <UserCards
            users={users}
            loading={list.isFetching}
            emptyText={emptyText}
            isOwn={isOwn}
            onEdit={(user) => setEditing({ user, open: true })}
            onDelete={confirmDelete}
            page={page}
            pageSize={pageSize}
            total={total}
            onPageChange={setPage}
          />
        ) : (
          <Table<AdminUser>
            className="users-table"
            rowKey="id"
            columns={columns}
            dataSource={users}
            loading={list.isFetching}
            locale={{ emptyText }}
            scroll={{ x: 720 }}
            pagination={{
              current: page,
              pageSize,
              total,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
              showTotal: (count, [from, to]) => `${from}–${to} of ${count}`,
              onChange: setPage,
            }}
          />
        )}
      </Card>
      <EditRoleModal
        user={editing.user}
        open={editing.open}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
