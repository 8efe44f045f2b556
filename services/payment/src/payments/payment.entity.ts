import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A payment the provider reported: captured (at most one per order) or failed. */
@Entity('payment')
export class PaymentEntity {
  /** The provider's payment id (pay_…). */
  @PrimaryColumn('varchar', { length: 60 })
  id: string;

  @Column('varchar', { name: 'order_id', length: 100 })
  orderId: string;

  @Column('varchar', { name: 'razorpay_order_id', length: 60 })
  razorpayOrderId: string;

  @Column('int')
  amount: number;

  @Column('varchar', { length: 3 })
  currency: string;

  @Column('varchar', { length: 30, default: '' })
  method: string;

  @Column('varchar', { length: 10 })
  status: 'captured' | 'failed';

  @Column('varchar', { name: 'error_code', length: 60, default: '' })
  errorCode: string;

  @Column('text', { name: 'error_description', default: '' })
  errorDescription: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
