import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A message sent with the contact form (by a guest or a customer). */
@Entity('contact')
export class ContactEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { length: 100 })
  name: string;

  @Column('varchar', { length: 254 })
  email: string;

  @Column('varchar', { length: 5000 })
  message: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
