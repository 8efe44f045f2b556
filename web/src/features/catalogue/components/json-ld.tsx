import { useEffect } from 'react';
import { serializeJsonLd } from '../utils/structured-data';

const SELECTOR = 'script[type="application/ld+json"][data-page-jsonld]';

/**
 * The page's structured data for search engines, kept in the document head: a
 * server-rendered page has it there already (app/ssr/head.ts, same data), and moving to
 * another page replaces it. JSON with "<" escaped: it cannot close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = serializeJsonLd(data);
  useEffect(() => {
    for (const stale of document.head.querySelectorAll(SELECTOR)) stale.remove();
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.pageJsonld = '';
    script.textContent = json;
    document.head.append(script);
    return () => script.remove();
  }, [json]);
  return null;
}
