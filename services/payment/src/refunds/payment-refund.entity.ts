import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type RefundStatus = 'requested' | 'refunded' | 'failed';

/** Why the shop gives a captured payment back. */
export type RefundReason =
  'order-cancelled' | 'order-rejected' | 'second-payment' | 'amount-mismatch';

/**
 * A refund of a captured payment the shop does not keep: one row per payment id ever,
 * requested in the transaction that decides it and made at the provider by RefundsService.
 */
@Entity('payment_refund')
export class PaymentRefundEntity {
  /** The provider's payment id (pay_…). */
  @PrimaryColumn('varchar', { name: 'payment_id', length: 60 })
  paymentId: string;

  @Column('varchar', { name: 'order_id', length: 100 })
  orderId: string;

  /** Paise. */
  @Column('int')
  amount: number;

  @Column('varchar', { length: 40 })
  reason: RefundReason;

  @Column('varchar', { length: 10, default: 'requested' })
  status: RefundStatus;

  @Column('varchar', { name: 'provider_refund_id', length: 60, nullable: true })
  providerRefundId: string | null;

  /** The provider's last refusal. */
  @Column('text', { default: '' })
  error: string;

  @Column('int', { default: 0 })
  attempts: number;

  /** When the next attempt may run (backoff after a failure). */
  @Column('timestamptz', { name: 'next_attempt_at', default: () => 'now()' })
  nextAttemptAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
