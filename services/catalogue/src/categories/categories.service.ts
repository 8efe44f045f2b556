import { Injectable } from '@nestjs/common';
import {
  inTransaction,
  Outbox,
  pgCode,
  requireAdmin,
  rows,
  RpcErrors,
  SqlReader,
} from '@boutique/service-kit';
import type { Category, CategoryInput } from '@boutique/contracts/catalogue/v1/catalogue_service';
import type { Actor } from '@boutique/contracts/common/v1/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ListingCountCache } from '../common/listing-count-cache.js';
import { isUuid, toIso } from '../common/values.js';
import { likePattern } from '../common/listing-rules.js';
import { CatalogueReadModel } from '../read-model/catalogue-read-model.js';
import { CATEGORY_MESSAGES, categoryProblem, slugify } from './category-rules.js';

interface CategoryRow {
  id: string;
  name: string;
  description: string;
  slug: string;
  image: string;
  product_count: number;
  created_at: Date;
  updated_at: Date;
}

const CATEGORY_SELECT = `
  SELECT c.id, c.name, c.description, c.slug, c.image, c.created_at, c.updated_at,
         (SELECT count(*)::int FROM product p WHERE p.category_id = c.id) AS product_count
    FROM category c`;

function toCategoryMessage(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    slug: row.slug,
    image: row.image,
    productCount: row.product_count,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

@Injectable()
export class CategoriesService {
  private readonly reader: SqlReader;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly counts: ListingCountCache,
    private readonly readModel: CatalogueReadModel,
  ) {
    this.reader = new SqlReader(dataSource);
  }

  /** Display order: the six seeded collections first, then by name. */
  async list(search: string): Promise<Category[]> {
    const text = search?.trim();
    const found = text
      ? await this.reader.query<CategoryRow>(
          `${CATEGORY_SELECT} WHERE c.name ILIKE $1 ORDER BY c.position, c.name`,
          [likePattern(text)],
        )
      : await this.reader.query<CategoryRow>(`${CATEGORY_SELECT} ORDER BY c.position, c.name`);
    return found.map(toCategoryMessage);
  }

  async get(idOrSlug: string): Promise<Category> {
    const key = idOrSlug?.trim() ?? '';
    const [row] = isUuid(key)
      ? await this.reader.query<CategoryRow>(`${CATEGORY_SELECT} WHERE c.id = $1`, [key])
      : await this.reader.query<CategoryRow>(`${CATEGORY_SELECT} WHERE c.slug = $1`, [
          key.toLowerCase(),
        ]);
    if (!row) throw RpcErrors.notFound(CATEGORY_MESSAGES.notFound);
    return toCategoryMessage(row);
  }

  async create(actor: Actor | undefined, input: CategoryInput | undefined): Promise<Category> {
    requireAdmin(actor);
    const problem = categoryProblem(input);
    if (problem || !input) throw RpcErrors.invalid(problem ?? CATEGORY_MESSAGES.nameRequired);
    const slug = slugify(input.slug?.trim() || input.name);
    if (!slug) throw RpcErrors.invalid(CATEGORY_MESSAGES.nameRequired);
    return this.write(async (manager) => {
      const [row] = await rows<{ id: string }>(
        manager,
        `INSERT INTO category (name, slug, description, image) VALUES ($1, $2, $3, $4) RETURNING id`,
        [input.name.trim(), slug, input.description.trim(), input.image?.trim() ?? ''],
      );
      return this.finishWrite(manager, row.id);
    });
  }

  async update(
    actor: Actor | undefined,
    id: string,
    input: CategoryInput | undefined,
  ): Promise<Category> {
    requireAdmin(actor);
    const problem = categoryProblem(input);
    if (problem || !input) throw RpcErrors.invalid(problem ?? CATEGORY_MESSAGES.nameRequired);
    if (!isUuid(id)) throw RpcErrors.notFound(CATEGORY_MESSAGES.notFound);
    const slug = input.slug?.trim() ? slugify(input.slug) : null;
    return this.write(async (manager) => {
      const updated = await rows<{ id: string }>(
        manager,
        `UPDATE category SET name = $2, description = $3, image = $4, slug = COALESCE($5, slug),
           updated_at = now() WHERE id = $1 RETURNING id`,
        [id, input.name.trim(), input.description.trim(), input.image?.trim() ?? '', slug || null],
      );
      if (updated.length === 0) throw RpcErrors.notFound(CATEGORY_MESSAGES.notFound);
      return this.finishWrite(manager, id);
    });
  }

  async delete(actor: Actor | undefined, id: string): Promise<void> {
    requireAdmin(actor);
    if (!isUuid(id)) throw RpcErrors.notFound(CATEGORY_MESSAGES.notFound);
    try {
      await inTransaction(this.dataSource, async (manager) => {
        const [category] = await rows<{ slug: string }>(
          manager,
          `SELECT slug FROM category WHERE id = $1 FOR UPDATE`,
          [id],
        );
        if (!category) throw RpcErrors.notFound(CATEGORY_MESSAGES.notFound);
        const [{ count }] = await rows<{ count: number }>(
          manager,
          `SELECT count(*)::int AS count FROM product WHERE category_id = $1`,
          [id],
        );
        if (count > 0)
          throw RpcErrors.failedPrecondition(CATEGORY_MESSAGES.stillHasProducts(count));
        await manager.query(`DELETE FROM category WHERE id = $1`, [id]);
        await this.outbox.add(manager, 'category-deleted', id, {
          categoryId: id,
          slug: category.slug,
        });
      });
    } catch (error) {
      if (pgCode(error) === '23503') {
        const [{ count }] = await this.reader.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM product WHERE category_id = $1`,
          [id],
        );
        throw RpcErrors.failedPrecondition(CATEGORY_MESSAGES.stillHasProducts(count));
      }
      throw error;
    }
  }

  private async write(work: (manager: EntityManager) => Promise<Category>): Promise<Category> {
    try {
      const category = await inTransaction(this.dataSource, work);
      this.counts.clear();
      // its name and slug are in its products' cards (read-your-write on this replica)
      await this.readModel.refreshCategory(category.id);
      return category;
    } catch (error) {
      if (pgCode(error) === '23505') throw RpcErrors.conflict(CATEGORY_MESSAGES.slugTaken);
      throw error;
    }
  }

  private async finishWrite(manager: EntityManager, id: string): Promise<Category> {
    const [row] = await rows<CategoryRow>(manager, `${CATEGORY_SELECT} WHERE c.id = $1`, [id]);
    await this.outbox.add(manager, 'category-upserted', id, {
      categoryId: id,
      slug: row.slug,
      name: row.name,
    });
    return toCategoryMessage(row);
  }
}
