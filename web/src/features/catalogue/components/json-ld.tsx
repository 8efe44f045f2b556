import { serializeJsonLd } from '../utils/structured-data';

/** Structured data for search engines, plus the page's meta description. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // JSON with "<" escaped: it cannot close the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
