// Pure rules of the contacts screen.
import type { AdminContact } from './contacts-api';

export const CONTACT_NOTICES = {
  deleted: 'Contact deleted successfully',
  deleteFailed: 'Failed to delete contact',
} as const;

/** Who wrote: the name, else the e-mail. */
export function contactLabel(contact: Pick<AdminContact, 'name' | 'email'>): string {
  return contact.name || contact.email || 'this visitor';
}

/** "3 messages" / "1 message". */
export function contactCount(total: number): string {
  return `${total} ${total === 1 ? 'message' : 'messages'}`;
}

/** The delete confirmation's text, naming the sender. */
export function contactDeleteText(contact: Pick<AdminContact, 'name' | 'email'>): string {
  const who =
    contact.name && contact.email ? `${contact.name} (${contact.email})` : contactLabel(contact);
  return `Are you sure you want to delete the message from ${who}? This cannot be undone.`;
}
