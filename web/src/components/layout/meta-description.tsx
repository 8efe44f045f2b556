import { useEffect } from 'react';

/**
 * Sets the page's <meta name="description"> (index.html holds the site-wide one) and puts
 * the previous text back when the page goes.
 */
export function MetaDescription({ content }: { content: string }) {
  useEffect(() => {
    if (!content) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
  return null;
}
