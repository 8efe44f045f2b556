import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why a cancelled order was cancelled: 'customer' (its customer cancelled it before it was
 * shipped), 'expired' (unpaid past its window) or 'sold-out' (paid after its units went to
 * another shopper). Orders cancelled before this column existed keep '' (their reason was
 * not recorded).
 */
export class OrderCancelReason1732500000540 implements MigrationInterface {
  name = 'OrderCancelReason1732500000540';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE orders ADD COLUMN cancel_reason varchar(20) NOT NULL DEFAULT ''`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN cancel_reason`);
  }
}
