import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A newsletter subscriber: e-mail unique on lower(email), a secret for the unsubscribe link. */
@Entity('subscriber')
export class SubscriberEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** Stored lower-cased and trimmed. */
  @Column('varchar', { length: 254 })
  email: string;

  /** 32 random bytes, base64url (43 characters); gone with the row once used. */
  @Column('varchar', { name: 'unsubscribe_token', length: 64, unique: true })
  unsubscribeToken: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
