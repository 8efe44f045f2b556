import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A mail's attachments (the order confirmation's GST invoice): a JSON array of
 * { filename, contentType, content (base64) }; '[]' for a mail without any.
 */
export class OutgoingMailAttachments1732500000220 implements MigrationInterface {
  name = 'OutgoingMailAttachments1732500000220';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE outgoing_mail ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE outgoing_mail DROP COLUMN attachments`);
  }
}
