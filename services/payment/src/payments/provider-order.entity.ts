import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type ProviderOrderStatus = 'created' | 'paid' | 'cancelled';

/** The provider's order for one shop order (created once per order id). */
@Entity('provider_order')
export class ProviderOrderEntity {
  @PrimaryColumn('varchar', { name: 'order_id', length: 100 })
  orderId: string;

  @Column('varchar', { name: 'user_id', length: 100 })
  userId: string;

  /** "razorpay" or "sandbox". */
  @Column('varchar', { length: 20 })
  provider: string;

  @Column('varchar', { name: 'razorpay_order_id', length: 60, unique: true })
  razorpayOrderId: string;

  /** Paise. */
  @Column('int')
  amount: number;

  @Column('varchar', { length: 3 })
  currency: string;

  @Column('varchar', { length: 12, default: 'created' })
  status: ProviderOrderStatus;

  @Column('varchar', { name: 'payment_id', length: 60, nullable: true })
  paymentId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
