import { charCount } from '../common/listing.js';
import { isValidEmail } from '../common/rules.js';

export const CONTACT_MESSAGES = {
  allFieldsRequired: 'Please fill out all fields before submitting.',
  invalidEmail: 'Please enter a valid email address.',
  nameTooLong: 'Name must not exceed 100 characters',
  messageTooLong: 'Message must not exceed 5000 characters',
  notFound: 'Contact not found',
} as const;

const NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 5000;

interface ContactFields {
  name: string;
  email: string;
  message: string;
}

export function trimContact(input: Partial<ContactFields>): ContactFields {
  return {
    name: (input.name ?? '').trim(),
    email: (input.email ?? '').trim(),
    message: (input.message ?? '').trim(),
  };
}

/** The first broken rule of trimmed fields: every blank field first, then format, then lengths. */
export function contactProblem(fields: ContactFields): string | undefined {
  if (!fields.name || !fields.email || !fields.message) return CONTACT_MESSAGES.allFieldsRequired;
  if (!isValidEmail(fields.email)) return CONTACT_MESSAGES.invalidEmail;
  if (charCount(fields.name) > NAME_MAX_LENGTH) return CONTACT_MESSAGES.nameTooLong;
  if (charCount(fields.message) > MESSAGE_MAX_LENGTH) return CONTACT_MESSAGES.messageTooLong;
  return undefined;
}
