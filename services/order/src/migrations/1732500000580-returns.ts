import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Returns after delivery (docs/returns.md):
 * - order_line.on_sale and no_returns: the line was bought at a sale price, or its product
 *   was flagged not returnable (catalogue's no_returns) when it was bought;
 * - return_request: one per order (UNIQUE order_id), its lines as asked (jsonb snapshot of
 *   the order lines with the quantity returned), the owner's steps and the refund.
 */
export class Returns1732500000580 implements MigrationInterface {
  name = 'Returns1732500000580';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE order_line ADD COLUMN on_sale boolean NOT NULL DEFAULT false,
         ADD COLUMN no_returns boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`
      CREATE TABLE return_request (
        id uuid PRIMARY KEY,
        order_id uuid NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
        user_id varchar(100) NOT NULL,
        status varchar(10) NOT NULL DEFAULT 'requested'
          CHECK (status IN ('requested', 'approved', 'rejected', 'received', 'refunded', 'replaced')),
        reason varchar(20) NOT NULL
          CHECK (reason IN ('damaged', 'defective', 'wrong-item', 'not-as-described')),
        note varchar(1000) NOT NULL DEFAULT '',
        lines jsonb NOT NULL,
        items_amount integer NOT NULL CHECK (items_amount > 0),
        shipping_reimbursement integer NOT NULL DEFAULT 0 CHECK (shipping_reimbursement >= 0),
        deduction integer NOT NULL DEFAULT 0 CHECK (deduction >= 0),
        refund_amount integer NOT NULL DEFAULT 0 CHECK (refund_amount >= 0),
        resolution varchar(12) NOT NULL DEFAULT ''
          CHECK (resolution IN ('', 'refund', 'replacement')),
        owner_note varchar(1000) NOT NULL DEFAULT '',
        requested_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz NULL,
        received_at timestamptz NULL,
        resolved_at timestamptz NULL,
        refunded_at timestamptz NULL,
        refund_reference varchar(100) NOT NULL DEFAULT ''
      )`);
    await queryRunner.query(
      `CREATE INDEX return_request_newest ON return_request (requested_at DESC, id DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS return_request`);
    await queryRunner.query(
      `ALTER TABLE order_line DROP COLUMN IF EXISTS on_sale, DROP COLUMN IF EXISTS no_returns`,
    );
  }
}
