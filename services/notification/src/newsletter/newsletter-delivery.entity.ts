import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * queued → sending (claimed, committed before the SMTP call) → sent, or back to queued
 * after a failure (failed after NEWSLETTER_MAX_ATTEMPTS). A claim never confirmed (a crash
 * mid-send) becomes unknown after 5 minutes and is never sent again.
 */
export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'unknown';

/** One recipient of one newsletter campaign (unique on campaign and lower(email)). */
@Entity('newsletter_delivery')
export class NewsletterDeliveryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('varchar', { name: 'campaign_id', length: 100 })
  campaignId: string;

  @Column('varchar', { length: 254 })
  email: string;

  @Column('varchar', { name: 'subscriber_id', length: 100, default: '' })
  subscriberId: string;

  @Column('varchar', { name: 'unsubscribe_token', length: 200 })
  unsubscribeToken: string;

  @Column('text')
  message: string;

  /** As stored by content ("/media/..." is resolved against PUBLIC_URL when sending). */
  @Column('text', { name: 'flyer_url', default: '' })
  flyerUrl: string;

  @Column('varchar', { length: 10, default: 'queued' })
  status: DeliveryStatus;

  @Column('int', { default: 0 })
  attempts: number;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  @Column('timestamptz', { name: 'claimed_at', nullable: true })
  claimedAt: Date | null;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
