// Customers for the system specs, made through the public API like a person would.
// Not a spec itself (the runner takes *.system-spec.js).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { httpClient, str } from '../fixtures/http.js';

type Http = ReturnType<typeof httpClient>;

/** The gateway of the stack `npm test` starts for the system step (no trailing slash). */
export const BASE_URL = process.env.BASE_URL?.replace(/\/$/, '');
const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
/** A client of that gateway. */
export const http = httpClient(() => BASE_URL ?? '');
/** Why a spec that needs the stack and the owner's account skips, or false (it runs). */
export const skipWithoutStack = !BASE_URL
  ? 'BASE_URL is not set (run through npm test, which starts the stack)'
  : !(ADMIN_EMAIL && ADMIN_PASSWORD) && 'ADMIN_EMAIL/ADMIN_PASSWORD not set';

/** The shop owner's access token (ADMIN_EMAIL, ADMIN_PASSWORD). */
export async function adminToken(): Promise<string> {
  return (await login(http, ADMIN_EMAIL!, ADMIN_PASSWORD!)).token;
}

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

/** A registered customer, signed in, with the password to sign in again. */
export interface Customer {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** Registers a customer (`<prefix>-<label>-…@example.com`, called `userName`) and signs in. */
export async function newCustomer(
  http: Http,
  prefix: string,
  label: string,
  userName = `Shopper ${label}`,
): Promise<Customer> {
  const email = `${prefix}-${label}-${unique()}@example.com`.toLowerCase();
  const password = `Pw-${randomBytes(6).toString('hex')}`;
  const register = await http.post('/api/auth/register', { userName, email, password });
  assert.equal(register.status, 201, register.text);
  return { ...(await login(http, email, password)), email, password };
}

/** Registers a customer (`<prefix>-<label>-…@example.com`), signs in and saves one address. */
export async function newShopper(http: Http, prefix: string, label: string): Promise<Shopper> {
  const { id, email, token } = await newCustomer(http, prefix, label);
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
