import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Grid, Input, Table, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
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
 * /admin/users (spec section 2, "Users"): every account, newest first, with a server-side
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
        <Flex className="users-toolbar" justify="space-between" align="center" wrap gap="middle">
          <Input
            type="search"
            className="users-toolbar__search"
            aria-label="Search users by email"
            placeholder="Search by email"
            prefix={<SearchOutlined aria-hidden />}
            allowClear
            maxLength={254}
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
          />
          <Typography.Text type="secondary" aria-live="polite">
            {list.isSuccess ? `${total} ${total === 1 ? 'user' : 'users'}` : null}
          </Typography.Text>
        </Flex>
        {list.isError ? (
          <Alert
            className="users-error"
            type="error"
            showIcon
            title="Could not load users"
            description="The list could not be loaded. Please try again."
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                Try again
              </Button>
            }
          />
        ) : null}
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
