import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A campaign an admin sent; its recipients travel in newsletter-send-requested events. */
@Entity('newsletter_campaign')
export class NewsletterCampaignEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { length: 5000 })
  message: string;

  @Column('text', { name: 'flyer_url' })
  flyerUrl: string;

  @Column('varchar', { name: 'requested_by', length: 64 })
  requestedBy: string;

  @Column('int', { name: 'recipient_count' })
  recipientCount: number;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
