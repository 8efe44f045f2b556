import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type MailStatus = 'pending' | 'sent' | 'failed';

/**
 * The sent-mail log. A handler records a mail here in the transaction that marks its
 * event processed; the dispatcher sends it. One row per (event, recipient), so a
 * redelivered event never mails anyone twice.
 */
@Entity('outgoing_mail')
export class OutgoingMailEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'event_id' })
  eventId: string;

  /** welcome, password-reset, order-confirmation, … */
  @Column('varchar', { length: 60 })
  kind: string;

  @Column('varchar', { length: 254 })
  recipient: string;

  @Column('varchar', { length: 300 })
  subject: string;

  @Column('text')
  html: string;

  @Column('text')
  text: string;

  @Column('jsonb', { default: () => "'{}'::jsonb" })
  headers: Record<string, string>;

  @Column('varchar', { length: 10, default: 'pending' })
  status: MailStatus;

  @Column('int', { default: 0 })
  attempts: number;

  @Column('timestamptz', { name: 'next_attempt_at', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  @Column('varchar', { name: 'message_id', length: 300, nullable: true })
  messageId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt: Date | null;
}
