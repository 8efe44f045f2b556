// What several browser tests make through the public API: JSON
// calls with status checks, the admin's token, a category and product of the test's own, a
// customer's paid order (sign-up, address, cart, order, sandbox payment, capture) or
// cash-on-delivery order, and the clean-up of all these. Not a test file itself (`*.e2e.ts` are).
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from './harness';

const JSON_HEADERS = { 'Content-Type': 'application/json' };

export interface Customer {
  userName: string;
  email: string;
  password: string;
}

/** A mark for what one test makes (names, codes, e-mail addresses): unique, in capitals. */
export function newTag(): string {
  return `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`.toUpperCase();
}

/** A customer of the test's own, `mailbox`@example.com with a random password. */
export function newCustomer(userName: string, mailbox: string): Customer {
  return {
    userName,
    email: `${mailbox}@example.com`,
    password: `Pw-${randomBytes(9).toString('base64url')}`,
  };
}

/** POSTs JSON and returns the answer's body, after checking its status (one of `status`). */
export async function post<T>(
  path: string,
  body: unknown,
  headers: Record<string, string>,
  status: number | readonly number[],
): Promise<T> {
  const answer = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  expect([status].flat(), `POST ${path}: ${answer.status} ${text}`).toContain(answer.status);
  return JSON.parse(text) as T;
}

export async function adminHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('the admin is not signed in');
  return { Authorization: `Bearer ${token}` };
}

/** What a test made through the admin API, for removeMade to remove; null until made. */
export interface Made {
  productId: string | null;
  categoryId: string | null;
}

export function nothingMade(): Made {
  return { productId: null, categoryId: null };
}

/**
 * A product of the test's own, made through the admin API: a category `E2E Category <tag>`
 * ("Made by the <madeBy>"), then a silk saree in it, Red, `stock` in stock (5 unless given).
 * Each is recorded in `made` as soon as it exists. Returns the product's id.
 */
export async function makeProduct(
  headers: Record<string, string>,
  made: Made,
  saree: {
    tag: string;
    madeBy: string;
    title: string;
    productCode: string;
    price: number;
    stock?: number;
  },
): Promise<string> {
  const stock = saree.stock ?? 5;
  const category = await post<{ data: { id?: string; _id?: string } }>(
    '/admin/categories/add',
    { name: `E2E Category ${saree.tag}`, description: `Made by the ${saree.madeBy}`, image: '' },
    headers,
    201,
  );
  made.categoryId = category.data.id ?? category.data._id ?? null;
  const product = await post<{ data: { id: string } }>(
    '/admin/products/add',
    {
      title: saree.title,
      productCode: saree.productCode,
      description: 'Fabric: silk',
      category: made.categoryId,
      price: saree.price,
      totalStock: stock,
      colors: [{ title: 'Red', inventory: stock }],
    },
    headers,
    201,
  );
  made.productId = product.data.id;
  return product.data.id;
}

/**
 * Best effort: removes the product and category a test made and, when `email` is given, the
 * customer with that address.
 */
export async function removeMade(page: Page, made: Made & { email?: string }): Promise<void> {
  try {
    const headers = await adminHeaders(page);
    if (made.productId) {
      await fetch(`${baseUrl}/api/admin/products/delete/${made.productId}`, {
        method: 'DELETE',
        headers,
      });
    }
    if (made.categoryId) {
      await fetch(`${baseUrl}/api/admin/categories/delete/${made.categoryId}`, {
        method: 'DELETE',
        headers,
      });
    }
    if (made.email === undefined) return;
    const answer = await fetch(
      `${baseUrl}/api/admin/users/get?search=${encodeURIComponent(made.email)}&page=1&pageSize=10`,
      { headers },
    );
    const body = (await answer.json()) as { data: { id: string; email: string }[] };
    for (const user of body.data.filter((u) => u.email === made.email)) {
      await fetch(`${baseUrl}/api/admin/users/delete/${user.id}`, { method: 'DELETE', headers });
    }
  } catch {
    // the admin never signed in, or nothing to remove
  }
}

interface CreatedOrder {
  orderId: string;
  razorpayOrderId: string;
}

/** A customer signed in with an address and the product in the server cart, ready to check out. */
interface ReadyCheckout {
  userId: string;
  auth: Record<string, string>;
  addressId: string;
  cart: { data: { id?: string; _id?: string; subtotal: number } };
}

/**
 * What the storefront does before checkout, through the public API: the customer signs up,
 * signs in, adds an address (Bengaluru 560038) and the product (`quantity` units, 1 unless
 * given) to the server cart.
 */
async function readyCheckout(
  customer: Customer,
  productId: string,
  quantity = 1,
): Promise<ReadyCheckout> {
  await post('/auth/register', customer, {}, 201);
  const login = await post<{ accessToken: string; user: { id?: string; _id?: string } }>(
    '/auth/login',
    { email: customer.email, password: customer.password },
    {},
    200,
  );
  const userId = login.user.id ?? login.user._id;
  if (!userId) throw new Error('the customer has no id');
  const auth = { Authorization: `Bearer ${login.accessToken}` };

  const address = await post<{ data: { id?: string; _id?: string } }>(
    '/shop/address/add',
    {
      userId,
      name: customer.userName,
      address: '12 MG Road, Indiranagar, Near Metro Station',
      state: 'KA',
      city: 'Bengaluru',
      pincode: '560038',
      phone: '9876543210',
      notes: 'Opposite the temple',
    },
    auth,
    201,
  );
  const addressId = address.data.id ?? address.data._id;
  if (!addressId) throw new Error('the address has no id');

  const cart = await post<{ data: { id?: string; _id?: string; subtotal: number } }>(
    '/shop/cart/add',
    { userId, productId, quantity },
    auth,
    // The contract names no status for an addition: a creating POST may answer either.
    [200, 201],
  );
  return { userId, auth, addressId, cart };
}

/** POST /api/shop/order/create for the ready cart, paid by `paymentMethod`. */
function createOrder<T>(
  customer: Customer,
  ready: ReadyCheckout,
  paymentMethod: 'razorpay' | 'cod',
): Promise<T> {
  const { userId, auth, addressId, cart } = ready;
  return post<T>(
    '/shop/order/create',
    {
      userId,
      email: customer.email,
      cartId: cart.data.id ?? cart.data._id,
      cartItems: [],
      addressInfo: { addressId },
      totalAmount: cart.data.subtotal,
      orderStatus: 'pending',
      paymentMethod,
      paymentStatus: 'pending',
      orderDate: new Date().toISOString(),
      orderUpdateDate: new Date().toISOString(),
    },
    auth,
    201,
  );
}

/**
 * What the storefront does at checkout, through the public API: the customer signs up,
 * adds an address and the product to the server cart, places the order and pays in the
 * sandbox; the capture confirms it. Returns the paid order's id. `quantity` units of the
 * product (1 unless given).
 */
export async function placePaidOrder(
  customer: Customer,
  productId: string,
  quantity = 1,
): Promise<string> {
  const ready = await readyCheckout(customer, productId, quantity);
  const { auth } = ready;
  const created = await createOrder<CreatedOrder>(customer, ready, 'razorpay');

  const paid = await post<{
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  }>(
    `/sandbox/razorpay/orders/${encodeURIComponent(created.razorpayOrderId)}/pay`,
    { outcome: 'success' },
    auth,
    200,
  );
  expect(paid.razorpay_order_id).toBe(created.razorpayOrderId);

  const captured = await post<{ data: { paymentStatus: string } }>(
    '/shop/order/capture',
    {
      orderId: created.orderId,
      paymentId: paid.razorpay_payment_id,
      signature: paid.razorpay_signature,
    },
    auth,
    200,
  );
  expect(captured.data.paymentStatus).toBe('paid');
  return created.orderId;
}

/** The answer to a cash-on-delivery checkout (docs/cash-on-delivery.md, "Checkout"). */
export interface CreatedCodOrder extends CreatedOrder {
  provider: string;
  amount: number;
  message: string;
}

/**
 * A cash-on-delivery checkout through the public API (sign-up, address, cart, the order with
 * `paymentMethod: "cod"`). Returns the checkout's answer: for a low-risk order `provider` is
 * `cod` and the order waits for its e-mail confirmation.
 */
export async function placeCodOrder(
  customer: Customer,
  productId: string,
): Promise<CreatedCodOrder> {
  const ready = await readyCheckout(customer, productId);
  return createOrder<CreatedCodOrder>(customer, ready, 'cod');
}
