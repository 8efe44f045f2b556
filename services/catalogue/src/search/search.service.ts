import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { logger } from '@boutique/service-kit';
import type { Product } from '@boutique/contracts/catalogue/v1/catalogue_service';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '../products/product-rules.js';
import {
  PRODUCT_SELECT,
  SEARCH_DOC_SELECT,
  toProductMessage,
  toSearchDoc,
  type ProductRow,
  type SearchDocRow,
} from '../products/product-row.js';
import { SqlReader } from '../database/sql.js';
import { SEARCH_INDEX, type SearchIndex } from './search-index.js';
import { searchLimit } from './search-ranking.js';

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
  ) {
    this.reader = new SqlReader(dataSource);
  }

  async onApplicationBootstrap() {
    await this.rebuild();
  }

  async onModuleDestroy() {
    await this.index.close();
  }

  async rebuild(): Promise<number> {
    const docs = (await this.reader.query<SearchDocRow>(SEARCH_DOC_SELECT)).map(toSearchDoc);
    await this.index.replaceAll(docs);
    logger().info({ products: docs.length, index: this.index.kind }, 'search index built');
    return docs.length;
  }

  /** Ranked products for a keyword, at most `limit` (0 means 50). */
  async search(keyword: string, limit: number): Promise<Product[]> {
    const ids = await this.index.query(keyword, searchLimit(limit));
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
        ? await manager.query<SearchDocRow[]>(query, [id])
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
