import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** returned: sold, then given back (the admin rejected the paid order). */
export type ReservationState = 'reserved' | 'committed' | 'released' | 'returned';

/** A line as reserved: the unit taken (colour, or '' for a product without colours). */
export interface ReservedLine {
  productId: string;
  colourId: string;
  quantity: number;
}

/** Stock held for an order; the id is the order's reservation id. */
@Entity('stock_reservation')
export class ReservationEntity {
  @PrimaryColumn('varchar', { length: 100 })
  id: string;

  @Column('varchar', { length: 10 })
  state: ReservationState;

  @Column('jsonb', { default: () => `'[]'` })
  lines: ReservedLine[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
