import type { SearchDoc } from './search-ranking.js';

/**
 * The search port. Adapters: MiniSearchIndex (in-process, the embedded default) and
 * MeiliSearchIndex (when MEILI_URL is set). Both rank their candidates with
 * rankCandidates, so they answer the same order.
 */
export interface SearchIndex {
  readonly kind: string;
  /** Adds or replaces documents by id. */
  upsert(docs: readonly SearchDoc[]): Promise<void>;
  remove(id: string): Promise<void>;
  /** Replaces the whole index (start-up rebuild from the database). */
  replaceAll(docs: readonly SearchDoc[]): Promise<void>;
  /** Product ids, best first, at most `limit`. */
  query(keyword: string, limit: number): Promise<string[]>;
  close(): Promise<void>;
}

/** Injection token of the SearchIndex chosen by configuration. */
export const SEARCH_INDEX = Symbol('SEARCH_INDEX');
