import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * GST tax invoices (docs/gst-invoices.md):
 * - order_line.category_id: the product's category when sold (its GST rule);
 * - tax_settings: the owner's one row (legal name, GSTIN, address, state, invoice prefix,
 *   the default HSN and rate); category_tax: a category's own HSN and rate;
 * - invoice_counter: the last number of each series (prefix and financial year), taken
 *   under its row lock in the transaction that issues, so numbers have no gaps;
 * - invoice: one invoice and at most one credit note per order, with the document as
 *   issued (jsonb), never changed afterwards.
 */
export class GstInvoices1732500000550 implements MigrationInterface {
  name = 'GstInvoices1732500000550';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE order_line ADD COLUMN category_id varchar(100) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`
      CREATE TABLE tax_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        legal_name varchar(200) NOT NULL,
        gstin varchar(15) NOT NULL,
        address text NOT NULL,
        state_code varchar(2) NOT NULL,
        invoice_prefix varchar(10) NOT NULL,
        hsn_code varchar(8) NOT NULL,
        rate_bp integer NOT NULL,
        threshold integer NOT NULL DEFAULT 0,
        rate_above_bp integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE category_tax (
        category_id varchar(100) PRIMARY KEY,
        hsn_code varchar(8) NOT NULL,
        rate_bp integer NOT NULL,
        threshold integer NOT NULL DEFAULT 0,
        rate_above_bp integer NOT NULL DEFAULT 0
      )`);
    await queryRunner.query(`
      CREATE TABLE invoice_counter (
        series varchar(40) PRIMARY KEY,
        last_number integer NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE invoice (
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        kind varchar(12) NOT NULL CHECK (kind IN ('invoice', 'credit-note')),
        number varchar(40) NOT NULL UNIQUE,
        issued_on date NOT NULL,
        document jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (order_id, kind)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS invoice`);
    await queryRunner.query(`DROP TABLE IF EXISTS invoice_counter`);
    await queryRunner.query(`DROP TABLE IF EXISTS category_tax`);
    await queryRunner.query(`DROP TABLE IF EXISTS tax_settings`);
    await queryRunner.query(`ALTER TABLE order_line DROP COLUMN category_id`);
  }
}
