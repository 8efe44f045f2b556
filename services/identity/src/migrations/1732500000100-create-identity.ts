import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateIdentity1732500000100 implements MigrationInterface {
  name = 'CreateIdentity1732500000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE app_user (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL UNIQUE,
        password_hash text NOT NULL,
        role varchar(10) NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
        phone varchar(20) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE refresh_token_family (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz NULL,
        revoked_reason varchar(40) NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX refresh_token_family_user ON refresh_token_family (user_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE refresh_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        family_id uuid NOT NULL REFERENCES refresh_token_family(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX refresh_token_family_id ON refresh_token (family_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE refresh_token');
    await queryRunner.query('DROP TABLE refresh_token_family');
    await queryRunner.query('DROP TABLE app_user');
  }
}
