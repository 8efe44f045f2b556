import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a pending order holds its units in stock: a failed or cancelled payment gives
 * them back at once (stock_held false), a new attempt or the capture takes them again.
 * stock_held_since is when the units were last taken (or a new attempt began): a
 * payment-failed for a payment made before it releases, a late one for an older attempt
 * does not. Existing orders hold their stock as before.
 */
export class OrderStockHeld1732500000520 implements MigrationInterface {
  name = 'OrderStockHeld1732500000520';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN stock_held boolean NOT NULL DEFAULT true,
        ADD COLUMN stock_held_since timestamptz NOT NULL DEFAULT now()`);
    // A customer's open orders, read on every checkout (reuse and release).
    await queryRunner.query(
      `CREATE INDEX orders_user_pending ON orders (user_id) WHERE order_status = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX orders_user_pending`);
    await queryRunner.query(
      `ALTER TABLE orders DROP COLUMN stock_held_since, DROP COLUMN stock_held`,
    );
  }
}
