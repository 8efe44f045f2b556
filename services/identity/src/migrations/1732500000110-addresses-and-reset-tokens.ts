import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddressesAndResetTokens1732500000110 implements MigrationInterface {
  name = 'AddressesAndResetTokens1732500000110';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE address (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        address varchar(200) NOT NULL,
        state varchar(2) NOT NULL,
        city varchar(100) NOT NULL,
        pincode char(6) NOT NULL,
        phone char(10) NOT NULL,
        notes varchar(500) NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX address_user ON address (user_id)`);
    await queryRunner.query(`
      CREATE TABLE password_reset_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        consumed_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX password_reset_token_user ON password_reset_token (user_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE password_reset_token');
    await queryRunner.query('DROP TABLE address');
  }
}
