import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One row per user: gives the cart its stable id (created on first use). */
@Entity('cart')
export class CartEntity {
  @PrimaryColumn('varchar', { name: 'user_id', length: 100 })
  userId: string;

  @Column('uuid', { unique: true, default: () => 'gen_random_uuid()' })
  id: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
