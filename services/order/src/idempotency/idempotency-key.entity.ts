import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The first answer of an order creation made with an Idempotency-Key, per user. */
@Entity('idempotency_key')
export class IdempotencyKeyEntity {
  @PrimaryColumn('varchar', { name: 'user_id', length: 100 })
  userId: string;

  @PrimaryColumn('varchar', { length: 200 })
  key: string;

  @Column('varchar', { name: 'request_hash', length: 200 })
  requestHash: string;

  @Column('uuid', { name: 'order_id', nullable: true })
  orderId: string | null;

  @Column('jsonb', { nullable: true })
  response: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
