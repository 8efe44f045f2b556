import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A user deleted recently: their sessions went with them (cascade), so this is what tells a
 * gateway that starts afterwards to refuse their still-unexpired access tokens. Rows older
 * than a day are removed when the next deletion is recorded.
 */
@Entity('deleted_user')
export class DeletedUserEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @Column('timestamptz', { name: 'deleted_at' })
  deletedAt: Date;
}
