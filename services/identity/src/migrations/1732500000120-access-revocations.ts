import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The durable record of ended access tokens: revoked sessions (by time) and deleted users. */
export class AccessRevocations1732500000120 implements MigrationInterface {
  name = 'AccessRevocations1732500000120';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX refresh_token_family_revoked ON refresh_token_family (revoked_at) WHERE revoked_at IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE deleted_user (
        user_id uuid PRIMARY KEY,
        deleted_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX deleted_user_deleted_at ON deleted_user (deleted_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE deleted_user');
    await queryRunner.query('DROP INDEX refresh_token_family_revoked');
  }
}
