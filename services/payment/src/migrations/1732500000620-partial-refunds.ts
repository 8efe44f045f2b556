import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partial refunds (a return's, docs/returns.md):
 * - payment_refund gets its own id: the payment id for a whole refund (every row so far),
 *   "return-{id}" for a return's part; a payment may now have several refunds, each once;
 * - sandbox_refund keys a refund by the shop's refund id (a repeat answers the first),
 *   and a payment may have several; it becomes refunded only once refunded in full.
 */
export class PartialRefunds1732500000620 implements MigrationInterface {
  name = 'PartialRefunds1732500000620';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payment_refund ADD COLUMN id varchar(100) NULL`);
    await queryRunner.query(`UPDATE payment_refund SET id = payment_id`);
    await queryRunner.query(`
      ALTER TABLE payment_refund ALTER COLUMN id SET NOT NULL,
        DROP CONSTRAINT payment_refund_pkey,
        ADD PRIMARY KEY (id)`);
    await queryRunner.query(`CREATE INDEX payment_refund_payment ON payment_refund (payment_id)`);
    await queryRunner.query(`ALTER TABLE sandbox_refund ADD COLUMN refund_key varchar(100) NULL`);
    await queryRunner.query(`UPDATE sandbox_refund SET refund_key = payment_id`);
    await queryRunner.query(`
      ALTER TABLE sandbox_refund ALTER COLUMN refund_key SET NOT NULL,
        ADD CONSTRAINT sandbox_refund_key UNIQUE (refund_key),
        DROP CONSTRAINT sandbox_refund_payment_id_key`);
    await queryRunner.query(`CREATE INDEX sandbox_refund_payment ON sandbox_refund (payment_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS sandbox_refund_payment`);
    await queryRunner.query(`DELETE FROM sandbox_refund WHERE refund_key <> payment_id`);
    await queryRunner.query(`
      ALTER TABLE sandbox_refund DROP CONSTRAINT sandbox_refund_key,
        ADD CONSTRAINT sandbox_refund_payment_id_key UNIQUE (payment_id),
        DROP COLUMN refund_key`);
    await queryRunner.query(`DELETE FROM payment_refund WHERE id <> payment_id`);
    await queryRunner.query(`DROP INDEX IF EXISTS payment_refund_payment`);
    await queryRunner.query(`
      ALTER TABLE payment_refund DROP CONSTRAINT payment_refund_pkey,
        ADD PRIMARY KEY (payment_id), DROP COLUMN id`);
  }
}
