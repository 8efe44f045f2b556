import { request as playwrightRequest, type APIRequestContext } from 'playwright-core';
import { baseUrl, uniqueEmail } from './browser';

// A shopper driven through the public REST API (docs/api-accounts.md, docs/api-buying.md):
// registered, signed in, with one address; it can fill its server cart and place an order.

export type Shopper = Awaited<ReturnType<typeof apiShopper>>;

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${text}`);
  return JSON.parse(text) as T;
}

export async function apiShopper(prefix: string) {
  const credentials = {
    userName: `E2E ${prefix}`,
    email: uniqueEmail(prefix),
    password: 'Saree#2024',
  };
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  await json(await api.post('/api/auth/register', { data: credentials }), 'register');
  const login = await json<{ accessToken: string; user: { id?: string; _id?: string } }>(
    await api.post('/api/auth/login', {
      data: { email: credentials.email, password: credentials.password },
    }),
    'login',
  );
  const userId = login.user.id ?? login.user._id ?? '';
  const headers = { Authorization: `Bearer ${login.accessToken}` };
  const address = await json<{ data: { id?: string; _id?: string } }>(
    await api.post('/api/shop/address/add', {
      headers,
      data: {
        name: `E2E ${prefix}`,
        address: '12 MG Road, Indiranagar',
        state: 'KA',
        city: 'Bengaluru',
        pincode: '560038',
        phone: '9876543210',
        notes: 'Near the temple',
        userId,
      },
    }),
    'add address',
  );
  const addressId = address.data.id ?? address.data._id ?? '';

  return {
    ...credentials,
    userId,
    addressId,
    async addToCart(productId: string, quantity = 1) {
      return json<{ data: { subtotal: number } }>(
        await api.post('/api/shop/cart/add', { headers, data: { userId, productId, quantity } }),
        'add to cart',
      );
    },
    /** Places an order for the server cart (its stock is reserved until paid or expired). */
    async placeOrder(totalAmount: number) {
      return json<{ orderId: string }>(
        await api.post('/api/shop/order/create', {
          headers,
          data: { userId, email: credentials.email, addressInfo: { addressId }, totalAmount },
        }),
        'create order',
      );
    },
    dispose: () => api.dispose(),
  };
}
