import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An event id a consumer has applied; written in the transaction of its effect. */
@Entity('processed_event')
export class ProcessedEvent {
  @PrimaryColumn('varchar')
  consumer: string;

  @PrimaryColumn('uuid', { name: 'event_id' })
  eventId: string;

  @Column('varchar', { name: 'event_type' })
  eventType: string;

  @Column('timestamptz', { name: 'processed_at', default: () => 'now()' })
  processedAt: Date;
}
