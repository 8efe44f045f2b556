import { documentTitle } from '@/config/store-info';

/**
 * Sets the page title (React hoists <title> into the document head). On the storefront
 * server the head is built from the route's data (app/ssr/head.ts, the same
 * documentTitle), so nothing is rendered there; a hydrating page takes the server's
 * <title> over.
 */
export function DocumentTitle({ title }: { title?: string }) {
  if (import.meta.env.SSR) return null;
  return <title>{documentTitle(title)}</title>;
}
