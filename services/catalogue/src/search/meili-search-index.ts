import { Meilisearch, type Index } from 'meilisearch';
import type { SearchIndex } from './search-index.js';
import { normalizeText, rankCandidates, type SearchDoc } from './search-ranking.js';

/** How many Meilisearch hits are ranked by the shared tiers before the limit is applied. */
const CANDIDATES = 300;
const BATCH = 5000;

/**
 * The production search adapter (chosen when MEILI_URL is set). Meilisearch finds the
 * candidates (typo-tolerant on title, second title and code); the shared rankCandidates
 * orders them, so the answer matches the embedded adapter.
 */
export class MeiliSearchIndex implements SearchIndex {
  readonly kind = 'meilisearch';
  private readonly client: Meilisearch;
  private readonly index: Index<SearchDoc>;
  private ready: Promise<void> | undefined;

  constructor(options: { url: string; apiKey?: string; indexName: string }) {
    this.client = new Meilisearch({ host: options.url, apiKey: options.apiKey });
    this.index = this.client.index<SearchDoc>(options.indexName);
    this.indexName = options.indexName;
  }

  private readonly indexName: string;

  private ensureIndex(): Promise<void> {
    this.ready ??= (async () => {
      await this.client.createIndex(this.indexName, { primaryKey: 'id' }).waitTask();
      await this.index
        .updateSettings({
          searchableAttributes: ['productCode', 'title', 'secondTitle'],
          sortableAttributes: ['effectivePrice'],
        })
        .waitTask();
    })().catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async upsert(docs: readonly SearchDoc[]): Promise<void> {
    await this.ensureIndex();
    for (let start = 0; start < docs.length; start += BATCH) {
      await this.index.addDocuments(docs.slice(start, start + BATCH).map(plain)).waitTask();
    }
  }

  async remove(id: string): Promise<void> {
    await this.ensureIndex();
    await this.index.deleteDocument(id).waitTask();
  }

  async replaceAll(docs: readonly SearchDoc[]): Promise<void> {
    await this.ensureIndex();
    await this.index.deleteAllDocuments().waitTask();
    await this.upsert(docs);
  }

  async query(keyword: string, limit: number): Promise<string[]> {
    const key = normalizeText(keyword);
    if (!key) return [];
    await this.ensureIndex();
    const answer = await this.index.search(key, {
      limit: CANDIDATES,
      attributesToRetrieve: ['id', 'title', 'secondTitle', 'productCode', 'effectivePrice'],
    });
    return rankCandidates(key, answer.hits, limit);
  }

  /** Drops the index (tests). */
  async drop(): Promise<void> {
    await this.client.deleteIndex(this.indexName).waitTask();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

function plain(doc: SearchDoc): SearchDoc {
  return {
    id: doc.id,
    title: doc.title,
    secondTitle: doc.secondTitle,
    productCode: doc.productCode,
    effectivePrice: doc.effectivePrice,
  };
}
