import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers upload photos for their return requests (docs/returns.md): content counts a
 * customer's uploads of the last day (the daily cap) and finds a file by its uploader.
 */
export class MediaFileUploader1732500000330 implements MigrationInterface {
  name = 'MediaFileUploader1732500000330';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX media_file_uploaded_by_created_at ON media_file (uploaded_by, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX media_file_uploaded_by_created_at');
  }
}
