import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * orders.return_until: until when a delivered order may be returned, set when it is
 * delivered from the policy of that day (docs/returns.md), so a later change of
 * RETURN_WINDOW_DAYS keeps the promise already made. Orders delivered before this column
 * get the policy text's 2 days from their last delivery.
 */
export class OrderReturnUntil1732500000600 implements MigrationInterface {
  name = 'OrderReturnUntil1732500000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN return_until timestamptz NULL`);
    await queryRunner.query(`
      UPDATE orders o SET return_until = delivered.at + interval '2 days'
        FROM (SELECT order_id, max(at) AS at FROM order_status_change
               WHERE status = 'delivered' GROUP BY order_id) delivered
       WHERE delivered.order_id = o.id AND o.order_status = 'delivered'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN return_until`);
  }
}
