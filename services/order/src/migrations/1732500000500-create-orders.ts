import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders with their line snapshots, shipping address snapshot (JSONB), status history and
 * the idempotency keys of order creation.
 */
export class CreateOrders1732500000500 implements MigrationInterface {
  name = 'CreateOrders1732500000500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE orders (
        id uuid PRIMARY KEY,
        user_id varchar(100) NOT NULL,
        email varchar(320) NOT NULL DEFAULT '',
        user_name varchar(200) NOT NULL DEFAULT '',
        cart_id varchar(100) NOT NULL DEFAULT '',
        order_date timestamptz NOT NULL DEFAULT now(),
        order_update_date timestamptz NOT NULL DEFAULT now(),
        total_amount integer NOT NULL CHECK (total_amount >= 0),
        payment_method varchar(20) NOT NULL DEFAULT 'razorpay',
        payment_status varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (payment_status IN ('pending', 'paid', 'failed')),
        order_status varchar(12) NOT NULL DEFAULT 'pending'
          CHECK (order_status IN ('pending', 'confirmed', 'inProcess', 'inShipping',
                                  'delivered', 'rejected', 'cancelled')),
        tracking_number varchar(100) NOT NULL DEFAULT '',
        payment_id varchar(100) NOT NULL DEFAULT '',
        razorpay_order_id varchar(100) NOT NULL DEFAULT '',
        shipping_address jsonb NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX orders_by_user ON orders (user_id, order_date DESC)`);
    await queryRunner.query(
      `CREATE INDEX orders_paid ON orders (order_date DESC, id DESC) WHERE payment_status = 'paid'`,
    );
    await queryRunner.query(
      `CREATE INDEX orders_unpaid_expiry ON orders (expires_at)
         WHERE order_status = 'pending' AND payment_status <> 'paid'`,
    );

    await queryRunner.query(`
      CREATE TABLE order_line (
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        position integer NOT NULL,
        product_id varchar(100) NOT NULL,
        colour_id varchar(100) NOT NULL DEFAULT '',
        title varchar(200) NOT NULL,
        product_code varchar(60) NOT NULL DEFAULT '',
        colour_title varchar(100) NOT NULL DEFAULT '',
        image text NOT NULL DEFAULT '',
        quantity integer NOT NULL CHECK (quantity > 0),
        price integer NOT NULL CHECK (price >= 0),
        line_total integer NOT NULL CHECK (line_total >= 0),
        PRIMARY KEY (order_id, position)
      )`);

    await queryRunner.query(`
      CREATE TABLE order_status_change (
        id bigserial PRIMARY KEY,
        order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        status varchar(12) NOT NULL,
        at timestamptz NOT NULL DEFAULT clock_timestamp(),
        tracking_number varchar(100) NOT NULL DEFAULT ''
      )`);
    await queryRunner.query(
      `CREATE INDEX order_status_change_by_order ON order_status_change (order_id, id)`,
    );

    await queryRunner.query(`
      CREATE TABLE idempotency_key (
        user_id varchar(100) NOT NULL,
        key varchar(200) NOT NULL,
        request_hash varchar(200) NOT NULL,
        -- Set in the transaction that stores the order (the row is claimed first).
        order_id uuid NULL,
        response jsonb NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE idempotency_key`);
    await queryRunner.query(`DROP TABLE order_status_change`);
    await queryRunner.query(`DROP TABLE order_line`);
    await queryRunner.query(`DROP TABLE orders`);
  }
}
