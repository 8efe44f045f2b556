import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Testimonials wait for the owner's approval: feedback gets a status (what was there before
 * stays shown: approved; new rows start pending) and the time it was moderated; the
 * `content_setting` table keeps the owner's choices (testimonial moderation on or off).
 * Social-feed posts get a picture: its URL, pixel size (0 when unknown) and alt text.
 */
export class ModerateFeedbackAndFeedImages1732500000320 implements MigrationInterface {
  name = 'ModerateFeedbackAndFeedImages1732500000320';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE feedback
        ADD COLUMN status varchar(16) NOT NULL DEFAULT 'approved'
          CONSTRAINT feedback_status_known CHECK (status IN ('pending', 'approved', 'rejected')),
        ADD COLUMN moderated_at timestamptz`);
    await queryRunner.query(`ALTER TABLE feedback ALTER COLUMN status SET DEFAULT 'pending'`);
    await queryRunner.query(
      `CREATE INDEX feedback_status_created_at ON feedback (status, created_at DESC)`,
    );

    await queryRunner.query(`
      CREATE TABLE content_setting (
        key varchar(64) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_by varchar(64),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);

    await queryRunner.query(`
      ALTER TABLE feed_post
        ADD COLUMN image text NOT NULL DEFAULT '',
        ADD COLUMN image_width integer NOT NULL DEFAULT 0,
        ADD COLUMN image_height integer NOT NULL DEFAULT 0,
        ADD COLUMN alt varchar(200) NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE feed_post DROP COLUMN alt, DROP COLUMN image_height,
         DROP COLUMN image_width, DROP COLUMN image`,
    );
    await queryRunner.query(`DROP TABLE content_setting`);
    await queryRunner.query(`DROP INDEX feedback_status_created_at`);
    await queryRunner.query(`ALTER TABLE feedback DROP COLUMN moderated_at, DROP COLUMN status`);
  }
}
