import type {
  CheckoutAddress,
  CheckoutCustomer,
  CheckoutLine,
  PaymentMethod,
} from '../types/checkout';

// The order-create body as the storefront sends it (docs/api-buying.md, "Checkout"). The server reads only the lines'
// product, colour and quantity, the address id and the total (to compare with its own).

export function checkoutUnitPrice(line: Pick<CheckoutLine, 'price' | 'salePrice'>): number {
  return line.salePrice > 0 ? line.salePrice : line.price;
}

/** Rupees, to the paisa. */
export function checkoutTotal(lines: readonly CheckoutLine[]): number {
  const paise = lines.reduce(
    (sum, line) => sum + Math.round(checkoutUnitPrice(line) * 100) * line.quantity,
    0,
  );
  return paise / 100;
}

/** The lines as the order create (and the cash-on-delivery quote) sends them. */
export function orderCartItems(lines: readonly CheckoutLine[]): Record<string, unknown>[] {
  return lines.map((line) => ({
    productId: line.productId,
    title: line.title,
    image: line.image,
    price: checkoutUnitPrice(line),
    quantity: line.quantity,
    productCode: line.productCode,
    colors: line.colorId ? { _id: line.colorId, title: line.colourTitle } : null,
  }));
}

export function orderCreateBody({
  customer,
  lines,
  cartId,
  address,
  now,
  paymentMethod = 'razorpay',
}: {
  customer: CheckoutCustomer;
  lines: readonly CheckoutLine[];
  cartId: string;
  address: CheckoutAddress;
  now: Date;
  /** 'cod': cash on delivery (the server assesses it again and may refuse it, 409). */
  paymentMethod?: PaymentMethod;
}): Record<string, unknown> {
  const stamp = now.toISOString();
  return {
    userId: customer.id,
    email: customer.email,
    cartId,
    cartItems: orderCartItems(lines),
    addressInfo: {
      addressId: address.id,
      name: address.name,
      address: address.address,
      state: address.state,
      city: address.city,
      pincode: address.pincode,
      phone: address.phone,
      notes: address.notes ?? '',
    },
    totalAmount: checkoutTotal(lines),
    orderStatus: 'pending',
    paymentMethod,
    paymentStatus: 'pending',
    orderDate: stamp,
    orderUpdateDate: stamp,
  };
}

/**
 * The cash-on-delivery quote's body: what the order create would send about the basket
 * (docs/cash-on-delivery.md: `{ addressId, cartItems, totalAmount }`).
 */
export function codQuoteBody(
  lines: readonly CheckoutLine[],
  address: Pick<CheckoutAddress, 'id'>,
): { addressId: string; cartItems: Record<string, unknown>[]; totalAmount: number } {
  return {
    addressId: address.id,
    cartItems: orderCartItems(lines),
    totalAmount: checkoutTotal(lines),
  };
}
