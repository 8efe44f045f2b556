import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cash on delivery (docs/cash-on-delivery.md):
 * - orders: the COD side of an order (status, fee, advance, the confirmation token's
 *   SHA-256, when confirmed, the cash collected, when it came back refused) and the risk
 *   level with its reasons as assessed at checkout;
 * - cod_settings: the owner's one row (jsonb: the fields are read and checked as a whole
 *   by cod-settings.ts, and defaults fill what a later version adds).
 * The partial indexes serve the risk assessment's history reads (per customer, per pincode).
 */
export class CashOnDelivery1732500000570 implements MigrationInterface {
  name = 'CashOnDelivery1732500000570';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE orders
        ADD COLUMN cod_status varchar(30) NOT NULL DEFAULT '',
        ADD COLUMN cod_fee integer NOT NULL DEFAULT 0,
        ADD COLUMN cod_advance integer NOT NULL DEFAULT 0,
        ADD COLUMN cod_token_hash varchar(64) NOT NULL DEFAULT '',
        ADD COLUMN cod_confirmed_at timestamptz NULL,
        ADD COLUMN cash_collected integer NOT NULL DEFAULT 0,
        ADD COLUMN cash_collected_at timestamptz NULL,
        ADD COLUMN rto_at timestamptz NULL,
        ADD COLUMN risk_level varchar(10) NOT NULL DEFAULT '',
        ADD COLUMN risk_reasons jsonb NOT NULL DEFAULT '[]'::jsonb`);
    // payment_status cod: a confirmed COD order whose cash is due at delivery (paid once
    // collected). The owner's order list reads paid and cod orders, newest first.
    await queryRunner.query(`
      ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check,
        ADD CONSTRAINT orders_payment_status_check
          CHECK (payment_status IN ('pending', 'paid', 'failed', 'cod'))`);
    await queryRunner.query(
      `CREATE INDEX orders_settled ON orders (order_date DESC, id DESC)
        WHERE payment_status IN ('paid', 'cod')`,
    );
    await queryRunner.query(
      `CREATE INDEX orders_cod_user ON orders (user_id) WHERE payment_method = 'cod'`,
    );
    await queryRunner.query(
      `CREATE INDEX orders_cod_pincode ON orders ((shipping_address->>'pincode'))
        WHERE cod_status IN ('collected', 'rto')`,
    );
    await queryRunner.query(`
      CREATE TABLE cod_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        settings jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS cod_settings`);
    await queryRunner.query(`DROP INDEX IF EXISTS orders_cod_pincode`);
    await queryRunner.query(`DROP INDEX IF EXISTS orders_cod_user`);
    await queryRunner.query(`DROP INDEX IF EXISTS orders_settled`);
    await queryRunner.query(`
      ALTER TABLE orders DROP CONSTRAINT orders_payment_status_check,
        ADD CONSTRAINT orders_payment_status_check
          CHECK (payment_status IN ('pending', 'paid', 'failed'))`);
    await queryRunner.query(`
      ALTER TABLE orders
        DROP COLUMN risk_reasons, DROP COLUMN risk_level, DROP COLUMN rto_at,
        DROP COLUMN cash_collected_at, DROP COLUMN cash_collected, DROP COLUMN cod_confirmed_at,
        DROP COLUMN cod_token_hash, DROP COLUMN cod_advance, DROP COLUMN cod_fee,
        DROP COLUMN cod_status`);
  }
}
