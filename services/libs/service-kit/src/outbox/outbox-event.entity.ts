import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { EventEnvelope } from '../events/envelope.js';

/** An event written in the same transaction as the state change it describes. */
@Entity('outbox_event')
export class OutboxEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  seq: string;

  @Column('uuid', { unique: true })
  id: string;

  @Column('varchar')
  topic: string;

  @Column('varchar')
  type: string;

  @Column('varchar')
  subject: string;

  @Column('jsonb')
  envelope: EventEnvelope;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt: Date;

  @Column('timestamptz', { name: 'published_at', nullable: true })
  publishedAt: Date | null;

  @Column('int', { default: 0 })
  attempts: number;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;
}
