// Every error body of the API is { success: false, message } (docs/api-accounts.md). Screens show
// the server's message as-is and fall back to their own text otherwise.
export function getApiErrorMessage(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  if ('data' in error && error.data && typeof error.data === 'object' && 'message' in error.data) {
    const { message } = error.data;
    if (typeof message === 'string' && message.trim()) return message;
  }
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
