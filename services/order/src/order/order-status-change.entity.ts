import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One step of an order's status history (with the tracking number it had then). */
@Entity('order_status_change')
export class OrderStatusChangeEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column('uuid', { name: 'order_id' })
  orderId: string;

  @Column('varchar', { length: 12 })
  status: string;

  @Column('timestamptz')
  at: Date;

  @Column('varchar', { name: 'tracking_number', length: 100 })
  trackingNumber: string;
}
