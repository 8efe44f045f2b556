import MiniSearch from 'minisearch';
import type { SearchIndex } from './search-index.js';
import { normalizeText, rankCandidates, type SearchDoc } from './search-ranking.js';

interface Entry {
  doc: SearchDoc;
  code: string;
  title: string;
}

/**
 * The embedded search adapter: a MiniSearch index (title, second title, code; prefix and
 * ~0.2 fuzzy) for typo-tolerant candidates, plus a substring pass over codes and titles
 * for the "contains" tiers. Per process; kept current by the product events and rebuilt
 * from the database at start.
 */
export class MiniSearchIndex implements SearchIndex {
  readonly kind = 'minisearch';
  private readonly entries = new Map<string, Entry>();
  private index = MiniSearchIndex.createIndex();

  private static createIndex() {
    return new MiniSearch<SearchDoc>({
      idField: 'id',
      fields: ['title', 'secondTitle', 'productCode'],
      storeFields: [],
      processTerm: (term) => normalizeText(term) || null,
      searchOptions: {
        boost: { productCode: 2, title: 1.5 },
        prefix: (term) => term.length >= 2,
        fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
        maxFuzzy: 2,
      },
    });
  }

  upsert(docs: readonly SearchDoc[]): Promise<void> {
    for (const doc of docs) {
      if (this.entries.has(doc.id)) this.index.discard(doc.id);
      this.index.add(doc);
      this.entries.set(doc.id, {
        doc,
        code: normalizeText(doc.productCode),
        title: normalizeText(doc.title),
      });
    }
    return Promise.resolve();
  }

  remove(id: string): Promise<void> {
    if (this.entries.delete(id)) this.index.discard(id);
    return Promise.resolve();
  }

  replaceAll(docs: readonly SearchDoc[]): Promise<void> {
    this.entries.clear();
    this.index = MiniSearchIndex.createIndex();
    return this.upsert(docs);
  }

  query(keyword: string, limit: number): Promise<string[]> {
    return Promise.resolve(this.querySync(keyword, limit));
  }

  querySync(keyword: string, limit: number): string[] {
    const key = normalizeText(keyword);
    if (!key) return [];
    const candidates = new Map<string, SearchDoc>();
    for (const entry of this.entries.values()) {
      if ((entry.code && entry.code.includes(key)) || entry.title.includes(key))
        candidates.set(entry.doc.id, entry.doc);
    }
    let hits = this.index.search(key, { combineWith: 'AND' });
    if (hits.length === 0) hits = this.index.search(key, { combineWith: 'OR' });
    for (const hit of hits) {
      const entry = this.entries.get(hit.id as string);
      if (entry) candidates.set(entry.doc.id, entry.doc);
    }
    return rankCandidates(key, candidates.values(), limit);
  }

  get size(): number {
    return this.entries.size;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
