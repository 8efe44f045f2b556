import { customer, type FakeRequest, type FakeResponse } from './fake-api';

// The buying calls of docs/api-buying.md for the signed-in test customer: an in-memory
// server cart, order create/capture/cancel-payment, the payment config and the sandbox
// (which, like the gateway, answers 401 without the customer's token). Use `handle` as the
// `override` of installAccountsApi or installCatalogueApi.

export type FakeCartItem = {
  productId: string;
  title: string;
  productCode?: string;
  image?: string;
  price: number;
  salePrice?: number;
  quantity: number;
  colors?: { _id: string; id: string; title: string; image?: string } | null;
  productColors?: { _id: string; id: string; title: string; inventory: number }[];
  totalStock?: number;
};

export type BuyingOptions = {
  items?: FakeCartItem[];
  provider?: 'sandbox' | 'razorpay';
  orders?: unknown[];
  /** Answer for POST /shop/order/create instead of the default success. */
  createAnswer?: (request: FakeRequest) => FakeResponse | undefined;
  /** Answer for POST /shop/order/capture instead of the default success. */
  captureAnswer?: (request: FakeRequest) => FakeResponse | undefined;
  /**
   * Answer for POST /shop/order/cod/quote (docs/cash-on-delivery.md); without it the quote
   * is not answered (a test that does not choose cash on delivery never asks for it).
   */
  codQuote?: (request: FakeRequest) => FakeResponse | undefined;
};

const ok = (body: unknown, status = 200): FakeResponse => ({ status, body });
const fail = (status: number, message: string): FakeResponse => ({
  status,
  body: { success: false, message },
});

/** An order's GST documents as the gateway answers an order without any (issue 17). */
export const NO_TAX_DOCUMENTS = {
  invoiceNumber: '',
  invoiceDate: '',
  creditNoteNumber: '',
  creditNoteDate: '',
} as const;

/** An order's refund as the gateway answers it before the provider has made one (issue 17). */
export const NO_REFUND = {
  refundedAmount: 0,
  refundedAt: '',
  refundReference: '',
} as const;

export const ORDER_ID = '5f3c2a1b-9d8e-4c7b-a6f5-0e1d2c3b4a59';
export const PROVIDER_ORDER_ID = 'order_sandbox_1';

export function fakeBuying({
  items = [],
  provider = 'sandbox',
  orders = [],
  createAnswer,
  captureAnswer,
  codQuote,
}: BuyingOptions = {}) {
  const cart = items.map((item) => ({
    productCode: '',
    image: '',
    salePrice: 0,
    totalStock: 10,
    ...item,
  }));
  // The last order placed: its lines and address (the details answer them after the cart
  // has let them go).
  let placed: { items: typeof cart; addressInfo: unknown } | null = null;
  const unit = (item: FakeCartItem) =>
    item.salePrice && item.salePrice > 0 ? item.salePrice : item.price;
  const cartBody = () => ({
    _id: 'cart-1',
    id: 'cart-1',
    userId: customer.id,
    items: cart,
    itemCount: cart.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: cart.reduce((sum, item) => sum + unit(item) * item.quantity, 0),
  });
  const colourOf = (item: FakeCartItem) => item.colors?._id ?? null;

  function handle(request: FakeRequest): FakeResponse | undefined {
    const [pathname = ''] = request.path.split('?');
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (pathname === `/shop/cart/get/${customer.id}`)
      return ok({ success: true, data: cartBody() });
    if (request.method === 'PUT' && pathname === '/shop/cart/update-cart') {
      const oldColour = (body.oldColorId as string | undefined) ?? (body.colorId as string);
      const line = cart.find(
        (item) => item.productId === body.productId && colourOf(item) === oldColour,
      );
      if (!line) return fail(404, 'Item not found in cart');
      if (typeof body.quantity === 'number') {
        if (body.quantity > (line.totalStock ?? 10)) {
          return fail(409, `Only ${line.totalStock} quantity available for this item`);
        }
        line.quantity = body.quantity;
      }
      if (body.oldColorId && body.colorId !== body.oldColorId) {
        const target = cart.find(
          (item) => item.productId === body.productId && colourOf(item) === body.colorId,
        );
        const colour = line.productColors?.find((candidate) => candidate._id === body.colorId);
        if (!colour) return fail(404, 'Selected color not found');
        if (target) {
          target.quantity += line.quantity;
          cart.splice(cart.indexOf(line), 1);
          return ok({ success: true, message: 'Items merged successfully', data: cartBody() });
        }
        line.colors = { _id: colour._id, id: colour.id, title: colour.title };
      }
      return ok({ success: true, message: 'Cart updated successfully', data: cartBody() });
    }
    const remove = new RegExp(`^/shop/cart/${customer.id}/([^/]+)(?:/([^/]+))?$`).exec(pathname);
    if (request.method === 'DELETE' && remove) {
      const index = cart.findIndex(
        (item) => item.productId === remove[1] && (colourOf(item) ?? undefined) === remove[2],
      );
      if (index < 0) return fail(404, 'Item not found in cart');
      cart.splice(index, 1);
      return ok({ success: true, message: 'Cart item deleted successfully', data: cartBody() });
    }
    if (pathname === '/payments/config') {
      return ok({ success: true, provider, keyId: provider === 'razorpay' ? 'rzp_test_key' : '' });
    }
    if (request.method === 'POST' && pathname === '/shop/order/cod/quote' && codQuote) {
      if (!request.authorization) return fail(401, 'No access token found');
      return codQuote(request);
    }
    if (request.method === 'POST' && pathname === '/shop/order/create') {
      const answered = createAnswer?.(request);
      if (answered) return answered;
      placed = { items: cart.map((item) => ({ ...item })), addressInfo: body.addressInfo ?? {} };
      return ok(
        {
          success: true,
          orderId: ORDER_ID,
          razorpayOrderId: PROVIDER_ORDER_ID,
          amount: Math.round(Number(body.totalAmount) * 100),
          currency: 'INR',
          keyId: '',
          approvalURL: null,
          provider,
          data: { id: ORDER_ID },
        },
        201,
      );
    }
    if (
      request.method === 'POST' &&
      pathname === `/sandbox/razorpay/orders/${PROVIDER_ORDER_ID}/pay`
    ) {
      if (!request.authorization) return fail(401, 'No access token found');
      return body.outcome === 'success'
        ? ok({
            razorpay_payment_id: 'pay_1',
            razorpay_order_id: PROVIDER_ORDER_ID,
            razorpay_signature: 'sig_1',
          })
        : ok({
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Payment failed',
              source: 'customer',
              step: 'payment_authorization',
              reason: 'payment_failed',
              metadata: { order_id: PROVIDER_ORDER_ID, payment_id: 'pay_1' },
            },
          });
    }
    if (request.method === 'POST' && pathname === '/shop/order/cancel-payment') {
      if (!request.authorization) return fail(401, 'No access token found');
      if (body.orderId !== ORDER_ID) return fail(404, 'Order not found');
      return ok({
        success: true,
        message: 'Payment cancelled',
        data: { id: ORDER_ID, orderStatus: 'pending', stockHeld: false },
      });
    }
    if (request.method === 'POST' && pathname === '/shop/order/capture') {
      const answered = captureAnswer?.(request);
      if (answered) return answered;
      // Like the server on order-paid: the bought lines leave the cart.
      cart.splice(0, cart.length);
      return ok({
        success: true,
        message: 'Payment captured successfully',
        data: { id: ORDER_ID },
      });
    }
    if (pathname === `/shop/order/details/${ORDER_ID}`) {
      const items = placed?.items ?? cart;
      return ok({
        success: true,
        data: {
          id: ORDER_ID,
          totalAmount: items.reduce((sum, item) => sum + unit(item) * item.quantity, 0),
          cartItems: items.map((item) => ({
            ...item,
            price: unit(item),
            colors: item.colors ?? null,
          })),
          addressInfo: placed?.addressInfo ?? {},
          cancellable: false,
          ...NO_TAX_DOCUMENTS,
          ...NO_REFUND,
        },
      });
    }
    if (pathname === `/shop/order/list/${customer.id}`) {
      // Orders are not cancellable unless the test's order says so (issue 17).
      const data = orders.map((order) => ({
        cancellable: false,
        ...NO_TAX_DOCUMENTS,
        ...NO_REFUND,
        ...(order as object),
      }));
      return ok({ success: true, data });
    }
    return undefined;
  }

  return { handle, cart };
}
