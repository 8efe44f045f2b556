import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Categories, products, colours with per-colour inventory, stock reservations and reviews.
 * Stock can never go below zero: CHECK constraints on colour.inventory and
 * product.total_stock, and every decrement is a conditional UPDATE. product.total_stock
 * follows the colours through a trigger applying each inventory change as a delta, so it
 * stays the sum under any concurrency.
 */
export class CreateCatalogue1732500000300 implements MigrationInterface {
  name = 'CreateCatalogue1732500000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE category (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        slug varchar(120) NOT NULL UNIQUE,
        description text NOT NULL DEFAULT '',
        image text NOT NULL DEFAULT '',
        position integer NOT NULL DEFAULT 1000,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX category_display_order ON category (position, name)`);

    await queryRunner.query(`
      CREATE TABLE product (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(200) NOT NULL,
        second_title varchar(200) NOT NULL DEFAULT '',
        product_code varchar(60) NOT NULL DEFAULT '',
        code_sort_key text COLLATE "C" NULL,
        description text NOT NULL,
        category_id uuid NOT NULL REFERENCES category(id) ON DELETE RESTRICT,
        is_new_arrival boolean NOT NULL DEFAULT false,
        is_featured boolean NOT NULL DEFAULT false,
        is_watch_and_buy boolean NOT NULL DEFAULT false,
        price integer NOT NULL CHECK (price > 0),
        sale_price integer NOT NULL DEFAULT 0 CHECK (sale_price >= 0),
        effective_price integer GENERATED ALWAYS AS
          (CASE WHEN sale_price > 0 THEN sale_price ELSE price END) STORED,
        total_stock integer NOT NULL DEFAULT 0 CHECK (total_stock >= 0),
        average_review double precision NOT NULL DEFAULT 0,
        review_count integer NOT NULL DEFAULT 0,
        images jsonb NOT NULL DEFAULT '[]',
        video text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX product_code_unique ON product (lower(product_code)) WHERE product_code <> ''`,
    );
    // One index per listing order, and per category for the collection pages.
    await queryRunner.query(`CREATE INDEX product_price ON product (effective_price, id)`);
    await queryRunner.query(
      `CREATE INDEX product_category_price ON product (category_id, effective_price, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX product_code_asc ON product (code_sort_key ASC NULLS LAST, id ASC)`,
    );
    await queryRunner.query(
      `CREATE INDEX product_code_desc ON product (code_sort_key DESC NULLS LAST, id DESC)`,
    );
    await queryRunner.query(`CREATE INDEX product_newest ON product (created_at DESC, id DESC)`);
    await queryRunner.query(
      `CREATE INDEX product_new_arrival ON product (effective_price, id) WHERE is_new_arrival`,
    );
    await queryRunner.query(
      `CREATE INDEX product_featured ON product (effective_price, id) WHERE is_featured`,
    );
    await queryRunner.query(
      `CREATE INDEX product_out_of_stock ON product (effective_price, id) WHERE total_stock <= 0`,
    );
    await queryRunner.query(
      `CREATE INDEX product_reviewed ON product (review_count) WHERE review_count > 0`,
    );

    await queryRunner.query(`
      CREATE TABLE colour (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        title varchar(100) NOT NULL,
        inventory integer NOT NULL CHECK (inventory >= 0),
        image text NOT NULL DEFAULT '',
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX colour_product ON colour (product_id, position, id)`);
    await queryRunner.query(
      `CREATE INDEX colour_out_of_stock ON colour (product_id) WHERE inventory <= 0`,
    );
    await queryRunner.query(`
      CREATE FUNCTION colour_total_stock() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE product SET total_stock = total_stock + NEW.inventory WHERE id = NEW.product_id;
        ELSIF TG_OP = 'UPDATE' THEN
          IF NEW.inventory <> OLD.inventory THEN
            UPDATE product SET total_stock = total_stock + NEW.inventory - OLD.inventory
              WHERE id = NEW.product_id;
          END IF;
        ELSE
          UPDATE product SET total_stock = total_stock - OLD.inventory WHERE id = OLD.product_id;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER colour_total_stock AFTER INSERT OR UPDATE OF inventory OR DELETE ON colour
        FOR EACH ROW EXECUTE FUNCTION colour_total_stock()`);

    await queryRunner.query(`
      CREATE TABLE stock_reservation (
        id varchar(100) PRIMARY KEY,
        state varchar(10) NOT NULL CHECK (state IN ('reserved', 'committed', 'released')),
        lines jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE review (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES product(id) ON DELETE CASCADE,
        user_id varchar(100) NOT NULL,
        user_name varchar(100) NOT NULL,
        review_message text NOT NULL,
        review_value smallint NOT NULL CHECK (review_value BETWEEN 1 AND 5),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (product_id, user_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX review_product_newest ON review (product_id, created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE review');
    await queryRunner.query('DROP TABLE stock_reservation');
    await queryRunner.query('DROP TABLE colour');
    await queryRunner.query('DROP FUNCTION colour_total_stock');
    await queryRunner.query('DROP TABLE product');
    await queryRunner.query('DROP TABLE category');
  }
}
