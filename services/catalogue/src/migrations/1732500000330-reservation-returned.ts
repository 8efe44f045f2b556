import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sold reservation can be returned: the admin rejected the paid order and its units went
 * back to stock (state "returned", once).
 */
export class ReservationReturned1732500000330 implements MigrationInterface {
  name = 'ReservationReturned1732500000330';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE stock_reservation
        DROP CONSTRAINT IF EXISTS stock_reservation_state_check,
        ADD CONSTRAINT stock_reservation_state_check
          CHECK (state IN ('reserved', 'committed', 'released', 'returned'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE stock_reservation
        DROP CONSTRAINT IF EXISTS stock_reservation_state_check,
        ADD CONSTRAINT stock_reservation_state_check
          CHECK (state IN ('reserved', 'committed', 'released'))`);
  }
}
