import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A value kept across restarts (the sandbox's generated key and webhook secrets). */
@Entity('payment_setting')
export class PaymentSettingEntity {
  @PrimaryColumn('varchar', { length: 60 })
  name: string;

  @Column('text')
  value: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** An order at the sandbox provider (what Razorpay keeps on its side). */
@Entity('sandbox_order')
export class SandboxOrderEntity {
  /** order_ + 14 alphanumerics. */
  @PrimaryColumn('varchar', { length: 40 })
  id: string;

  @Column('int')
  amount: number;

  @Column('varchar', { length: 3 })
  currency: string;

  @Column('varchar', { length: 100, default: '' })
  receipt: string;

  @Column('varchar', { length: 12, default: 'created' })
  status: 'created' | 'attempted' | 'paid' | 'cancelled';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A payment attempt at the sandbox provider. */
@Entity('sandbox_payment')
export class SandboxPaymentEntity {
  /** pay_ + 14 alphanumerics. */
  @PrimaryColumn('varchar', { length: 40 })
  id: string;

  @Column('varchar', { name: 'order_id', length: 40 })
  orderId: string;

  @Column('int')
  amount: number;

  @Column('varchar', { length: 3 })
  currency: string;

  @Column('varchar', { length: 30 })
  method: string;

  @Column('varchar', { length: 12 })
  status: 'authorized' | 'captured' | 'failed' | 'refunded';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A refund at the sandbox provider (one per payment, in full). */
@Entity('sandbox_refund')
export class SandboxRefundEntity {
  /** rfnd_ + 14 alphanumerics. */
  @PrimaryColumn('varchar', { length: 40 })
  id: string;

  @Column('varchar', { name: 'payment_id', length: 40, unique: true })
  paymentId: string;

  @Column('int')
  amount: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** The columns of a sandbox_payment row the provider and the sandbox read with plain SQL. */
export interface SandboxPaymentRow {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
  method: string;
}
