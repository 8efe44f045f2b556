import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export type Role = 'admin' | 'user';

@Entity('app_user')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('varchar', { name: 'user_name', length: 100 })
  userName: string;

  /** Stored trimmed and lower-cased; unique. */
  @Column('varchar', { length: 254, unique: true })
  email: string;

  @Column('text', { name: 'password_hash' })
  passwordHash: string;

  @Column('varchar', { length: 10, default: 'user' })
  role: Role;

  @Column('varchar', { length: 20, nullable: true })
  phone: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
