// Sending one file to the gateway with upload progress: POST <url>, multipart field `file`,
// Bearer token; the answer is `{ success, data }`, a refusal `{ success: false, message }`.
// Both apps upload this way (the console's images and videos, the storefront's return
// photos); what a screen checks before sending and how it reads `data` stay in the app.
//
// Uploads go through XMLHttpRequest, not the RTK Query base query, because only XHR reports
// upload progress. The session rule is the base query's: a 401 renews the session once
// (the app's `renew`, through its base query, so one renewal is shared) and the upload is
// sent once more; a token renewed elsewhere meanwhile is used without renewing again.
import { refusal, type ApiFailure } from './api-error.js';

/** Why an upload failed: the server refused it (with its message, if any), or no answer. */
export type UploadFailure = ApiFailure;

export class UploadError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(
      failure.kind === 'refused' ? (failure.message ?? `HTTP ${failure.status}`) : 'unreachable',
    );
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** The current access token (read on each attempt: a renewal replaces it). */
  getAccessToken: () => string | null;
  /** Renews the session; resolves true when a new access token is stored. */
  renew: () => Promise<boolean>;
  /** 0–99 while the bytes go out, 100 once the server has stored the file. */
  onProgress?: (percent: number) => void;
  /** Aborting rejects with a DOMException named AbortError. */
  signal?: AbortSignal;
  /** The multipart field; default `file`. */
  field?: string;
  /** For tests. */
  createXhr?: () => XMLHttpRequest;
}

interface Attempt {
  status: number;
  body: unknown;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/** A Blob's name: a File's own, else `upload`. */
const nameOf = (file: Blob): string =>
  typeof File !== 'undefined' && file instanceof File && file.name ? file.name : 'upload';

function send(url: string, file: Blob, token: string | null, options: UploadOptions) {
  return new Promise<Attempt>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = options.createXhr?.() ?? new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadError({ kind: 'unreachable' }));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const form = new FormData();
    form.append(options.field ?? 'file', file, nameOf(file));
    xhr.send(form);
  });
}

/**
 * Uploads one file to `url` and resolves what `read` makes of the answer's `data` (a 2xx
 * answer whose `data` `read` does not accept, by returning null or throwing, counts as
 * unreachable). Rejects with an UploadError: refused (status and the server's message) or
 * unreachable (no answer, a network fault); or with an AbortError when `signal` aborts.
 */
export async function uploadFile<T>(
  url: string,
  file: Blob,
  read: (data: unknown) => T | null,
  options: UploadOptions,
): Promise<T> {
  const sentWith = options.getAccessToken();
  let attempt = await send(url, file, sentWith, options);
  if (attempt.status === 401) {
    const current = options.getAccessToken();
    const renewedElsewhere = current !== null && current !== sentWith;
    if (renewedElsewhere || (await options.renew().catch(() => false))) {
      attempt = await send(url, file, options.getAccessToken(), options);
    }
  }
  if (attempt.status < 200 || attempt.status >= 300) {
    throw new UploadError(
      attempt.status === 0 ? { kind: 'unreachable' } : refusal(attempt.status, attempt.body),
    );
  }
  const data =
    typeof attempt.body === 'object' && attempt.body !== null && 'data' in attempt.body
      ? attempt.body.data
      : undefined;
  let value: T | null;
  try {
    value = data === undefined ? null : read(data);
  } catch {
    value = null;
  }
  if (value === null) throw new UploadError({ kind: 'unreachable' });
  options.onProgress?.(100);
  return value;
}
