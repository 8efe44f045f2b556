import { useMemo } from 'react';
import { EmailSearchTable } from '../../../components/email-search-table';
import { PageHeader } from '../../../components/page-header';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../../lib/table-pagination';
import { usePagedListParams } from '../../../lib/use-list-params';
import { useGetContactsQuery, type AdminContact } from '../contacts-api';
import { contactCount } from '../contact-model';
import { contactColumns } from './columns';
import { useDeleteContact } from './use-delete-contact';

/**
 * /admin/contacts: messages from the contact page, newest
 * first, with a server-side e-mail search and pagination (both in the URL); Delete is
 * confirmed.
 */
export function ContactListPage() {
  const params = usePagedListParams(PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE);
  const list = useGetContactsQuery({
    search: params.search,
    page: params.page,
    pageSize: params.pageSize,
  });
  const total = list.data?.total ?? 0;
  const confirmDelete = useDeleteContact();
  const columns = useMemo(() => contactColumns(confirmDelete), [confirmDelete]);

  return (
    <>
      <PageHeader title="Contacts" subtitle="Messages sent from the contact page." />
      <EmailSearchTable<AdminContact>
        params={params}
        list={list}
        rows={list.data?.contacts ?? []}
        total={total}
        columns={columns}
        className="contacts-table"
        searchLabel="Search contacts by email"
        count={contactCount(total)}
        errorTitle="Could not load contacts"
        emptyText={(search) => (search ? `No messages match "${search}"` : 'No messages yet')}
      />
    </>
  );
}
