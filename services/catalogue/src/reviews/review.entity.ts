import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** One review per customer per product. */
@Entity('review')
@Unique(['productId', 'userId'])
export class ReviewEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid', { name: 'product_id' })
  productId: string;

  @Column('varchar', { name: 'user_id', length: 100 })
  userId: string;

  @Column('varchar', { name: 'user_name', length: 100 })
  userName: string;

  @Column('text', { name: 'review_message' })
  reviewMessage: string;

  @Column('smallint', { name: 'review_value' })
  reviewValue: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
