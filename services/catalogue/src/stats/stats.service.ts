import { SqlReader } from '@boutique/service-kit';
import { Injectable } from '@nestjs/common';
import type { GetCatalogueStatsResponse } from '@boutique/contracts/catalogue/v1/catalogue_service';
import { DataSource } from 'typeorm';

/** Figures for the admin dashboard. */
@Injectable()
export class StatsService {
  private readonly reader: SqlReader;

  constructor(dataSource: DataSource) {
    this.reader = new SqlReader(dataSource);
  }

  async stats(): Promise<GetCatalogueStatsResponse> {
    const [[totals], categories] = await Promise.all([
      this.reader.query<{ total: number; in_stock: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE total_stock > 0)::int AS in_stock
           FROM product`,
      ),
      this.reader.query<{ name: string; count: number }>(
        `SELECT c.name, count(p.id)::int AS count
           FROM category c LEFT JOIN product p ON p.category_id = c.id
          GROUP BY c.id ORDER BY c.position, c.name`,
      ),
    ]);
    return {
      totalProducts: totals.total,
      inStock: totals.in_stock,
      outOfStock: totals.total - totals.in_stock,
      categories,
    };
  }
}
