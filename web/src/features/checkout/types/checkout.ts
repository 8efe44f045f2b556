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

/** How the shopper pays: online (Razorpay or the sandbox) or cash on delivery. */
export type PaymentMethod = 'razorpay' | 'cod';

export type CreatedOrder = {
  orderId: string;
  razorpayOrderId: string;
  /** Paise (a medium-risk cash-on-delivery order's: the advance). */
  amount: number;
  currency: string;
  keyId: string;
  /**
   * 'cod': a low-risk cash-on-delivery order, stored and waiting for its e-mail
   * confirmation (nothing to pay now; `message` says where the e-mail went).
   */
  provider: PaymentProvider | 'cod' | null;
  message: string;
};

/** The risk level of a cash-on-delivery quote (docs/cash-on-delivery.md). */
export type CodLevel = 'low' | 'medium' | 'high' | 'unavailable';

/** What POST /shop/order/cod/quote answers (rupees): nothing is stored or reserved. */
export type CodQuote = {
  available: boolean;
  level: CodLevel;
  fee: number;
  /** The order's total with the fee. */
  total: number;
  /** Paid online now (medium); 0 otherwise. */
  advance: number;
  /** Cash at the door. */
  dueOnDelivery: number;
  /** The polite sentence for the shopper ('' for a plain low-risk quote). */
  message: string;
  /** Hours to confirm a low-risk order by its e-mail link. */
  confirmHours: number;
};

/** What confirming a cash-on-delivery order answers (POST /shop/order/cod/confirm). */
export type CodConfirmation = {
  message: string;
  orderId: string;
  totalAmount: number;
  dueOnDelivery: number;
  /** YYYY-MM-DD, '' when not known. */
  deliveryEarliestDate: string;
  deliveryLatestDate: string;
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
