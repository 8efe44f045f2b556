/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- the gateway's JSON answers are read loosely here; their shapes are what the callers check */
// A shopper and an owner driving a running stack through its public REST API, as the
// storefront and the admin console do: used by the checkout bench and the saga's system
// spec. Plain fetch; every call answers status and JSON, failing calls are not thrown
// unless asked (`expectOk`).
import { randomBytes } from 'node:crypto';

export interface ApiAnswer {
  status: number;
  // The gateway's JSON envelope.
  json: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- loosely read JSON
  ms: number;
}

export interface Shopper {
  id: string;
  email: string;
  userName: string;
  accessToken: string;
  addressId: string;
}

export interface CreatedOrder {
  orderId: string;
  razorpayOrderId: string;
  amount: number;
}

/** The address every scripted shopper saves (a real Bengaluru address shape). */
export const SHOPPER_ADDRESS = {
  name: 'Priya Sharma',
  address: '12, MG Road, Indiranagar',
  state: 'KA',
  city: 'Bengaluru',
  pincode: '560038',
  phone: '9876543210',
  notes: 'Near the metro station',
} as const;

const unique = () => `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

export class ShopClient {
  constructor(private readonly baseUrl: string) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer> {
    const started = performance.now();
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let json: ApiAnswer['json'];
    try {
      json = text ? (JSON.parse(text) as ApiAnswer['json']) : {};
    } catch {
      json = { raw: text };
    }
    return { status: res.status, json, ms: performance.now() - started };
  }

  /** Throws with the answer when the status is not the expected one. */
  async expectOk(
    expected: number,
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<ApiAnswer> {
    const answer = await this.call(method, path, body, token);
    if (answer.status !== expected) {
      throw new Error(
        `${method} ${path} answered ${answer.status} (expected ${expected}): ${JSON.stringify(answer.json)}`,
      );
    }
    return answer;
  }

  async login(email: string, password: string): Promise<{ id: string; accessToken: string }> {
    const { json } = await this.expectOk(200, 'POST', '/api/auth/login', { email, password });
    return { id: String(json.user.id), accessToken: String(json.accessToken) };
  }

  /** Registers a customer, signs in and saves one address. */
  async newShopper(label = 'shopper'): Promise<Shopper> {
    const email = `${label}-${unique()}@example.com`;
    const password = `pw-${randomBytes(8).toString('hex')}`;
    const userName = `Bench ${label}`;
    await this.expectOk(201, 'POST', '/api/auth/register', { userName, email, password });
    const { id, accessToken } = await this.login(email, password);
    const address = await this.expectOk(
      201,
      'POST',
      '/api/shop/address/add',
      { userId: id, ...SHOPPER_ADDRESS },
      accessToken,
    );
    return { id, email, userName, accessToken, addressId: String(address.json.data.id) };
  }

  /** An admin creates a product with one colour of `units` units; answers its ids. */
  async newProduct(
    adminToken: string,
    units: number,
    rupees = 1499,
  ): Promise<{ productId: string; colourId: string; title: string }> {
    const categories = await this.expectOk(200, 'GET', '/api/shop/categories/get');
    const category = String(categories.json.data[0].id);
    const title = `Saga Saree ${unique()}`;
    const created = await this.expectOk(
      201,
      'POST',
      '/api/admin/products/add',
      {
        title,
        description: 'Fabric: silk. A saree for the checkout tests.',
        category,
        price: rupees,
        salePrice: 0,
        colors: [{ title: 'Red', inventory: units, image: '' }],
        image: [],
      },
      adminToken,
    );
    const product = created.json.data;
    return { productId: String(product.id), colourId: String(product.colors[0].id), title };
  }

  async colourInventory(productId: string): Promise<number> {
    const { json } = await this.expectOk(200, 'GET', `/api/shop/products/get/${productId}`);
    return Number(json.data.colors[0].inventory);
  }

  createOrder(
    shopper: Shopper,
    productId: string,
    colourId: string,
    quantity = 1,
    idempotencyKey = randomBytes(12).toString('hex'),
  ): Promise<ApiAnswer> {
    return this.call(
      'POST',
      '/api/shop/order/create',
      {
        userId: shopper.id,
        cartItems: [{ productId, colors: { _id: colourId }, quantity }],
        addressInfo: { addressId: shopper.addressId },
      },
      shopper.accessToken,
      { 'idempotency-key': idempotencyKey },
    );
  }

  /** Pays in the sandbox as the shopper who owns the order (the sandbox needs their token). */
  sandboxPay(
    shopper: Shopper,
    razorpayOrderId: string,
    outcome: 'success' | 'failure' = 'success',
  ) {
    return this.call(
      'POST',
      `/api/sandbox/razorpay/orders/${razorpayOrderId}/pay`,
      { outcome },
      shopper.accessToken,
    );
  }

  capture(shopper: Shopper, orderId: string, paymentId: string, signature: string) {
    return this.call(
      'POST',
      '/api/shop/order/capture',
      { orderId, paymentId, signature },
      shopper.accessToken,
    );
  }

  order(shopper: Shopper, orderId: string) {
    return this.call('GET', `/api/shop/order/details/${orderId}`, undefined, shopper.accessToken);
  }
}

/** Messages (subject and recipients) in the MailDev inbox. */
export async function mailbox(
  mailUrl: string,
): Promise<{ subject: string; to: string[]; text: string; html: string }[]> {
  const res = await fetch(`${mailUrl.replace(/\/$/, '')}/email`);
  if (!res.ok) throw new Error(`mail catcher answered ${res.status}`);
  const list = (await res.json()) as {
    subject?: string;
    to?: { address: string }[];
    text?: string;
    html?: string;
  }[];
  return list.map((m) => ({
    subject: m.subject ?? '',
    to: (m.to ?? []).map((t) => t.address.toLowerCase()),
    text: m.text ?? '',
    html: m.html ?? '',
  }));
}
