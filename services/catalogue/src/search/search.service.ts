import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { logger, rows, SqlReader } from '@boutique/service-kit';
import type { Product } from '@boutique/contracts/catalogue/v1/catalogue_service';
import { DataSource, type EntityManager } from 'typeorm';
import { PRODUCT_SELECT, toProductMessage, type ProductRow } from '../common/product.sql.js';
import { isUuid } from '../common/values.js';
import { CatalogueReadModel } from '../read-model/catalogue-read-model.js';
import { SEARCH_INDEX, type SearchIndex } from './search-index.js';
import { searchLimit, type SearchDoc } from './search-ranking.js';

/** Columns the search index keeps. */
const SEARCH_DOC_SELECT = `
  SELECT id, title, second_title, product_code, effective_price FROM product`;

interface SearchDocRow {
  id: string;
  title: string;
  second_title: string;
  product_code: string;
  effective_price: number;
}

function toSearchDoc(row: SearchDocRow): SearchDoc {
  return {
    id: row.id,
    title: row.title,
    secondTitle: row.second_title,
    productCode: row.product_code,
    effectivePrice: row.effective_price,
  };
}

/** A page of search cards: 24 unless asked, at most 100. */
export const SEARCH_PAGE_SIZE = 24;
const MAX_SEARCH_PAGE_SIZE = 100;

/** Advisory lock key of the shared index's rebuild (catalogue's database). */
const REINDEX_LOCK = 0x5ea4c4;

/**
 * Product search over the configured SearchIndex. The index is rebuilt from the database
 * at start and follows product-upserted / product-deleted (and the writes of this instance
 * directly, so an admin sees an edit in search at once).
 */
@Injectable()
export class SearchService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly reader: SqlReader;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SEARCH_INDEX) private readonly index: SearchIndex,
    private readonly readModel: CatalogueReadModel,
  ) {
    this.reader = new SqlReader(dataSource);
  }

  /** One index every replica shares (Meilisearch), not one per process. */
  get shared(): boolean {
    return this.index.shared;
  }

  async onApplicationBootstrap() {
    await this.rebuild();
  }

  async onModuleDestroy() {
    await this.index.close();
  }

  /**
   * Rebuilds the index from the database; answers how many products went in, or -1 when
   * another replica is rebuilding the shared index right now (its build serves this one).
   * A shared index (Meilisearch) is rebuilt under a PostgreSQL advisory lock in catalogue's
   * database, held by this process's session: replicas starting together build it once, and
   * a replica that dies mid-build frees the lock with its connection. Products changed while
   * the build ran (by any replica's events) are written again once it is swapped in.
   */
  async rebuild(): Promise<number> {
    if (!this.index.shared) return this.build();
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [
        REINDEX_LOCK,
      ])) as { locked: boolean }[];
      if (!locked) {
        logger().info(
          { index: this.index.kind },
          'search index: another replica is rebuilding it; not rebuilding here',
        );
        return -1;
      }
      try {
        return await this.build();
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [REINDEX_LOCK]);
      }
    } finally {
      await runner.release();
    }
  }

  private async build(): Promise<number> {
    const [{ started }] = await this.reader.query<{ started: Date }>('SELECT now() AS started');
    const docs = (await this.reader.query<SearchDocRow>(SEARCH_DOC_SELECT)).map(toSearchDoc);
    await this.index.replaceAll(docs);
    if (this.index.shared) {
      // Changed while the new index was built: the old one got them, the new one may not.
      // updated_at is its transaction's start, so a minute of margin covers edits begun
      // before the snapshot and committed after it.
      const changed = (
        await this.reader.query<SearchDocRow>(
          `${SEARCH_DOC_SELECT} WHERE updated_at >= $1::timestamptz - interval '1 minute'`,
          [started],
        )
      ).map(toSearchDoc);
      if (changed.length > 0) await this.index.upsert(changed);
    }
    logger().info({ products: docs.length, index: this.index.kind }, 'search index built');
    return docs.length;
  }

  /**
   * A page of ranked cards from the read model (no database query): `limit` 0 means 24, at
   * most 100 (from `offset` in the ranked order); `total` counts every match.
   */
  async cards(
    keyword: string,
    offset: number,
    limit: number,
  ): Promise<{ json: Buffer; total: number }> {
    const size = limit > 0 ? Math.min(Math.floor(limit), MAX_SEARCH_PAGE_SIZE) : SEARCH_PAGE_SIZE;
    const skip = offset > 0 ? Math.floor(offset) : 0;
    const trimmed = keyword.trim();
    if (!trimmed) return { json: await this.readModel.cards([]), total: 0 };
    const { ids, total } = await this.index.query(trimmed, { offset: skip, limit: size });
    return { json: await this.readModel.cards(ids), total };
  }

  /** Ranked products for a keyword, at most `limit` (0 means 50). */
  async search(keyword: string, limit: number): Promise<Product[]> {
    const { ids } = await this.index.query(keyword, { offset: 0, limit: searchLimit(limit) });
    if (ids.length === 0) return [];
    const found = await this.reader.query<ProductRow>(
      `${PRODUCT_SELECT} WHERE p.id = ANY($1::uuid[])`,
      [ids],
    );
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProductMessage(row)] : [];
    });
  }

  /**
   * Re-reads one product into the index (with the event's transaction when called from a
   * handler); a product that is gone is removed. Index failures are logged, never thrown
   * at the write that caused them: the next event or restart heals the index.
   */
  async indexProduct(id: string, manager?: EntityManager): Promise<void> {
    try {
      if (!isUuid(id)) return;
      const query = `${SEARCH_DOC_SELECT} WHERE id = $1`;
      const [row] = manager
        ? await rows<SearchDocRow>(manager, query, [id])
        : await this.reader.query<SearchDocRow>(query, [id]);
      if (row) await this.index.upsert([toSearchDoc(row)]);
      else await this.index.remove(id);
    } catch (error) {
      logger().warn({ err: error, productId: id }, 'search index update failed');
    }
  }

  async removeProduct(id: string): Promise<void> {
    try {
      await this.index.remove(id);
    } catch (error) {
      logger().warn({ err: error, productId: id }, 'search index removal failed');
    }
  }
}
