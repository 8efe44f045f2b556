import { request as playwrightRequest, type APIRequestContext } from 'playwright-core';
import { baseUrl } from './browser';

// The owner's side of an order, through the admin REST API with the bootstrap admin's token:
// shipping and delivering it (docs/api-buying.md, "Orders") and deciding its return
// (docs/returns.md, "The owner's side").

function adminCredentials() {
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (!email || !password) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must name the bootstrap admin');
  }
  return { email, password };
}

async function read<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  const text = await response.text();
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${text}`);
  return JSON.parse(text) as T;
}

export type OrderAdmin = Awaited<ReturnType<typeof orderAdmin>>;

/** Signs the admin in through the API; `dispose` when done. */
export async function orderAdmin() {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl });
  const login = await read<{ accessToken: string }>(
    await api.post('/api/auth/login', { data: adminCredentials() }),
    'admin login',
  );
  const headers = { Authorization: `Bearer ${login.accessToken}` };

  const setStatus = async (orderId: string, data: Record<string, unknown>) =>
    read<{ data: { orderStatus: string } }>(
      await api.put(`/api/admin/orders/update/${orderId}`, { headers, data }),
      `order ${orderId} to ${String(data.orderStatus)}`,
    );

  return {
    /**
     * Ships the paid order with the first courier the shop lists (a tracking number of the
     * test's own), then marks it delivered: its return window opens.
     */
    async shipAndDeliver(orderId: string, trackingNumber: string) {
      const couriers = await read<{ data: { id: string }[] }>(
        await api.get('/api/admin/orders/couriers', { headers }),
        'couriers',
      );
      const courierId = couriers.data[0]?.id;
      if (!courierId) throw new Error('the shop lists no courier');
      await setStatus(orderId, { orderStatus: 'inShipping', trackingNumber, courierId });
      const delivered = await setStatus(orderId, { orderStatus: 'delivered' });
      if (delivered.data.orderStatus !== 'delivered') {
        throw new Error(`order ${orderId} is ${delivered.data.orderStatus}, not delivered`);
      }
    },

    /** POST /api/admin/returns/{id}/reject with the owner's note. */
    async rejectReturn(returnId: string, note: string) {
      return read<{ message: string; data: { status: string; ownerNote: string } }>(
        await api.post(`/api/admin/returns/${returnId}/reject`, { headers, data: { note } }),
        `reject return ${returnId}`,
      );
    },

    dispose: () => api.dispose(),
  };
}
