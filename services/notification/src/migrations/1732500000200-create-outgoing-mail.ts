import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateOutgoingMail1732500000200 implements MigrationInterface {
  name = 'CreateOutgoingMail1732500000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outgoing_mail (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL,
        kind varchar(60) NOT NULL,
        recipient varchar(254) NOT NULL,
        subject varchar(300) NOT NULL,
        html text NOT NULL,
        text text NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}'::jsonb,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text NULL,
        message_id varchar(300) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz NULL,
        UNIQUE (event_id, recipient)
      )`);
    await queryRunner.query(
      `CREATE INDEX outgoing_mail_due ON outgoing_mail (next_attempt_at) WHERE status = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE outgoing_mail');
  }
}
