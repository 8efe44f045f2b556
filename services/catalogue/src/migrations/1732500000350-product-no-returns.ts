import type { MigrationInterface, QueryRunner } from 'typeorm';

/** product.no_returns: the owner's flag for a product that can't be returned (docs/returns.md). */
export class ProductNoReturns1732500000350 implements MigrationInterface {
  name = 'ProductNoReturns1732500000350';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE product ADD COLUMN no_returns boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE product DROP COLUMN IF EXISTS no_returns`);
  }
}
