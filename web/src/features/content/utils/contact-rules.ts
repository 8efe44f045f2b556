import type { NewContact } from '../types/content';

// The contact form's rules: name, e-mail and message are required after
// trimming; Send stays disabled until all three are filled.

export const MISSING_FIELDS = {
  title: 'Missing Fields',
  description: 'Please fill out all fields before submitting.',
} as const;

export const EMPTY_CONTACT: NewContact = { name: '', email: '', message: '' };

export function trimContact(contact: NewContact): NewContact {
  return {
    name: contact.name.trim(),
    email: contact.email.trim(),
    message: contact.message.trim(),
  };
}

export function isContactComplete(contact: NewContact): boolean {
  const trimmed = trimContact(contact);
  return Boolean(trimmed.name && trimmed.email && trimmed.message);
}
