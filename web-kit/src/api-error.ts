// What a failed call says. Every error body of the API is { success: false, message }
// (docs/api-accounts.md); screens show the server's message and fall back to their own text.
// Two readings of one envelope: getApiErrorMessage (a text to show, the storefront's way)
// and describeApiError (refused or unreachable, the console's way).

/** What both apps say when no answer came. */
export const UNREACHABLE_MESSAGE = 'Network error or server is unavailable';

/** The envelope's message, trimmed; a list of messages (NestJS validation) joined. */
export function envelopeMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  if (typeof message === 'string' && message.trim() !== '') return message.trim();
  if (Array.isArray(message)) {
    const texts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (texts.length > 0) return texts.join(' ');
  }
  return undefined;
}

/**
 * The text to show for a failed call: the envelope's message (also of a CUSTOM_ERROR that
 * carries one), UNREACHABLE_MESSAGE when the request never got an answer (FETCH_ERROR),
 * else `fallback`.
 */
export function getApiErrorMessage(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  const message = 'data' in error ? envelopeMessage(error.data) : undefined;
  if (message !== undefined) return message;
  if ('status' in error && error.status === 'FETCH_ERROR') return UNREACHABLE_MESSAGE;
  return fallback;
}

/** The status of an RTK Query error: an HTTP status, or FETCH_ERROR, PARSING_ERROR, … */
export function getApiErrorStatus(error: unknown): number | string | undefined {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}

export type ApiFailure =
  /** The server answered with an error status; `message` is its envelope's text, if any. */
  | { kind: 'refused'; status: number; message?: string }
  /** No usable answer: network fault, timeout, unreadable body, or an exception. */
  | { kind: 'unreachable' };

/** The failure of an answer with an HTTP status and a body. */
export function refusal(status: number, body: unknown): ApiFailure {
  const message = envelopeMessage(body);
  return message === undefined ? { kind: 'refused', status } : { kind: 'refused', status, message };
}

/**
 * Classifies the error of an RTK Query call (a FetchBaseQueryError, a SerializedError, or
 * anything thrown while making it): refused (with the server's message) or unreachable.
 */
export function describeApiError(error: unknown): ApiFailure {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error;
    if (typeof status === 'number')
      return refusal(status, 'data' in error ? error.data : undefined);
  }
  return { kind: 'unreachable' };
}
