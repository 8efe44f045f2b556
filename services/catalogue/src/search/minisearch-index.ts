import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchIndex } from './search-index.js';
import {
  compareCandidates,
  normalizeText,
  prepareCandidate,
  rankPrepared,
  TIER,
  tierOfPrepared,
  type RankCandidate,
  type SearchDoc,
} from './search-ranking.js';

const sameDoc = (a: SearchDoc, b: SearchDoc) =>
  a.title === b.title &&
  a.secondTitle === b.secondTitle &&
  a.productCode === b.productCode &&
  a.effectivePrice === b.effectivePrice;

/**
 * Typo-tolerant words (about 0.2 of the word: one typo from 4 letters, two from 9, as
 * Meilisearch does) and, for shorter words, prefixes.
 * Substring matches on code and title are found by the literal pass, so prefix and fuzzy
 * are not combined (together they cost ten times more and find nothing more here).
 */
/**
 * Longest word searched with typos: no real word is longer, and MiniSearch's edit-distance
 * matrix grows with the square of the word (a 100,000-letter word asked for 10 GB).
 */
export const MAX_FUZZY_WORD = 32;

const SEARCH_OPTIONS: SearchOptions = {
  prefix: (term) => term.length >= 2 && term.length < 4,
  fuzzy: (term) =>
    term.length > MAX_FUZZY_WORD ? false : term.length >= 9 ? 2 : term.length >= 4 ? 1 : false,
  maxFuzzy: 2,
  combineWith: 'AND',
};

/** MiniSearch's default word separators. */
const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

/** Normalized codes or titles of every document, in listing order, one per line. */
interface Haystack {
  text: string;
  /** Offset of each document's line in `text`. */
  starts: Int32Array;
}

interface View {
  entries: RankCandidate[];
  /** Position of each document id in `entries`. */
  positions: Map<string, number>;
  codes: Haystack;
  titles: Haystack;
}

function haystack(lines: string[]): Haystack {
  const starts = new Int32Array(lines.length);
  let offset = 1;
  for (let i = 0; i < lines.length; i++) {
    starts[i] = offset;
    offset += lines[i].length + 1;
  }
  return { text: `\n${lines.join('\n')}\n`, starts };
}

/** Indexes (in listing order) of the lines containing `needle`, at most `max`. */
function linesContaining(hay: Haystack, needle: string, found: Set<number>, max: number) {
  // A needle starting with the line break matches at the end of the line before its own.
  const shift = needle.startsWith('\n') ? 1 : 0;
  let position = hay.text.indexOf(needle);
  while (position !== -1 && found.size < max) {
    const at = position + shift;
    let low = 0;
    let high = hay.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (hay.starts[middle] <= at) low = middle;
      else high = middle - 1;
    }
    found.add(low);
    const next = low + 1 < hay.starts.length ? hay.starts[low + 1] : hay.text.length;
    position = hay.text.indexOf(needle, Math.max(next - shift, position + 1));
  }
}

/**
 * The embedded search adapter. Tiers 1 to 4 are substring matches on code and title,
 * found with native string search over the documents kept in listing order (so no sort
 * and an early stop once the page is full); only when they do not fill the page does
 * MiniSearch (title, second title, code) add the typo-tolerant tier. Per process; kept
 * current by the product events and rebuilt from the database at start.
 */
export class MiniSearchIndex implements SearchIndex {
  readonly kind = 'minisearch';
  readonly shared = false;
  private readonly entries = new Map<string, RankCandidate>();
  private view: View | undefined;
  private index = MiniSearchIndex.createIndex();

  private static createIndex() {
    return new MiniSearch<SearchDoc>({
      idField: 'id',
      fields: ['title', 'secondTitle', 'productCode'],
      storeFields: [],
      processTerm: (term) => normalizeText(term) || null,
      searchOptions: SEARCH_OPTIONS,
    });
  }

  upsert(docs: readonly SearchDoc[]): Promise<void> {
    for (const doc of docs) {
      const existing = this.entries.get(doc.id);
      if (existing && sameDoc(existing.doc, doc)) continue; // stock moves change nothing here
      if (existing) this.index.discard(doc.id);
      const plain: SearchDoc = {
        id: doc.id,
        title: doc.title,
        secondTitle: doc.secondTitle,
        productCode: doc.productCode,
        effectivePrice: doc.effectivePrice,
      };
      this.index.add(plain);
      this.entries.set(doc.id, prepareCandidate(plain));
      this.view = undefined;
    }
    return Promise.resolve();
  }

  remove(id: string): Promise<void> {
    if (this.entries.delete(id)) {
      this.index.discard(id);
      this.view = undefined;
    }
    return Promise.resolve();
  }

  replaceAll(docs: readonly SearchDoc[]): Promise<void> {
    this.entries.clear();
    this.view = undefined;
    this.index = MiniSearchIndex.createIndex();
    return this.upsert(docs);
  }

  query(keyword: string, limit: number): Promise<string[]> {
    return Promise.resolve(this.querySync(keyword, limit));
  }

  querySync(keyword: string, limit: number): string[] {
    const key = normalizeText(keyword);
    if (!key || limit <= 0) return [];
    const view = this.currentView();
    // Code matches (tiers 1-2) outrank every title match; "title starts with" (tier 3)
    // outranks "title contains" (tier 4); each list comes in listing order.
    const found = new Set<number>();
    linesContaining(view.codes, key, found, Number.MAX_SAFE_INTEGER);
    if (found.size < limit)
      linesContaining(view.titles, `\n${key}`, found, Number.MAX_SAFE_INTEGER);
    if (found.size < limit) linesContaining(view.titles, key, found, limit);
    const literal = [...found].sort((a, b) => a - b).map((i) => view.entries[i]);
    if (literal.length >= limit) return rankPrepared(key, literal, limit, { presorted: true });

    // Typo-tolerant tier: every word (AND); failing that, any word (the union of one
    // search per word, much cheaper than MiniSearch's OR scoring). Marked by position so
    // they come out in listing order without a sort.
    const marked = new Uint8Array(view.entries.length);
    let count = this.mark(this.index.search(key), view, marked);
    if (count === 0) {
      for (const word of key.split(WORD_SEPARATOR)) {
        if (word) count += this.mark(this.index.search(word), view, marked);
      }
    }
    const fuzzy: RankCandidate[] = [];
    const wanted = limit - literal.length;
    for (let i = 0; i < marked.length && fuzzy.length < wanted; i++) {
      if (marked[i] && tierOfPrepared(key, view.entries[i]) === TIER.typoTolerant)
        fuzzy.push(view.entries[i]);
    }
    return rankPrepared(key, [...literal, ...fuzzy], limit, { presorted: true });
  }

  private mark(hits: { id: unknown }[], view: View, marked: Uint8Array): number {
    let count = 0;
    for (const hit of hits) {
      const position = view.positions.get(hit.id as string);
      if (position !== undefined && !marked[position]) {
        marked[position] = 1;
        count++;
      }
    }
    return count;
  }

  get size(): number {
    return this.entries.size;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private currentView(): View {
    if (!this.view) {
      const entries = [...this.entries.values()].sort(compareCandidates);
      this.view = {
        entries,
        positions: new Map(entries.map((entry, position) => [entry.doc.id, position])),
        codes: haystack(entries.map((entry) => entry.code)),
        titles: haystack(entries.map((entry) => entry.title)),
      };
    }
    return this.view;
  }
}
