import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A customer's testimonial; name and e-mail copied from the account when it was written. */
@Entity('feedback')
export class FeedbackEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'user_id', length: 64 })
  userId: string;

  @Column('varchar', { name: 'user_name', length: 200 })
  userName: string;

  @Column('varchar', { length: 254 })
  email: string;

  @Column('varchar', { length: 1000 })
  feedback: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
