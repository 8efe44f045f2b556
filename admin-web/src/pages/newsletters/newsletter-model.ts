// Pure rules of the newsletters screen: which subscribers are
// selected (by e-mail, kept while the admin searches), what the Send Newsletter form checks
// before sending, and the payload.
import type { NewsletterPayload } from './newsletters-api';

export const NEWSLETTER_NOTICES = {
  sent: 'Newsletter sent successfully',
  sendFailed: 'Failed to send newsletter',
  noneSelected: 'Please select at least one subscriber.',
  flyerRequired: 'Please upload a flyer image.',
  deleted: 'Subscriber deleted successfully',
  deleteFailed: 'Failed to delete subscriber',
} as const;

export const MESSAGE_MAX = 5000;

/** What the server sends when the message is left empty (docs/api-content.md). */
export const DEFAULT_NEWSLETTER_MESSAGE =
  "Discover our newest sarees, handpicked weaves and this season's offers, waiting for you at the boutique.";

export type Selection = ReadonlySet<string>;

/** Adds or removes one subscriber. */
export function toggleSubscriber(selection: Selection, email: string, checked: boolean): Selection {
  const next = new Set(selection);
  if (checked) next.add(email);
  else next.delete(email);
  return next;
}

/** Select all: adds every listed subscriber; unticking removes them (others stay selected). */
export function selectAll(
  selection: Selection,
  emails: readonly string[],
  checked: boolean,
): Selection {
  const next = new Set(selection);
  for (const email of emails) {
    if (checked) next.add(email);
    else next.delete(email);
  }
  return next;
}

/** The select-all box: ticked when every listed subscriber is selected, mixed when some. */
export function selectAllState(
  selection: Selection,
  emails: readonly string[],
): 'none' | 'some' | 'all' {
  const chosen = emails.filter((email) => selection.has(email)).length;
  if (chosen === 0) return 'none';
  return chosen === emails.length ? 'all' : 'some';
}

/** "3 subscribers selected", saying how many the current list does not show. */
export function selectionSummary(selection: Selection, listed: readonly string[]): string {
  const count = selection.size;
  const head = `${count} ${count === 1 ? 'subscriber' : 'subscribers'} selected`;
  const shown = new Set(listed);
  const hidden = [...selection].filter((email) => !shown.has(email)).length;
  return hidden > 0 ? `${head} (${hidden} not in this list)` : head;
}

/** Why the newsletter cannot be sent yet (the console's own checks, before any call), or null. */
export function newsletterProblem(selection: Selection, flyer: string): string | null {
  if (selection.size === 0) return NEWSLETTER_NOTICES.noneSelected;
  if (flyer.trim() === '') return NEWSLETTER_NOTICES.flyerRequired;
  return null;
}

/** The payload: the selected e-mails, the flyer and the trimmed message (empty: the default). */
export function buildNewsletterPayload(
  selection: Selection,
  flyer: string,
  message: string,
): NewsletterPayload {
  return { emails: [...selection], flyer: flyer.trim(), message: message.trim() };
}
