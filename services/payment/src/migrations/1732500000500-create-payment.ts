import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Provider orders (one per shop order), payments (at most one captured per order: a
 * partial unique index), the webhook log (one row per provider event id), the settings
 * (the sandbox's generated secrets) and the sandbox's own orders and payments.
 */
export class CreatePayment1732500000500 implements MigrationInterface {
  name = 'CreatePayment1732500000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_setting (
        name varchar(60) PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE provider_order (
        order_id varchar(100) PRIMARY KEY,
        user_id varchar(100) NOT NULL,
        provider varchar(20) NOT NULL,
        razorpay_order_id varchar(60) NOT NULL UNIQUE,
        amount integer NOT NULL CHECK (amount > 0),
        currency varchar(3) NOT NULL,
        status varchar(12) NOT NULL DEFAULT 'created'
          CHECK (status IN ('created', 'paid', 'cancelled')),
        payment_id varchar(60) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE payment (
        id varchar(60) PRIMARY KEY,
        order_id varchar(100) NOT NULL REFERENCES provider_order(order_id),
        razorpay_order_id varchar(60) NOT NULL,
        amount integer NOT NULL,
        currency varchar(3) NOT NULL,
        method varchar(30) NOT NULL DEFAULT '',
        status varchar(10) NOT NULL CHECK (status IN ('captured', 'failed')),
        error_code varchar(60) NOT NULL DEFAULT '',
        error_description text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX payment_one_capture_per_order ON payment (order_id) WHERE status = 'captured'`,
    );
    await queryRunner.query(`
      CREATE TABLE webhook_event (
        event_id varchar(200) PRIMARY KEY,
        event_type varchar(60) NOT NULL,
        outcome varchar(12) NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE sandbox_order (
        id varchar(40) PRIMARY KEY,
        amount integer NOT NULL CHECK (amount > 0),
        currency varchar(3) NOT NULL,
        receipt varchar(100) NOT NULL DEFAULT '',
        status varchar(12) NOT NULL DEFAULT 'created'
          CHECK (status IN ('created', 'attempted', 'paid', 'cancelled')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE sandbox_payment (
        id varchar(40) PRIMARY KEY,
        order_id varchar(40) NOT NULL REFERENCES sandbox_order(id),
        amount integer NOT NULL,
        currency varchar(3) NOT NULL,
        method varchar(30) NOT NULL,
        status varchar(12) NOT NULL CHECK (status IN ('authorized', 'captured', 'failed')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX sandbox_payment_order ON sandbox_payment (order_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'sandbox_payment',
      'sandbox_order',
      'webhook_event',
      'payment',
      'provider_order',
      'payment_setting',
    ])
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
