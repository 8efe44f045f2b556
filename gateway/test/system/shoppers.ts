// Customers for the system specs, made through the public API like a person would.
// Not a spec itself (the runner takes *.system-spec.js).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { str, type httpClient } from '../fixtures/http.js';

type Http = ReturnType<typeof httpClient>;

export interface Shopper {
  id: string;
  email: string;
  token: string;
  addressId: string;
}

export const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export async function login(
  http: Http,
  email: string,
  password: string,
): Promise<{ id: string; token: string }> {
  const answer = await http.post('/api/auth/login', { email, password });
  assert.equal(answer.status, 200, answer.text);
  return { id: str(answer.json.user.id), token: str(answer.json.accessToken) };
}

/** Registers a customer (`<prefix>-<label>-…@example.com`), signs in and saves one address. */
export async function newShopper(http: Http, prefix: string, label: string): Promise<Shopper> {
  const email = `${prefix}-${label}-${unique()}@example.com`.toLowerCase();
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  const register = await http.post('/api/auth/register', {
    userName: `Shopper ${label}`,
    email,
    password,
  });
  assert.equal(register.status, 201, register.text);
  const { id, token } = await login(http, email, password);
  const address = await http.post(
    '/api/shop/address/add',
    {
      userId: id,
      name: 'Priya Sharma',
      address: '12, MG Road, Indiranagar',
      state: 'KA',
      city: 'Bengaluru',
      pincode: '560038',
      phone: '9876543210',
      notes: 'Near the metro station',
    },
    { token },
  );
  assert.equal(address.status, 201, address.text);
  return { id, email, token, addressId: str(address.json.data.id) };
}
