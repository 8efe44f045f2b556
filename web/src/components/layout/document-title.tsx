const SITE_NAME = 'Saree Boutique';

/** Sets the page title (React hoists <title> into the document head). */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${SITE_NAME}` : SITE_NAME}</title>;
}
