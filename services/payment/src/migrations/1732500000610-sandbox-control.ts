import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sandbox's switches, shared by every payment replica: `refund-outage` (while on, the
 * sandbox refuses refunds as Razorpay does when the account's balance is too low), so the
 * owner and the tests can see a failed refund and retry it.
 */
export class SandboxControl1732500000610 implements MigrationInterface {
  name = 'SandboxControl1732500000610';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sandbox_control (
        name varchar(40) PRIMARY KEY,
        enabled boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS sandbox_control`);
  }
}
