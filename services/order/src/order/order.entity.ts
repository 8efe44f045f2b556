import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { OrderStatus, PaymentStatus } from './order-state-machine.js';

/** The shipping address as it was when the order was placed. */
export interface AddressSnapshot {
  addressId: string;
  name: string;
  address: string;
  state: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
}

/** An order; amounts in paise. */
@Entity('orders')
export class OrderEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('varchar', { name: 'user_id', length: 100 })
  userId: string;

  @Column('varchar', { length: 320 })
  email: string;

  @Column('varchar', { name: 'user_name', length: 200 })
  userName: string;

  @Column('varchar', { name: 'cart_id', length: 100 })
  cartId: string;

  @Column('timestamptz', { name: 'order_date' })
  orderDate: Date;

  @Column('timestamptz', { name: 'order_update_date' })
  orderUpdateDate: Date;

  @Column('integer', { name: 'total_amount' })
  totalAmount: number;

  @Column('varchar', { name: 'payment_method', length: 20 })
  paymentMethod: string;

  @Column('varchar', { name: 'payment_status', length: 10 })
  paymentStatus: PaymentStatus;

  @Column('varchar', { name: 'order_status', length: 12 })
  orderStatus: OrderStatus;

  @Column('varchar', { name: 'tracking_number', length: 100 })
  trackingNumber: string;

  @Column('varchar', { name: 'payment_id', length: 100 })
  paymentId: string;

  @Column('varchar', { name: 'razorpay_order_id', length: 100 })
  razorpayOrderId: string;

  @Column('jsonb', { name: 'shipping_address' })
  shippingAddress: AddressSnapshot;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  /** False while a pending order's units are back in stock (failed or cancelled payment). */
  @Column('boolean', { name: 'stock_held', default: true })
  stockHeld: boolean;

  /** When the units were last taken, or a new payment attempt began. */
  @Column('timestamptz', { name: 'stock_held_since', default: () => 'now()' })
  stockHeldSince: Date;
}
