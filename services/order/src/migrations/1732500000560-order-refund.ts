import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The refund of an order's own payment once the provider made it (payment-refunded): the
 * amount in paise, the provider's refund id and when. A cancelled or rejected paid order
 * shows it to its customer and the owner.
 */
export class OrderRefund1732500000560 implements MigrationInterface {
  name = 'OrderRefund1732500000560';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0,
        ADD COLUMN refund_reference varchar(60) NOT NULL DEFAULT '',
        ADD COLUMN refunded_at timestamptz NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE orders DROP COLUMN refunded_at, DROP COLUMN refund_reference, DROP COLUMN refunded_amount`,
    );
  }
}
