import { Injectable } from '@nestjs/common';
import {
  inTransaction,
  Outbox,
  pgCode,
  pgConstraint,
  requireAdmin,
  rows,
  RpcErrors,
  SqlReader,
} from '@boutique/service-kit';
import type {
  ListProductsRequest,
  ListProductsResponse,
  Product,
  ProductInput,
} from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ListingCountCache } from '../common/listing-count-cache.js';
import {
  PRODUCT_SELECT,
  publishUpserted,
  toProductMessage,
  type ProductRow,
} from '../common/product.sql.js';
import { isUuid } from '../common/values.js';
import { CatalogueReadModel } from '../read-model/catalogue-read-model.js';
import { SearchService } from '../search/search.service.js';
import { crossedLow } from '../stock/stock-rules.js';
import {
  codeSortKey,
  orderByClause,
  paging,
  resolveSort,
  listingFilterOf,
  whereClause,
} from '../common/listing-rules.js';
import {
  editedInventory,
  normalizeProduct,
  PRODUCT_MESSAGES,
  productProblem,
  type NormalizedProduct,
} from './product-rules.js';

@Injectable()
export class ProductsService {
  private readonly reader: SqlReader;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly search: SearchService,
    private readonly counts: ListingCountCache,
    private readonly readModel: CatalogueReadModel,
  ) {
    this.reader = new SqlReader(dataSource);
  }

  /** The listing: filters, sort and paging in one indexed query (plus a count when paged). */
  async list(request: ListProductsRequest): Promise<ListProductsResponse> {
    const { sql: where, params } = whereClause(listingFilterOf(request));
    const { limit, offset } = paging(request.page, request.pageSize);
    const order = orderByClause(resolveSort(request.sort));
    const page = await this.reader.query<ProductRow>(
      `${PRODUCT_SELECT} ${where} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    let total: number;
    if (page.length > 0 && page.length < limit) total = offset + page.length;
    else if (page.length === 0 && offset === 0) total = 0;
    else {
      const countSql = `SELECT count(*)::int AS total FROM product p ${where}`;
      const key = `${countSql}\u0000${JSON.stringify(params)}`;
      const cached = this.counts.get(key);
      if (cached !== undefined) total = cached;
      else {
        const [count] = await this.reader.query<{ total: number }>(countSql, params);
        total = count.total;
        this.counts.set(key, total);
      }
    }
    return { products: page.map(toProductMessage), total, jsonBody: new Uint8Array(0) };
  }

  async get(id: string): Promise<Product> {
    const product = isUuid(id)
      ? (await this.reader.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = $1`, [id]))[0]
      : undefined;
    if (!product) throw RpcErrors.notFound(PRODUCT_MESSAGES.notFound);
    return toProductMessage(product);
  }

  /** Products by id in the order asked; unknown ids are left out. */
  async getMany(ids: readonly string[]): Promise<Product[]> {
    const wanted = [...new Set(ids.filter((id) => isUuid(id)))];
    if (wanted.length === 0) return [];
    const found = await this.reader.query<ProductRow>(
      `${PRODUCT_SELECT} WHERE p.id = ANY($1::uuid[])`,
      [wanted],
    );
    const byId = new Map(found.map((row) => [row.id, row]));
    return wanted.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toProductMessage(row)] : [];
    });
  }

  async related(productId: string, limit: number): Promise<Product[]> {
    if (!isUuid(productId)) throw RpcErrors.notFound(PRODUCT_MESSAGES.notFound);
    const size = limit > 0 ? Math.min(limit, 100) : 12;
    const [own] = await this.reader.query<{ category_id: string }>(
      `SELECT category_id FROM product WHERE id = $1`,
      [productId],
    );
    if (!own) throw RpcErrors.notFound(PRODUCT_MESSAGES.notFound);
    const found = await this.reader.query<ProductRow>(
      `${PRODUCT_SELECT} WHERE p.category_id = $1 AND p.id <> $2
        ORDER BY p.effective_price ASC, p.id ASC LIMIT $3`,
      [own.category_id, productId, size],
    );
    return found.map(toProductMessage);
  }

  async create(actor: Actor | undefined, input: ProductInput | undefined): Promise<Product> {
    requireAdmin(actor);
    const data = this.validate(input);
    const product = await this.write(async (manager) => {
      await this.checkReferences(manager, data);
      const [inserted] = await rows<{ id: string }>(
        manager,
        `INSERT INTO product (title, second_title, product_code, code_sort_key, description,
           category_id, is_new_arrival, is_featured, is_watch_and_buy, price, sale_price,
           images, video, no_returns, total_stock)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15)
         RETURNING id`,
        [...this.editableValues(data), data.colours.length > 0 ? 0 : data.totalStock],
      );
      for (const [position, colour] of data.colours.entries()) {
        await this.insertColour(manager, inserted.id, colour, position);
      }
      return this.finishWrite(manager, inserted.id);
    });
    this.counts.clear();
    await this.readModel.refresh([product.id]);
    await this.search.indexProduct(product.id);
    return product;
  }

  /**
   * Replaces the editable fields. Colour inventories (and a colourless product's stock) are
   * applied as deltas against the value the admin's form was loaded with, under the
   * product's lock, so reservations made meanwhile are not undone.
   */
  async update(
    actor: Actor | undefined,
    id: string,
    input: ProductInput | undefined,
  ): Promise<Product> {
    requireAdmin(actor);
    const data = this.validate(input);
    if (!isUuid(id)) throw RpcErrors.notFound(PRODUCT_MESSAGES.notFound);
    const product = await this.write(async (manager) => {
      const [current] = await rows<{ total_stock: number }>(
        manager,
        `SELECT total_stock FROM product WHERE id = $1 FOR NO KEY UPDATE`,
        [id],
      );
      if (!current) throw RpcErrors.notFound(PRODUCT_MESSAGES.notFound);
      await this.checkReferences(manager, data, id);
      const existing = await rows<{ id: string; title: string; inventory: number }>(
        manager,
        `SELECT id, title, inventory FROM colour WHERE product_id = $1 ORDER BY id`,
        [id],
      );
      const byId = new Map(existing.map((colour) => [colour.id, colour]));
      const kept = data.colours.filter((colour) => byId.has(colour.id)).map((colour) => colour.id);
      await manager.query(
        `DELETE FROM colour WHERE product_id = $1 AND NOT (id = ANY($2::uuid[]))`,
        [id, kept],
      );
      const lowColours: { id: string; title: string; inventory: number }[] = [];
      let ownStock: number | undefined;
      if (data.colours.length === 0) {
        ownStock =
          existing.length > 0
            ? data.totalStock
            : editedInventory(current.total_stock, data.totalStock, data.baseTotalStock);
        if (existing.length === 0 && crossedLow(current.total_stock, ownStock))
          lowColours.push({ id: '', title: '', inventory: ownStock });
      } else {
        if (existing.length === 0)
          await manager.query(`UPDATE product SET total_stock = 0 WHERE id = $1`, [id]);
        for (const [position, colour] of data.colours.entries()) {
          const before = byId.get(colour.id);
          if (!before) {
            await this.insertColour(manager, id, colour, position);
            continue;
          }
          const inventory = editedInventory(
            before.inventory,
            colour.inventory,
            colour.baseInventory,
          );
          await manager.query(
            `UPDATE colour SET title = $2, image = $3, position = $4, inventory = $5 WHERE id = $1`,
            [colour.id, colour.title, colour.image, position, inventory],
          );
          if (crossedLow(before.inventory, inventory))
            lowColours.push({ id: colour.id, title: colour.title, inventory });
        }
      }
      await manager.query(
        `UPDATE product SET title = $2, second_title = $3, product_code = $4, code_sort_key = $5,
           description = $6, category_id = $7, is_new_arrival = $8, is_featured = $9,
           is_watch_and_buy = $10, price = $11, sale_price = $12, images = $13::jsonb, video = $14,
           no_returns = $15, total_stock = COALESCE($16, total_stock), updated_at = now()
         WHERE id = $1`,
        [id, ...this.editableValues(data), ownStock ?? null],
      );
      for (const colour of lowColours) {
        await this.outbox.add(manager, 'stock-low', id, {
          productId: id,
          colourId: colour.id,
          title: data.title,
          colourTitle: colour.title,
          inventory: colour.inventory,
        });
      }
      return this.finishWrite(manager, id);
    });
    this.counts.clear();
    await this.readModel.refresh([product.id]);
    await this.search.indexProduct(product.id);
    return product;
  }

  async delete(actor: Actor | undefined, id: string): Promise<void> {
    requireAdmin(actor);
    if (!isUuid(id)) throw RpcErrors.notFound(PRODUCT_MESSAGES.notFound);
    await inTransaction(this.dataSource, async (manager) => {
      const [product] = await rows<{ category_id: string }>(
        manager,
        `SELECT category_id FROM product WHERE id = $1 FOR NO KEY UPDATE`,
        [id],
      );
      if (!product) throw RpcErrors.notFound(PRODUCT_MESSAGES.notFound);
      await manager.query(`DELETE FROM colour WHERE product_id = $1`, [id]);
      await manager.query(`DELETE FROM product WHERE id = $1`, [id]);
      await this.outbox.add(manager, 'product-deleted', id, {
        productId: id,
        categoryId: product.category_id,
      });
    });
    this.counts.clear();
    this.readModel.remove(id);
    await this.search.removeProduct(id);
  }

  private validate(input: ProductInput | undefined): NormalizedProduct {
    if (!input) throw RpcErrors.invalid(PRODUCT_MESSAGES.titleRequired);
    const problem = productProblem(input);
    if (problem) throw RpcErrors.invalid(problem);
    return normalizeProduct(input);
  }

  /**
   * The values of the columns create and update both write, in this order: title,
   * second_title, product_code, code_sort_key, description, category_id, is_new_arrival,
   * is_featured, is_watch_and_buy, price, sale_price, images (JSON), video, no_returns.
   */
  private editableValues(data: NormalizedProduct): unknown[] {
    return [
      data.title,
      data.secondTitle,
      data.productCode,
      codeSortKey(data.productCode),
      data.description,
      data.categoryId,
      data.isNewArrival,
      data.isFeatured,
      data.isWatchAndBuy,
      data.price,
      data.salePrice,
      JSON.stringify(data.images),
      data.video,
      data.noReturns,
    ];
  }

  /** Runs a product write; a code taken by a concurrent write is the same 409 as a checked one. */
  private async write<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(this.dataSource, work);
    } catch (error) {
      if (pgCode(error) === '23505' && pgConstraint(error) === 'product_code_unique')
        throw RpcErrors.conflict(PRODUCT_MESSAGES.codeTaken);
      if (pgCode(error) === '23503') throw RpcErrors.invalid(PRODUCT_MESSAGES.categoryNotFound);
      throw error;
    }
  }

  private async checkReferences(manager: EntityManager, data: NormalizedProduct, selfId?: string) {
    const category = isUuid(data.categoryId)
      ? await rows(manager, `SELECT 1 FROM category WHERE id = $1 FOR KEY SHARE`, [data.categoryId])
      : [];
    if (category.length === 0) throw RpcErrors.invalid(PRODUCT_MESSAGES.categoryNotFound);
    if (data.productCode) {
      const taken = await rows(
        manager,
        `SELECT 1 FROM product WHERE lower(product_code) = lower($1) AND product_code <> ''
           AND id IS DISTINCT FROM $2::uuid`,
        [data.productCode, selfId ?? null],
      );
      if (taken.length > 0) throw RpcErrors.conflict(PRODUCT_MESSAGES.codeTaken);
    }
  }

  private async insertColour(
    manager: EntityManager,
    productId: string,
    colour: NormalizedProduct['colours'][number],
    position: number,
  ) {
    await manager.query(
      `INSERT INTO colour (product_id, title, inventory, image, position) VALUES ($1, $2, $3, $4, $5)`,
      [productId, colour.title, colour.inventory, colour.image, position],
    );
  }

  /** Publishes product-upserted and reads the product back, in the write's transaction. */
  private async finishWrite(manager: EntityManager, id: string): Promise<Product> {
    const [row] = await rows<ProductRow>(manager, `${PRODUCT_SELECT} WHERE p.id = $1`, [id]);
    await publishUpserted(this.outbox, manager, [
      {
        id: row.id,
        category_id: row.category_id,
        title: row.title,
        product_code: row.product_code,
        price: row.price,
        sale_price: row.sale_price,
        total_stock: row.total_stock,
        updated_at: row.updated_at,
      },
    ]);
    return toProductMessage(row);
  }
}
