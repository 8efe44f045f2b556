// What the buying-related system specs do again and again, through the public API as the
// owner and a shopper would: a saree of the owner's, bought and paid in the sandbox, and
// waiting for something the stack does a moment later. Not a spec itself (the runner takes
// *.system-spec.js).
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { http, unique, type Shopper } from './shoppers.js';
import { str, type Json } from '../fixtures/http.js';

/** Polls `probe` until it answers something other than undefined (or fails after `ms`). */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

export interface Saree {
  id: string;
  colourId: string;
  title: string;
}

/**
 * The owner adds a saree of the first category with one Red colour of `units` units, at
 * `price` rupees; its id goes into `made` for the spec to delete afterwards.
 */
export async function newSaree(
  admin: string,
  made: string[],
  { units, price, label }: { units: number; price: number; label: string },
): Promise<Saree> {
  const categories = await http.get('/api/shop/categories/get');
  const category = str((categories.json.data as unknown as Json[])[0].id);
  const title = `${label} Saree ${unique()}`;
  const created = await http.post(
    '/api/admin/products/add',
    {
      title,
      description: `Fabric: silk. For the ${label.toLowerCase()} system spec.`,
      category,
      price,
      salePrice: 0,
      productCode: `${label.slice(0, 3)}${unique()}`.toUpperCase(),
      colors: [{ title: 'Red', inventory: units, image: '' }],
      image: [],
    },
    { token: admin },
  );
  assert.equal(created.status, 201, created.text);
  const product = created.json.data;
  made.push(str(product.id));
  return {
    id: str(product.id),
    colourId: str((product.colors as unknown as Json[])[0].id),
    title,
  };
}

/** The owner ships the order with the first courier and a fresh tracking number. */
export async function ship(admin: string, orderId: string) {
  const couriers = await http.get('/api/admin/orders/couriers', { token: admin });
  const courierId = str((couriers.json.data as unknown as Json[])[0].id);
  const shipped = await http.put(
    `/api/admin/orders/update/${orderId}`,
    { orderStatus: 'inShipping', trackingNumber: `AWB${unique()}`, courierId },
    { token: admin },
  );
  assert.equal(shipped.status, 200, shipped.text);
}

/** The owner ships the order, then marks it delivered. */
export async function deliver(admin: string, orderId: string) {
  await ship(admin, orderId);
  const delivered = await http.put(
    `/api/admin/orders/update/${orderId}`,
    { orderStatus: 'delivered' },
    { token: admin },
  );
  assert.equal(delivered.status, 200, delivered.text);
}

/** The units of `saree`'s colour the shop shows now (read past the catalogue cache). */
export async function inventoryOf(saree: Saree): Promise<number> {
  const answer = await http.get(`/api/shop/products/get/${saree.id}?fresh=${unique()}`);
  const colour = (answer.json.data.colors as unknown as Json[]).find(
    (c) => str(c.id) === saree.colourId,
  );
  return colour!.inventory as unknown as number;
}

/**
 * The shopper buys `quantity` units of `saree` to their saved address, pays in the
 * sandbox and captures: answers the order as the capture answered it, and the payment id.
 */
export async function buyAndPay(shopper: Shopper, saree: Saree, quantity = 1) {
  const created = await http.post(
    '/api/shop/order/create',
    {
      userId: shopper.id,
      cartItems: [{ productId: saree.id, colors: { _id: saree.colourId }, quantity }],
      addressInfo: { addressId: shopper.addressId },
    },
    { token: shopper.token },
  );
  assert.equal(created.status, 201, created.text);
  return payInSandbox(shopper, created.json);
}

/**
 * The shopper pays a checkout's answer (`orderId`, `razorpayOrderId`) in the sandbox and
 * captures: answers the order as the capture answered it, and the payment id.
 */
export async function payInSandbox(shopper: Shopper, checkout: Json) {
  const orderId = str(checkout.orderId);
  const paid = await http.post(
    `/api/sandbox/razorpay/orders/${str(checkout.razorpayOrderId)}/pay`,
    { outcome: 'success' },
    { token: shopper.token },
  );
  assert.equal(paid.status, 200, paid.text);
  const captured = await http.post(
    '/api/shop/order/capture',
    {
      orderId,
      paymentId: str(paid.json.razorpay_payment_id),
      signature: str(paid.json.razorpay_signature),
    },
    { token: shopper.token },
  );
  assert.equal(captured.status, 200, captured.text);
  return { orderId, paymentId: str(paid.json.razorpay_payment_id), order: captured.json.data };
}
