import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Banners, the social feed, feedback, contact messages, newsletter subscribers and campaigns. */
export class CreateContentFeatures1732500000310 implements MigrationInterface {
  name = 'CreateContentFeatures1732500000310';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE banner (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        image text NOT NULL,
        description varchar(500) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(`CREATE INDEX banner_created_at ON banner (created_at)`);

    await queryRunner.query(`
      CREATE TABLE feed_post (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY,
        post_url text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT feed_post_url_unique UNIQUE (post_url)
      )`);
    await queryRunner.query(`CREATE INDEX feed_post_seq ON feed_post (seq)`);

    await queryRunner.query(`
      CREATE TABLE feedback (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id varchar(64) NOT NULL,
        user_name varchar(200) NOT NULL,
        email varchar(254) NOT NULL,
        feedback varchar(1000) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(`CREATE INDEX feedback_created_at ON feedback (created_at)`);

    await queryRunner.query(`
      CREATE TABLE contact (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        message varchar(5000) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await queryRunner.query(`CREATE INDEX contact_created_at ON contact (created_at)`);

    await queryRunner.query(`
      CREATE TABLE subscriber (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        unsubscribe_token varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT subscriber_unsubscribe_token_unique UNIQUE (unsubscribe_token)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX subscriber_email_unique ON subscriber (lower(email))`,
    );
    await queryRunner.query(`CREATE INDEX subscriber_created_at ON subscriber (created_at)`);

    await queryRunner.query(`
      CREATE TABLE newsletter_campaign (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        message varchar(5000) NOT NULL,
        flyer_url text NOT NULL,
        requested_by varchar(64) NOT NULL,
        recipient_count int NOT NULL CHECK (recipient_count > 0),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'newsletter_campaign',
      'subscriber',
      'contact',
      'feedback',
      'feed_post',
      'banner',
    ])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
