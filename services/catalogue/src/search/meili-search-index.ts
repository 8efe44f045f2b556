import { randomBytes } from 'node:crypto';
import { logger } from '@boutique/service-kit';
import {
  Meilisearch,
  type EnqueuedTaskPromise,
  type Index,
  type IndexSwap,
  type Task,
} from 'meilisearch';
import type { SearchIndex } from './search-index.js';
import {
  normalizePage,
  normalizeText,
  rankCandidates,
  type SearchDoc,
  type SearchPage,
  type SearchResult,
  searchDocOf,
} from './search-ranking.js';

/**
 * How many Meilisearch hits are ranked by the shared tiers before the page is cut (more
 * when the page reaches further), and the most ever asked for: Meilisearch's own default
 * cap on how far a search pages (`pagination.maxTotalHits`).
 */
const CANDIDATES = 300;
const MAX_CANDIDATES = 1000;
const BATCH = 5000;
/** How long one task may take (a 5,000-document batch on a busy server: well under this). */
const TASK_TIMEOUT_MS = 120_000;

const SETTINGS = {
  searchableAttributes: ['productCode', 'title', 'secondTitle'],
  sortableAttributes: ['effectivePrice'],
};

/** A Meilisearch task that ended failed (or canceled): what it was for and its error. */
export class MeiliTaskError extends Error {
  constructor(
    readonly what: string,
    readonly task: Pick<Task, 'uid' | 'status' | 'error'>,
    readonly documentIds: readonly string[] = [],
  ) {
    super(
      `Meilisearch task ${task.uid} (${what}) ${task.status}: ${task.error?.code ?? 'no code'}: ${task.error?.message ?? 'no message'}`,
    );
    this.name = 'MeiliTaskError';
  }
}

/**
 * The production search adapter (chosen when MEILI_URL is set). Meilisearch finds the
 * candidates (typo-tolerant on title, second title and code); the shared rankCandidates
 * orders them, so the answer matches the embedded adapter.
 *
 * Every write waits for its task and checks how it ended: a failed task is an error naming
 * the documents (logged with their ids by the caller). replaceAll never empties the live
 * index: it builds a new index beside it and swaps the two (one atomic Meilisearch task),
 * then drops the old one, so searches answer the old documents until the new ones are all
 * in. Its caller (SearchService.rebuild) holds the reindex lock, so replicas do not build
 * at once.
 */
export class MeiliSearchIndex implements SearchIndex {
  readonly kind = 'meilisearch';
  /** One index shared by every catalogue replica: rebuilt under the reindex lock. */
  readonly shared = true;
  private readonly client: Meilisearch;
  private readonly index: Index<SearchDoc>;
  private readonly indexName: string;
  private ready: Promise<void> | undefined;

  constructor(options: { url: string; apiKey?: string; indexName: string }) {
    this.client = new Meilisearch({ host: options.url, apiKey: options.apiKey });
    this.index = this.client.index<SearchDoc>(options.indexName);
    this.indexName = options.indexName;
  }

  /** Waits for a task; a failed or canceled one is a MeiliTaskError. */
  private async settle(
    enqueued: EnqueuedTaskPromise,
    what: string,
    documentIds: readonly string[] = [],
    accept: (task: Task) => boolean = () => false,
  ): Promise<Task> {
    const task = await enqueued.waitTask({ timeout: TASK_TIMEOUT_MS });
    if (task.status !== 'succeeded' && !accept(task))
      throw new MeiliTaskError(what, task, documentIds);
    return task;
  }

  /** Creates the index (if missing) with the search settings. */
  private async prepare(name: string): Promise<void> {
    await this.settle(
      this.client.createIndex(name, { primaryKey: 'id' }),
      `create index ${name}`,
      [],
      (task) => task.error?.code === 'index_already_exists',
    );
    await this.settle(
      this.client.index(name).updateSettings(SETTINGS),
      `settings of index ${name}`,
    );
  }

  private ensureIndex(): Promise<void> {
    this.ready ??= this.prepare(this.indexName).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  async upsert(docs: readonly SearchDoc[]): Promise<void> {
    await this.ensureIndex();
    await this.addAll(this.index, docs, { isolate: false });
  }

  /**
   * Adds documents in batches, each task checked. With `isolate`, a failed batch is tried
   * again one document at a time, so one bad document is logged by its id and the others
   * still go in; answers the ids that failed.
   */
  private async addAll(
    index: Index<SearchDoc>,
    docs: readonly SearchDoc[],
    { isolate }: { isolate: boolean },
  ): Promise<string[]> {
    const failed: string[] = [];
    for (let start = 0; start < docs.length; start += BATCH) {
      const batch = docs.slice(start, start + BATCH);
      const ids = batch.map((doc) => doc.id);
      try {
        await this.settle(
          index.addDocuments(batch.map(searchDocOf)),
          `add documents to ${index.uid}`,
          ids,
        );
      } catch (error) {
        if (!isolate || !(error instanceof MeiliTaskError)) throw error;
        logger().warn(
          { err: error, index: index.uid, documents: ids.length },
          'search index batch failed; adding its documents one by one',
        );
        for (const doc of batch) {
          try {
            await this.settle(
              index.addDocuments([searchDocOf(doc)]),
              `add document to ${index.uid}`,
              [doc.id],
            );
          } catch (single) {
            if (!(single instanceof MeiliTaskError)) throw single;
            logger().error(
              { err: single, index: index.uid, productId: doc.id, task: single.task.uid },
              'search index rejected a document',
            );
            failed.push(doc.id);
          }
        }
      }
    }
    return failed;
  }

  async remove(id: string): Promise<void> {
    await this.ensureIndex();
    await this.settle(this.index.deleteDocument(id), `delete document from ${this.indexName}`, [
      id,
    ]);
  }

  /**
   * Builds `<index>_build_<random>` from the documents, swaps it with the live index (one
   * atomic task: searches see the old documents, then the new ones, never none) and drops
   * the old one. A document Meilisearch rejects is logged by its id and left out; any other
   * failure drops the new index and leaves the live one as it was.
   */
  async replaceAll(docs: readonly SearchDoc[]): Promise<void> {
    await this.ensureIndex();
    await this.dropUnfinishedBuilds();
    const next = `${this.indexName}_build_${randomBytes(4).toString('hex')}`;
    try {
      await this.prepare(next);
      const failed = await this.addAll(this.client.index<SearchDoc>(next), docs, {
        isolate: true,
      });
      if (failed.length > 0)
        logger().error(
          { index: this.indexName, rejected: failed.length, productIds: failed.slice(0, 50) },
          'search reindex left out the documents Meilisearch rejected',
        );
      // `rename` is left out: Meilisearch before 1.18 refuses unknown fields.
      const swap = { indexes: [this.indexName, next] } as unknown as IndexSwap;
      await this.settle(this.client.swapIndexes([swap]), `swap ${this.indexName} with ${next}`);
    } finally {
      // after the swap `next` holds the old documents; before it, the unfinished build
      await this.settle(this.client.deleteIndex(next), `delete index ${next}`).catch(
        (error: unknown) =>
          logger().warn({ err: error, index: next }, 'search reindex left an index behind'),
      );
    }
  }

  /** Builds a replica left behind when it died mid-reindex (the caller holds the lock). */
  private async dropUnfinishedBuilds(): Promise<void> {
    const prefix = `${this.indexName}_build_`;
    const { results } = await this.client.getIndexes({ limit: 1000 });
    for (const { uid } of results.filter((index) => index.uid.startsWith(prefix))) {
      logger().warn({ index: uid }, 'dropping an unfinished search reindex');
      await this.settle(this.client.deleteIndex(uid), `delete index ${uid}`);
    }
  }

  /**
   * Meilisearch finds the candidates (its first max(300, offset + limit) hits, at most
   * 1,000), rankCandidates orders them and cuts the page. `total` is Meilisearch's
   * `estimatedTotalHits` (exact below its cap on how far a search pages, 1,000 by default),
   * never less than the hits it answered.
   */
  async query(keyword: string, page: SearchPage): Promise<SearchResult> {
    const key = normalizeText(keyword);
    if (!key) return { ids: [], total: 0 };
    const { offset, limit } = normalizePage(page);
    await this.ensureIndex();
    const answer = await this.index.search(key, {
      limit: Math.min(MAX_CANDIDATES, Math.max(CANDIDATES, offset + limit)),
      attributesToRetrieve: ['id', 'title', 'secondTitle', 'productCode', 'effectivePrice'],
    });
    const ranked = rankCandidates(key, answer.hits, { offset, limit });
    return { ids: ranked.ids, total: Math.max(ranked.total, answer.estimatedTotalHits ?? 0) };
  }

  /** Drops the index (tests). */
  async drop(): Promise<void> {
    await this.settle(this.client.deleteIndex(this.indexName), `delete index ${this.indexName}`);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
