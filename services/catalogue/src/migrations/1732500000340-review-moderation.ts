import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Verified buyers and moderated reviews:
 * - `purchase`: who bought what, one row per paid order and product, recorded from
 *   order-paid (and removed by order-rejected); a review needs one.
 * - `review.status` (pending, approved, rejected; the reviews written before are approved)
 *   and `review.verified_buyer` (true for every review written from now on; the earlier
 *   ones could come from anyone, so they are not marked).
 * - `catalogue_setting`: the owner's switches, here `review_moderation` (on by default).
 */
export class ReviewModeration1732500000340 implements MigrationInterface {
  name = 'ReviewModeration1732500000340';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE purchase (
        order_id varchar(100) NOT NULL,
        product_id uuid NOT NULL,
        user_id varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (order_id, product_id)
      )`);
    await queryRunner.query(`CREATE INDEX purchase_buyer ON purchase (user_id, product_id)`);
    await queryRunner.query(`
      ALTER TABLE review
        ADD COLUMN status varchar(10) NOT NULL DEFAULT 'approved'
          CHECK (status IN ('pending', 'approved', 'rejected')),
        ADD COLUMN verified_buyer boolean NOT NULL DEFAULT false,
        ADD COLUMN moderated_at timestamptz`);
    await queryRunner.query(`ALTER TABLE review ALTER COLUMN status SET DEFAULT 'pending'`);
    await queryRunner.query(
      `CREATE INDEX review_status_newest ON review (status, created_at DESC, id)`,
    );
    await queryRunner.query(`
      CREATE TABLE catalogue_setting (
        key varchar(100) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `INSERT INTO catalogue_setting (key, value) VALUES ('review_moderation', 'true')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalogue_setting');
    await queryRunner.query('DROP INDEX review_status_newest');
    await queryRunner.query(
      'ALTER TABLE review DROP COLUMN status, DROP COLUMN verified_buyer, DROP COLUMN moderated_at',
    );
    await queryRunner.query('DROP TABLE purchase');
  }
}
