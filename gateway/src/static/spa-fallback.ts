/** Paths served by the backend: never a frontend file, never the SPA's index.html. */
const BACKEND_PREFIXES = ['/api', '/graphql', '/graphiql', '/health', '/metrics', '/media'];

export function isBackendPath(path: string): boolean {
  return BACKEND_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The last path segment has a file extension (`/assets/app.js`, `/favicon.ico`). */
export function hasFileExtension(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]{1,8}$/.test(last);
}

/** Answered by the storefront server (and nginx's storefront upstream) although they have an extension. */
export const STOREFRONT_FILES: readonly string[] = ['/sitemap.xml', '/robots.txt'];

/** The admin console's paths (its own single-page app, never server-rendered). */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

export interface FallbackRequest {
  method: string;
  /** URL path without the query string. */
  path: string;
  accept?: string;
}

/**
 * A request for a frontend route no file matches is answered with the SPA's index.html:
 * only GET/HEAD, never for backend paths, and only for paths without a file extension or
 * requests that accept text/html (a browser navigating).
 */
export function shouldServeIndex({ method, path, accept }: FallbackRequest): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isBackendPath(path)) return false;
  return !hasFileExtension(path) || (accept ?? '').includes('text/html');
}

/**
 * Forwarded to the storefront server (when STOREFRONT_URL is set): GET/HEAD of a
 * storefront page (what the SPA fallback serves index.html for, but no path with a file
 * extension, nothing under /admin or /assets), plus /sitemap.xml and /robots.txt.
 */
export function shouldForwardToStorefront({
  method,
  path,
}: Pick<FallbackRequest, 'method' | 'path'>): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (STOREFRONT_FILES.includes(path)) return true;
  if (isBackendPath(path) || isAdminPath(path)) return false;
  if (path === '/assets' || path.startsWith('/assets/')) return false;
  return !hasFileExtension(path);
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** Content-hashed build output (Vite: `assets/index-B1x2Y3z4.js`) is cached forever. */
export function cacheControlFor(relativePath: string): string {
  const hashed =
    /(^|\/)assets\//.test(relativePath) &&
    /[-.][A-Za-z0-9_-]{8,}\.[A-Za-z0-9]{1,8}$/.test(relativePath);
  return hashed ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}
