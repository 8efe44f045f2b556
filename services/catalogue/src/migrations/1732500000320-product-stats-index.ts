import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's figures (GetCatalogueStats) count products per category and in or out
 * of stock: an index of just those two columns lets both counts scan the index only,
 * instead of the product rows with their descriptions and pictures.
 */
export class ProductStatsIndex1732500000320 implements MigrationInterface {
  name = 'ProductStatsIndex1732500000320';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX product_stats ON product (category_id, total_stock)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX product_stats`);
  }
}
