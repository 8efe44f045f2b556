import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** A saree. Stock lives in colour rows when it has colours (total_stock is their sum). */
@Entity('product')
export class ProductEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('varchar', { length: 200 })
  title: string;

  @Column('varchar', { name: 'second_title', length: 200, default: '' })
  secondTitle: string;

  @Column('varchar', { name: 'product_code', length: 60, default: '' })
  productCode: string;

  /** Numeric-aware sort key of the code (listing-rules codeSortKey); null without a code. */
  @Column({ type: 'text', name: 'code_sort_key', nullable: true, collation: 'C' })
  codeSortKey: string | null;

  @Column('text')
  description: string;

  @Column('uuid', { name: 'category_id' })
  categoryId: string;

  @Column('boolean', { name: 'is_new_arrival', default: false })
  isNewArrival: boolean;

  @Column('boolean', { name: 'is_featured', default: false })
  isFeatured: boolean;

  @Column('boolean', { name: 'is_watch_and_buy', default: false })
  isWatchAndBuy: boolean;

  /** Paise. */
  @Column('integer')
  price: number;

  /** Paise; 0 = no sale price. */
  @Column('integer', { name: 'sale_price', default: 0 })
  salePrice: number;

  /** Generated: sale_price when above 0, else price. */
  @Column({
    type: 'integer',
    name: 'effective_price',
    generatedType: 'STORED',
    asExpression: 'CASE WHEN sale_price > 0 THEN sale_price ELSE price END',
    insert: false,
    update: false,
  })
  effectivePrice: number;

  @Column('integer', { name: 'total_stock', default: 0 })
  totalStock: number;

  @Column('double precision', { name: 'average_review', default: 0 })
  averageReview: number;

  @Column('integer', { name: 'review_count', default: 0 })
  reviewCount: number;

  @Column('jsonb', { default: () => `'[]'` })
  images: string[];

  @Column('text', { default: '' })
  video: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
