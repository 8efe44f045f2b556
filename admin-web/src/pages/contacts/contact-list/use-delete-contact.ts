import { useConfirmedDelete, type ConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { useDeleteContactMutation, type AdminContact } from '../contacts-api';
import { CONTACT_NOTICES, contactDeleteText } from '../contact-model';

const DELETE_CONTACT: ConfirmedDelete<AdminContact, string> = {
  confirm: (contact) => ({ title: 'Confirm Delete', content: contactDeleteText(contact) }),
  arg: (contact) => contact.id,
  deleted: CONTACT_NOTICES.deleted,
  failed: CONTACT_NOTICES.deleteFailed,
};

/** Deleting a contact message after the "Confirm Delete" dialog (Cancel focused). */
export function useDeleteContact(): (contact: AdminContact) => void {
  const [deleteContact] = useDeleteContactMutation();
  return useConfirmedDelete(deleteContact, DELETE_CONTACT);
}
