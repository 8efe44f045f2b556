import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A line of a user's cart: only what the customer chose. Titles, prices, images and stock
 * are read from catalogue for every answer.
 */
@Entity('cart_line')
@Index('cart_line_product', ['productId'])
export class CartLineEntity {
  @PrimaryColumn('varchar', { name: 'user_id', length: 100 })
  userId: string;

  @PrimaryColumn('varchar', { name: 'product_id', length: 100 })
  productId: string;

  /** '' for a product without colours. */
  @PrimaryColumn('varchar', { name: 'colour_id', length: 100, default: '' })
  colourId: string;

  /** CHECK (quantity >= 1). */
  @Column('integer')
  quantity: number;

  @Column('timestamptz', { name: 'added_at', default: () => 'now()' })
  addedAt: Date;
}
