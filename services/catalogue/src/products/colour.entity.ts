import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A colour of a product with its own inventory (CHECK inventory >= 0). */
@Entity('colour')
export class ColourEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'product_id' })
  productId: string;

  @Column('varchar', { length: 100 })
  title: string;

  @Column('integer')
  inventory: number;

  @Column('text', { default: '' })
  image: string;

  @Column('integer', { default: 0 })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
