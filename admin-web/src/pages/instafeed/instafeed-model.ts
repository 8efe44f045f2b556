// Pure rules of the Instafeed screen (a post needs a non-empty URL; the
// server checks that it is an http(s) link).

export const POST_NOTICES = {
  added: 'Post added successfully',
  deleted: 'Post deleted successfully',
  addFailed: 'Failed to add post',
  deleteFailed: 'Failed to delete post',
  urlRequired: 'Post URL is required',
} as const;

export const POST_URL_MAX = 2048;

/** The URL as it is sent: trimmed. */
export function cleanPostUrl(input: string): string {
  return input.trim();
}

/** Why the typed URL cannot be added yet (the form's own check), or null. */
export function postUrlProblem(input: string): string | null {
  return cleanPostUrl(input) === '' ? POST_NOTICES.urlRequired : null;
}

/**
 * A post's name for buttons and dialogs: its host and path without the scheme and a
 * trailing slash (`https://www.instagram.com/p/Cx1/` → `instagram.com/p/Cx1`), shortened.
 */
export function postLabel(url: string, max = 60): string {
  let text = url.trim();
  try {
    const parsed = new URL(text);
    text = `${parsed.hostname.replace(/^www\./, '')}${parsed.pathname}`.replace(/\/+$/, '');
  } catch {
    // Not a URL the browser reads: shown as stored.
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
