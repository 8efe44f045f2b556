// What a link-preview fetcher (WhatsApp, facebookexternalhit, Twitterbot) reads from a
// page's HTML without running JavaScript: its title, its <meta> tags, the canonical link
// and its JSON-LD blocks. A test helper (attributes in any order, the usual entities).

export interface PagePreview {
  title?: string;
  /** `property` or `name` of each `<meta>` (og:title, twitter:card, description) → content. */
  meta: Record<string, string>;
  canonical?: string;
  /** Every `<script type="application/ld+json">` block, parsed (an unparsable one throws). */
  jsonLd: unknown[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: '\u00a0',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g))
    found[match[1].toLowerCase()] = decodeEntities(match[3] ?? match[4] ?? match[5] ?? '');
  return found;
}

/** The preview a fetcher that runs no JavaScript gets from `html`. */
export function readPagePreview(html: string): PagePreview {
  const head = html;
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined && !(key in meta)) meta[key] = attrs.content;
  }
  let canonical: string | undefined;
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (attrs.rel?.split(/\s+/).includes('canonical')) canonical = attrs.href;
  }
  const jsonLd = [
    ...html.matchAll(
      /<script\b[^>]*type\s*=\s*["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi,
    ),
  ].map((m) => JSON.parse(m[1]) as unknown);
  return {
    title: title === undefined ? undefined : decodeEntities(title.trim()),
    meta,
    canonical,
    jsonLd,
  };
}

/** Every JSON-LD node of a page (arrays and `@graph` flattened) whose `@type` is `type`. */
export function jsonLdOfType(preview: PagePreview, type: string): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    const types = ([] as unknown[]).concat(node['@type'] ?? []);
    if (types.includes(type)) nodes.push(node);
    if (node['@graph']) visit(node['@graph']);
  };
  preview.jsonLd.forEach(visit);
  return nodes;
}

/** Width and height of a JPEG from its frame header (SOF0-SOF15 but DHT, JPG, DAC), or undefined. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return {
        height: (bytes[at + 5] << 8) | bytes[at + 6],
        width: (bytes[at + 7] << 8) | bytes[at + 8],
      };
    }
    at += 2 + length;
  }
  return undefined;
}
