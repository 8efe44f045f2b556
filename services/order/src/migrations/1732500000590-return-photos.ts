import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A return request keeps the customer's photos (docs/returns.md): URLs of their own uploads
 * to content, at most 4.
 */
export class ReturnPhotos1732500000590 implements MigrationInterface {
  name = 'ReturnPhotos1732500000590';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE return_request ADD COLUMN photos text[] NOT NULL DEFAULT '{}'
         CONSTRAINT return_request_photos_at_most_4 CHECK (cardinality(photos) <= 4)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE return_request DROP COLUMN photos`);
  }
}
