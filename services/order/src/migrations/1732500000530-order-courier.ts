import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The courier an order was shipped with (an id of ORDER_COURIERS), its name and the
 * parcel's tracking page as they were when the admin shipped it: a later change of the
 * couriers' list leaves shipped orders' links as they were sent. Existing orders have none.
 */
export class OrderCourier1732500000530 implements MigrationInterface {
  name = 'OrderCourier1732500000530';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN courier_id text NOT NULL DEFAULT '',
        ADD COLUMN courier_name text NOT NULL DEFAULT '',
        ADD COLUMN tracking_url text NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE orders DROP COLUMN tracking_url, DROP COLUMN courier_name, DROP COLUMN courier_id`,
    );
  }
}
