import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox and the processed-event (inbox) tables every service has. */
export class CreateServiceKitTables1732500000000 implements MigrationInterface {
  name = 'CreateServiceKitTables1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS outbox_event (
        seq bigserial PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        topic varchar(200) NOT NULL,
        type varchar(200) NOT NULL,
        subject varchar(200) NOT NULL,
        envelope jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz NULL,
        attempts integer NOT NULL DEFAULT 0,
        last_error text NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS outbox_event_unpublished ON outbox_event (seq) WHERE published_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS processed_event (
        consumer varchar(200) NOT NULL,
        event_id uuid NOT NULL,
        event_type varchar(200) NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS processed_event');
    await queryRunner.query('DROP TABLE IF EXISTS outbox_event');
  }
}
