// Checkout shapes (docs/api-buying.md, "Checkout"). Lines and addresses come from the cart
// and account features through the page, so they are described here by what checkout reads.

export type CheckoutLine = {
  productId: string;
  colorId: string | null;
  title: string;
  productCode: string;
  image: string;
  price: number;
  salePrice: number;
  quantity: number;
  colourTitle: string;
  /** Units of this line's colour (or of the product without colours) now, when known. */
  available?: number | null;
  /** Units of the product in any colour, when known. */
  productAvailable?: number | null;
};

export type CheckoutAddress = {
  id: string;
  name: string;
  address: string;
  state: string;
  city: string;
  pincode: string;
  phone: string;
  notes?: string;
};

export type CheckoutCustomer = { id: string; name: string; email: string; phone: string };

export type PaymentProvider = 'razorpay' | 'sandbox';

export type CreatedOrder = {
  orderId: string;
  razorpayOrderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  keyId: string;
  provider: PaymentProvider | null;
};

/** What Razorpay's handler (and the sandbox) hands over after a successful payment. */
export type PaymentSuccessResponse = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type PaymentError = { code?: string; description?: string; reason?: string };

export type SandboxPayAnswer =
  { ok: true; response: PaymentSuccessResponse } | { ok: false; error: PaymentError };

export type PurchasedOrder = {
  id: string;
  totalAmount: number;
  lines: { productId: string; colorId: string | null; quantity: number }[];
};
