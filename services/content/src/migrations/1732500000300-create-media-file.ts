import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMediaFile1732500000300 implements MigrationInterface {
  name = 'CreateMediaFile1732500000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE media_file (
        id uuid PRIMARY KEY,
        kind varchar(10) NOT NULL CHECK (kind IN ('image', 'video')),
        prefix text NOT NULL UNIQUE,
        keys text[] NOT NULL,
        url text NOT NULL,
        content_type varchar(100) NOT NULL,
        width int NOT NULL DEFAULT 0,
        height int NOT NULL DEFAULT 0,
        widths int[] NOT NULL DEFAULT '{}',
        size int NOT NULL CHECK (size >= 0),
        original_size int NOT NULL CHECK (original_size >= 0),
        source_format varchar(20) NOT NULL,
        uploaded_by uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX media_file_created_at ON media_file (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE media_file');
  }
}
