import type { SearchDoc, SearchPage, SearchResult } from './search-ranking.js';

/**
 * The search port. Adapters: MemorySearchIndex (in-process, the embedded default) and
 * MeiliSearchIndex (when MEILI_URL is set). Both rank their candidates with
 * rankCandidates, so they answer the same order.
 */
export interface SearchIndex {
  readonly kind: string;
  /**
   * One index every catalogue replica uses (Meilisearch): a rebuild takes the reindex lock
   * so replicas do not build it at once. An in-process index is per replica (false).
   */
  readonly shared: boolean;
  /** Adds or replaces documents by id. */
  upsert(docs: readonly SearchDoc[]): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * Replaces the whole index (start-up rebuild from the database); searches keep answering
   * the previous documents until the new ones are all in, never an empty index.
   */
  replaceAll(docs: readonly SearchDoc[]): Promise<void>;
  /**
   * One page of the ranked matches: `ids` are the product ids from `offset` (at most
   * `limit`, best first) and `total` counts every match, so a caller can page on. A blank
   * keyword, or a limit of 0, answers no ids (the blank keyword a total of 0).
   */
  query(keyword: string, page: SearchPage): Promise<SearchResult>;
  close(): Promise<void>;
}

/** Injection token of the SearchIndex chosen by configuration. */
export const SEARCH_INDEX = Symbol('SEARCH_INDEX');
