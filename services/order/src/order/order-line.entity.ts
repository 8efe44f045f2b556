import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A line as sold: catalogue's snapshot at order time; prices in paise. */
@Entity('order_line')
export class OrderLineEntity {
  @PrimaryColumn('uuid', { name: 'order_id' })
  orderId: string;

  @PrimaryColumn('integer')
  position: number;

  @Column('varchar', { name: 'product_id', length: 100 })
  productId: string;

  @Column('varchar', { name: 'colour_id', length: 100 })
  colourId: string;

  @Column('varchar', { length: 200 })
  title: string;

  @Column('varchar', { name: 'product_code', length: 60 })
  productCode: string;

  @Column('varchar', { name: 'colour_title', length: 100 })
  colourTitle: string;

  @Column('text')
  image: string;

  @Column('integer')
  quantity: number;

  @Column('integer')
  price: number;

  @Column('integer', { name: 'line_total' })
  lineTotal: number;
}
