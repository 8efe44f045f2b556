/**
 * Where media bytes live. Keys are relative, "/"-separated paths such as
 * "images/<uuid>/640.avif"; the public URL of a key is `${MEDIA_PUBLIC_PATH}/${key}`.
 * Adapters: LocalDiskStorage (embedded mode, MEDIA_DIR) and S3Storage (MinIO in production).
 */
export interface MediaStorage {
  /** Writes the object whole (readers never see a partial file). Replaces an existing one. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes every object whose key starts with `prefix` (which must end with "/"). */
  deletePrefix(prefix: string): Promise<void>;
  /** Keys under `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
}

/** Nest injection token of the configured MediaStorage. */
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Checks a key (or a prefix ending with "/") and returns its segments: letters, digits,
 * ".", "_" and "-" only, no empty, "." or ".." segment, no leading "/". Nothing a caller
 * passes can name a file outside the media root or an odd S3 key.
 */
export function keySegments(key: string, { prefix = false } = {}): string[] {
  const body = prefix ? key.replace(/\/$/, '') : key;
  if (prefix && !key.endsWith('/')) throw new Error(`Invalid media prefix: ${JSON.stringify(key)}`);
  const segments = body.split('/');
  if (
    body.length === 0 ||
    body.length > 512 ||
    !segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment))
  )
    throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
  return segments;
}
