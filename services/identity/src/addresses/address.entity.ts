import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('address')
export class AddressEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('varchar', { length: 100 })
  name: string;

  @Column('varchar', { length: 200 })
  address: string;

  /** ISO 3166-2:IN code without prefix. */
  @Column('varchar', { length: 2 })
  state: string;

  @Column('varchar', { length: 100 })
  city: string;

  @Column('char', { length: 6 })
  pincode: string;

  @Column('char', { length: 10 })
  phone: string;

  /** Landmark. */
  @Column('varchar', { length: 500, default: '' })
  notes: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
