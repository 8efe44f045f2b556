import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One newsletter delivery per (campaign, e-mail): queued by the newsletter-send-requested
 * handler, claimed ('sending') and sent in batches by the newsletter sender.
 */
export class CreateNewsletterDelivery1732500000210 implements MigrationInterface {
  name = 'CreateNewsletterDelivery1732500000210';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE newsletter_delivery (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        campaign_id varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        subscriber_id varchar(100) NOT NULL DEFAULT '',
        unsubscribe_token varchar(200) NOT NULL,
        message text NOT NULL,
        flyer_url text NOT NULL DEFAULT '',
        status varchar(10) NOT NULL DEFAULT 'queued'
          CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'unknown')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text NULL,
        claimed_at timestamptz NULL,
        sent_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX newsletter_delivery_once ON newsletter_delivery (campaign_id, lower(email))`,
    );
    await queryRunner.query(
      `CREATE INDEX newsletter_delivery_queued ON newsletter_delivery (created_at, id)
         WHERE status = 'queued'`,
    );
    await queryRunner.query(
      `CREATE INDEX newsletter_delivery_sending ON newsletter_delivery (claimed_at)
         WHERE status = 'sending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE newsletter_delivery');
  }
}
