// Every error body of the API is { success: false, message } (docs/api-accounts.md). Screens show
// the server's message and fall back to their own text otherwise.

/** The envelope's message, trimmed; a list of messages (NestJS validation) joined. */
function envelopeMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message } = data;
  if (typeof message === 'string' && message.trim() !== '') return message.trim();
  if (Array.isArray(message)) {
    const texts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (texts.length > 0) return texts.join(' ');
  }
  return undefined;
}

export function getApiErrorMessage(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  const message = 'data' in error ? envelopeMessage(error.data) : undefined;
  if (message !== undefined) return message;
  if ('status' in error && error.status === 'FETCH_ERROR') {
    return 'Network error or server is unavailable';
  }
  return fallback;
}

export function getApiErrorStatus(error: unknown): number | string | undefined {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}
