/** What the search index keeps of a product. */
export interface SearchDoc {
  id: string;
  title: string;
  secondTitle: string;
  productCode: string;
  /** Paise: the sale price when above 0, else the price (ties are broken by it). */
  effectivePrice: number;
}

/** Exactly the SearchDoc fields of `doc` (a product row may carry more). */
export function searchDocOf(doc: SearchDoc): SearchDoc {
  return {
    id: doc.id,
    title: doc.title,
    secondTitle: doc.secondTitle,
    productCode: doc.productCode,
    effectivePrice: doc.effectivePrice,
  };
}

/** Ranking tiers of docs/api-catalogue.md, best first. */
export const TIER = {
  exactCode: 1,
  codeContains: 2,
  titleStartsWith: 3,
  titleContains: 4,
  typoTolerant: 5,
} as const;

const PLAIN = /^[\x20-\x7e]*$/;

/** Lower-cased, accents folded, whitespace collapsed. */
export function normalizeText(text: string): string {
  if (PLAIN.test(text)) return text.toLowerCase().replace(/\s+/g, ' ').trim();
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A candidate with its code and title normalized once (adapters may keep these). */
export interface RankCandidate {
  doc: SearchDoc;
  code: string;
  title: string;
}

export function prepareCandidate(doc: SearchDoc): RankCandidate {
  return { doc, code: normalizeText(doc.productCode), title: normalizeText(doc.title) };
}

/** The tier of a prepared candidate for a normalized keyword. */
export function tierOfPrepared(key: string, candidate: RankCandidate): number {
  const { code, title } = candidate;
  if (code && code === key) return TIER.exactCode;
  if (code && code.includes(key)) return TIER.codeContains;
  if (title.startsWith(key)) return TIER.titleStartsWith;
  if (title.includes(key)) return TIER.titleContains;
  return TIER.typoTolerant;
}

/**
 * The tier of a candidate for a keyword (case-insensitive): 1 exact product code, 2 code
 * contains, 3 title starts with, 4 title contains, 5 anything else the index matched
 * (typo-tolerant, prefix or second-title matches).
 */
export function tierOf(keyword: string, doc: SearchDoc): number {
  return tierOfPrepared(normalizeText(keyword), prepareCandidate(doc));
}

/** The listing's default order inside a tier: effective price ascending, then title, then id. */
export function compareCandidates(a: RankCandidate, b: RankCandidate): number {
  return (
    a.doc.effectivePrice - b.doc.effectivePrice ||
    (a.doc.title < b.doc.title ? -1 : a.doc.title > b.doc.title ? 1 : 0) ||
    (a.doc.id < b.doc.id ? -1 : a.doc.id > b.doc.id ? 1 : 0)
  );
}

/** Which slice of the ranked matches a search answers. */
export interface SearchPage {
  offset: number;
  limit: number;
}

/** A page of ranked product ids and how many products matched in all. */
export interface SearchResult {
  ids: string[];
  total: number;
}

/** A page with whole, non-negative numbers. */
export function normalizePage(page: SearchPage): SearchPage {
  const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
  return { offset: whole(page.offset), limit: whole(page.limit) };
}

/**
 * The one ranking both search adapters apply: by tier, then within a tier the listing's
 * default order (compareCandidates). Duplicates are dropped; `total` counts the distinct
 * candidates and `ids` is the page of them from `offset`, at most `limit`.
 */
export function rankPrepared(
  key: string,
  candidates: Iterable<RankCandidate>,
  page: SearchPage,
): SearchResult {
  const { offset, limit } = normalizePage(page);
  const tiers: RankCandidate[][] = [[], [], [], [], []];
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (seen.has(candidate.doc.id)) continue;
    seen.add(candidate.doc.id);
    tiers[tierOfPrepared(key, candidate) - 1].push(candidate);
  }
  const ids: string[] = [];
  let skip = offset;
  for (const tier of tiers) {
    if (ids.length >= limit) break;
    if (skip >= tier.length) {
      skip -= tier.length;
      continue;
    }
    tier.sort(compareCandidates);
    for (let i = skip; i < tier.length && ids.length < limit; i++) ids.push(tier[i].doc.id);
    skip = 0;
  }
  return { ids, total: seen.size };
}

/** rankPrepared over plain documents (the Meilisearch adapter's hits). */
export function rankCandidates(
  keyword: string,
  candidates: Iterable<SearchDoc>,
  page: SearchPage,
): SearchResult {
  const prepared: RankCandidate[] = [];
  for (const doc of candidates) prepared.push(prepareCandidate(doc));
  return rankPrepared(normalizeText(keyword), prepared, page);
}

/** Search answers at most this many products; a request's limit 0 means it. */
const DEFAULT_SEARCH_LIMIT = 50;

export function searchLimit(limit: number): number {
  return limit > 0 ? Math.min(Math.floor(limit), DEFAULT_SEARCH_LIMIT) : DEFAULT_SEARCH_LIMIT;
}
