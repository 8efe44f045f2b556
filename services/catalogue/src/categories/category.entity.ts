import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A collection of sarees (the six seeded ones first). Read and written with SQL in the services. */
@Entity('category')
export class CategoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('varchar', { length: 100 })
  name: string;

  @Column('varchar', { length: 120, unique: true })
  slug: string;

  @Column('text', { default: '' })
  description: string;

  @Column('text', { default: '' })
  image: string;

  /** Display order: 1..6 for the seeded collections, 1000 for the admin's own. */
  @Column('integer', { default: 1000 })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
