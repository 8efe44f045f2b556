import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The webhook log: one row per provider event id, so a redelivered event is a duplicate. */
@Entity('webhook_event')
export class WebhookEventEntity {
  @PrimaryColumn('varchar', { name: 'event_id', length: 200 })
  eventId: string;

  @Column('varchar', { name: 'event_type', length: 60 })
  eventType: string;

  /** "applied" or "ignored". */
  @Column('varchar', { length: 12 })
  outcome: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;
}
