// What a failed call means for the admin: the server refused it (and maybe said why), or the
// server could not be reached at all. Screens turn these into their own messages
// ("Failed to update user role" with the server message, "Error updating
// user role" when the call itself failed).

export type ApiFailure =
  /** The server answered with an error status; `message` is its envelope's text, if any. */
  | { kind: 'refused'; status: number; message?: string }
  /** No usable answer: network fault, timeout, unreadable body, or an exception. */
  | { kind: 'unreachable' };

function envelopeMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  if (typeof message === 'string' && message.trim() !== '') return message.trim();
  // NestJS validation answers carry a list of messages.
  if (Array.isArray(message)) {
    const texts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (texts.length > 0) return texts.join(' ');
  }
  return undefined;
}

/**
 * Classifies the error of an RTK Query call (a FetchBaseQueryError, a SerializedError, or
 * anything thrown while making it).
 */
export function describeApiError(error: unknown): ApiFailure {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status } = error;
    if (typeof status === 'number') {
      const message = envelopeMessage('data' in error ? error.data : undefined);
      return message === undefined
        ? { kind: 'refused', status }
        : { kind: 'refused', status, message };
    }
  }
  return { kind: 'unreachable' };
}
