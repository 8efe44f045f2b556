import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Carts and their lines. A line is unique per user, product and colour ('' for a product
 * without colours) and never holds fewer than one unit.
 */
export class CreateCart1732500000400 implements MigrationInterface {
  name = 'CreateCart1732500000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cart (
        user_id varchar(100) PRIMARY KEY,
        id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE cart_line (
        user_id varchar(100) NOT NULL REFERENCES cart(user_id) ON DELETE CASCADE,
        product_id varchar(100) NOT NULL,
        colour_id varchar(100) NOT NULL DEFAULT '',
        quantity integer NOT NULL CHECK (quantity >= 1),
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, product_id, colour_id)
      )`);
    await queryRunner.query(`CREATE INDEX cart_line_product ON cart_line (product_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE cart_line`);
    await queryRunner.query(`DROP TABLE cart`);
  }
}
