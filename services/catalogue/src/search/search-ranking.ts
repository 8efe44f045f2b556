/** What the search index keeps of a product. */
export interface SearchDoc {
  id: string;
  title: string;
  secondTitle: string;
  productCode: string;
  /** Paise: the sale price when above 0, else the price (ties are broken by it). */
  effectivePrice: number;
}

/** Ranking tiers of docs/api-catalogue.md, best first. */
export const TIER = {
  exactCode: 1,
  codeContains: 2,
  titleStartsWith: 3,
  titleContains: 4,
  typoTolerant: 5,
} as const;

/** Lower-cased, accents folded, whitespace collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The tier of a candidate for a keyword (case-insensitive): 1 exact product code, 2 code
 * contains, 3 title starts with, 4 title contains, 5 anything else the index matched
 * (typo-tolerant, prefix or second-title matches).
 */
export function tierOf(keyword: string, doc: SearchDoc): number {
  const key = normalizeText(keyword);
  const code = normalizeText(doc.productCode);
  const title = normalizeText(doc.title);
  if (code && code === key) return TIER.exactCode;
  if (code && code.includes(key)) return TIER.codeContains;
  if (title.startsWith(key)) return TIER.titleStartsWith;
  if (title.includes(key)) return TIER.titleContains;
  return TIER.typoTolerant;
}

/** True when a doc is in tiers 1 to 4 (a plain substring match on code or title). */
export function matchesLiterally(keyword: string, doc: SearchDoc): boolean {
  return tierOf(keyword, doc) < TIER.typoTolerant;
}

/**
 * The one ranking both search adapters apply to their candidates: by tier, then within a
 * tier the listing's default order (effective price ascending), then title and id so the
 * order is total. Duplicates are dropped; at most `limit` ids come back.
 */
export function rankCandidates(keyword: string, candidates: Iterable<SearchDoc>, limit: number): string[] {
  const seen = new Set<string>();
  const ranked: { doc: SearchDoc; tier: number }[] = [];
  for (const doc of candidates) {
    if (seen.has(doc.id)) continue;
    seen.add(doc.id);
    ranked.push({ doc, tier: tierOf(keyword, doc) });
  }
  ranked.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.doc.effectivePrice - b.doc.effectivePrice ||
      (a.doc.title < b.doc.title ? -1 : a.doc.title > b.doc.title ? 1 : 0) ||
      (a.doc.id < b.doc.id ? -1 : a.doc.id > b.doc.id ? 1 : 0),
  );
  return ranked.slice(0, Math.max(0, limit)).map((entry) => entry.doc.id);
}

/** Search answers at most this many products; a request's limit 0 means it. */
export const DEFAULT_SEARCH_LIMIT = 50;

export function searchLimit(limit: number): number {
  return limit > 0 ? Math.min(Math.floor(limit), DEFAULT_SEARCH_LIMIT) : DEFAULT_SEARCH_LIMIT;
}
