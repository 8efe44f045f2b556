import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds: payment_refund (one per payment id, retried while requested or failed) and the
 * sandbox's own refunds (sandbox_refund; a sandbox payment can become refunded).
 */
export class PaymentRefund1732500000600 implements MigrationInterface {
  name = 'PaymentRefund1732500000600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_refund (
        payment_id varchar(60) PRIMARY KEY,
        order_id varchar(100) NOT NULL,
        amount integer NOT NULL CHECK (amount > 0),
        reason varchar(40) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'requested'
          CHECK (status IN ('requested', 'refunded', 'failed')),
        provider_refund_id varchar(60) NULL,
        error text NOT NULL DEFAULT '',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX payment_refund_due ON payment_refund (next_attempt_at)
        WHERE status IN ('requested', 'failed')`,
    );
    await queryRunner.query(`CREATE INDEX payment_refund_order ON payment_refund (order_id)`);
    await queryRunner.query(`
      ALTER TABLE sandbox_payment DROP CONSTRAINT sandbox_payment_status_check,
        ADD CONSTRAINT sandbox_payment_status_check
          CHECK (status IN ('authorized', 'captured', 'failed', 'refunded'))`);
    await queryRunner.query(`
      CREATE TABLE sandbox_refund (
        id varchar(40) PRIMARY KEY,
        payment_id varchar(40) NOT NULL UNIQUE REFERENCES sandbox_payment(id),
        amount integer NOT NULL CHECK (amount > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS sandbox_refund`);
    await queryRunner.query(
      `UPDATE sandbox_payment SET status = 'captured' WHERE status = 'refunded'`,
    );
    await queryRunner.query(`
      ALTER TABLE sandbox_payment DROP CONSTRAINT sandbox_payment_status_check,
        ADD CONSTRAINT sandbox_payment_status_check
          CHECK (status IN ('authorized', 'captured', 'failed'))`);
    await queryRunner.query(`DROP TABLE IF EXISTS payment_refund`);
  }
}
