import { useMemo } from 'react';
import { Card, Table } from 'antd';
import { ListError } from '../../../components/list-states';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  tablePagination,
} from '../../../lib/table-pagination';
import { useLastPageFallback } from '../../../lib/use-last-page-fallback';
import { usePagedListParams } from '../../../lib/use-list-params';
import { useGetContactsQuery, type AdminContact } from '../contacts-api';
import { contactCount } from '../contact-model';
import { contactColumns } from './columns';
import { useDeleteContact } from './use-delete-contact';

/**
 * /admin/contacts (spec section 2, "Contacts"): messages from the contact page, newest
 * first, with a server-side e-mail search and pagination (both in the URL); Delete is
 * confirmed.
 */
export function ContactListPage() {
  const { searchInput, setSearchInput, search, page, pageSize, setPage } = usePagedListParams(
    PAGE_SIZE_OPTIONS,
    DEFAULT_PAGE_SIZE,
  );
  const list = useGetContactsQuery({ search, page, pageSize });
  const contacts = list.data?.contacts ?? [];
  const total = list.data?.total ?? 0;
  useLastPageFallback(list, contacts.length, total, page, pageSize, setPage);

  const confirmDelete = useDeleteContact();
  const columns = useMemo(() => contactColumns(confirmDelete), [confirmDelete]);

  return (
    <>
      <PageHeader title="Contacts" subtitle="Messages sent from the contact page." />
      <Card>
        <ListToolbar
          className="content-toolbar"
          search={{
            label: 'Search contacts by email',
            placeholder: 'Search by email',
            maxLength: 254,
            value: searchInput,
            onChange: setSearchInput,
          }}
          count={list.isSuccess ? contactCount(total) : null}
        />
        <ListError list={list} className="content-error" title="Could not load contacts" />
        <Table<AdminContact>
          className="contacts-table"
          rowKey="id"
          columns={columns}
          dataSource={contacts}
          loading={list.isFetching}
          locale={{ emptyText: search ? `No messages match "${search}"` : 'No messages yet' }}
          scroll={{ x: 800 }}
          pagination={tablePagination(page, pageSize, total, setPage)}
        />
      </Card>
    </>
  );
}
