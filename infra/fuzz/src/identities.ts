// The three callers of a fuzz run (signed out, a fresh customer, the admin) and the pool
// of real ids the requests may name, made through the public API like a person would:
// the admin adds a product, a banner and a feed post; the customer an address, a review,
// feedback, a cart line and an order. Best effort: a step that fails leaves its ids out.
import { randomBytes } from 'node:crypto';
import type { Pool } from './values.js';

export type IdentityName = 'anonymous' | 'customer' | 'admin';

export interface Identity {
  name: IdentityName;
  token?: string;
  pool: Pool;
  /** Signs in again (after the fuzzer logged this identity out): false when refused; never throws. */
  relogin?: () => Promise<boolean>;
  /** The fuzzer sent a logout for this identity since it last signed in. */
  loggedOut?: boolean;
}

interface Json {
  [key: string]: unknown;
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: Json }> {
  const res = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // not JSON
  }
  return { status: res.status, json };
}

async function login(baseUrl: string, email: string, password: string) {
  const { status, json } = await call(baseUrl, 'POST', '/api/auth/login', { email, password });
  if (status !== 200 || typeof json.accessToken !== 'string')
    throw new Error(`login of ${email} answered ${status}: ${JSON.stringify(json).slice(0, 200)}`);
  const user = json.user as { id: string };
  return { token: json.accessToken, refreshToken: String(json.refreshToken), id: String(user.id) };
}

async function register(baseUrl: string, label: string) {
  const email = `fuzz-${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
  const password = `Fuzz-${randomBytes(8).toString('hex')}`;
  const r = await call(baseUrl, 'POST', '/api/auth/register', {
    userName: `Fuzz ${label}`,
    email,
    password,
  });
  if (r.status !== 201)
    throw new Error(`register answered ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`);
  return { email, password, ...(await login(baseUrl, email, password)) };
}

function add(ids: Record<string, string[]>, kind: string, ...values: unknown[]): void {
  for (const v of values) {
    if (typeof v !== 'string' || v === '') continue;
    const list = (ids[kind] ??= []);
    if (!list.includes(v) && list.length < 50) list.push(v);
  }
}

function list(json: Json): Json[] {
  const data = json.data;
  return Array.isArray(data) ? (data as Json[]) : [];
}

export interface Setup {
  identities: Identity[];
  /** What the setup could not do (it goes on without those ids). */
  notes: string[];
}

/**
 * Signs the admin in, registers a customer (and a second user the admin's role changes may
 * touch), seeds a few things of each kind and collects their ids.
 */
export async function setUpIdentities(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<Setup> {
  const notes: string[] = [];
  const ids: Record<string, string[]> = {};
  const step = async (what: string, fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (err) {
      notes.push(`${what}: ${(err as Error).message}`);
    }
  };
  const a = await login(baseUrl, admin.email, admin.password);
  const customer = await register(baseUrl, 'customer');
  // the only user whose role the admin's requests may change, and whose session they may end
  const victim = await register(baseUrl, 'victim');
  add(ids, 'refreshToken', victim.refreshToken);
  add(ids, 'user', customer.id, a.id);

  const suffix = randomBytes(3).toString('hex');
  await step('a category', async () => {
    add(
      ids,
      'category',
      ...list((await call(baseUrl, 'GET', '/api/shop/categories/get')).json).map((c) => c.id),
    );
  });
  await step('a product', async () => {
    const r = await call(
      baseUrl,
      'POST',
      '/api/admin/products/add',
      {
        title: `Fuzz saree ${suffix}`,
        description: 'A saree the fuzzer made',
        category: ids.category?.[0],
        price: 2499,
        productCode: `FZ-${suffix}`,
        colors: [{ title: 'Red', inventory: 50, image: 'https://example.com/red.jpg' }],
        image: ['https://example.com/saree.jpg'],
      },
      a.token,
    );
    if (r.status !== 201)
      throw new Error(`answered ${r.status} ${JSON.stringify(r.json).slice(0, 160)}`);
  });
  await step('products', async () => {
    const { json } = await call(baseUrl, 'GET', '/api/shop/products/get?pageSize=20');
    for (const p of list(json)) {
      add(ids, 'product', p.id);
      add(ids, 'category', p.category);
      for (const c of (p.colors ?? []) as Json[]) add(ids, 'color', c.id);
    }
  });
  await step('a banner and a feed post', async () => {
    await call(
      baseUrl,
      'POST',
      '/api/admin/banners/add',
      { image: 'https://example.com/b.jpg', description: 'Fuzz' },
      a.token,
    );
    await call(
      baseUrl,
      'POST',
      '/api/admin/instafeed/add',
      { posts: [`https://www.instagram.com/p/fuzz${suffix}/`] },
      a.token,
    );
    add(
      ids,
      'banner',
      ...list((await call(baseUrl, 'GET', '/api/shop/banners/get')).json).map((b) => b.id),
    );
    const feed = (await call(baseUrl, 'GET', '/api/admin/instafeed/get', undefined, a.token)).json
      .data as Json | undefined;
    add(ids, 'feedPost', ...((feed?.items ?? []) as Json[]).map((i) => i.id));
  });
  await step("the customer's address, review, feedback, contact, cart and order", async () => {
    const address = await call(
      baseUrl,
      'POST',
      '/api/shop/address/add',
      {
        userId: customer.id,
        name: 'Priya Sharma',
        address: '12, MG Road, Indiranagar',
        state: 'KA',
        city: 'Bengaluru',
        pincode: '560038',
        phone: '9876543210',
      },
      customer.token,
    );
    add(ids, 'address', (address.json.data as Json | undefined)?.id);
    const product = ids.product?.[0];
    if (product) {
      await call(
        baseUrl,
        'POST',
        '/api/shop/review/add',
        { productId: product, reviewMessage: 'Lovely', reviewValue: 5 },
        customer.token,
      );
      add(
        ids,
        'review',
        ...list((await call(baseUrl, 'GET', `/api/shop/review/${product}`)).json).map((r) => r.id),
      );
      await call(
        baseUrl,
        'POST',
        '/api/shop/cart/add',
        { userId: customer.id, productId: product, colorId: ids.color?.[0], quantity: 1 },
        customer.token,
      );
      const order = await call(
        baseUrl,
        'POST',
        '/api/shop/order/create',
        { addressId: ids.address?.[0] },
        customer.token,
      );
      const data = (order.json.data ?? order.json) as Json;
      add(ids, 'order', data.orderId, (data.order as Json | undefined)?.id);
      add(ids, 'razorpayOrder', data.razorpayOrderId);
    }
    await call(
      baseUrl,
      'POST',
      '/api/shop/feedback/add',
      { feedback: 'Fuzz feedback' },
      customer.token,
    );
    await call(baseUrl, 'POST', '/api/shop/contacts/add', {
      name: 'Fuzz',
      email: customer.email,
      message: 'Hello from the fuzzer',
    });
  });
  await step('admin listings', async () => {
    add(
      ids,
      'feedback',
      ...list((await call(baseUrl, 'GET', '/api/admin/feedback/get', undefined, a.token)).json).map(
        (f) => f.id,
      ),
    );
    add(
      ids,
      'contact',
      ...list((await call(baseUrl, 'GET', '/api/admin/contacts/get', undefined, a.token)).json).map(
        (c) => c.id,
      ),
    );
    for (const o of list(
      (await call(baseUrl, 'GET', '/api/admin/orders/get', undefined, a.token)).json,
    )) {
      add(ids, 'order', o.id);
      add(ids, 'razorpayOrder', o.razorpayOrderId);
    }
  });

  const customerIdentity: Identity = {
    name: 'customer',
    token: customer.token,
    pool: { ids, self: customer.id },
  };
  // After the fuzzer logged the customer out: sign in again. A refused sign-in (a limit,
  // 429) keeps the old token (its requests answer 401 meanwhile) and is tried again later.
  let notBefore = 0;
  customerIdentity.relogin = async () => {
    if (Date.now() < notBefore) return false;
    try {
      customerIdentity.token = (await login(baseUrl, customer.email, customer.password)).token;
      return true;
    } catch (err) {
      notBefore = Date.now() + 5_000;
      if (notes.length < 10) notes.push(`signing the customer in again: ${(err as Error).message}`);
      return false;
    }
  };
  const adminPool: Pool = { ids: { ...ids, victim: [victim.id] }, self: a.id };
  return {
    identities: [
      { name: 'anonymous', pool: { ids } },
      customerIdentity,
      { name: 'admin', token: a.token, pool: adminPool },
    ],
    notes,
  };
}
