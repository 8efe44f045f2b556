// Shared helpers of the k6 scenarios (browse.js, search.js, checkout.js). Every request
// goes through call(), so the paths are checked against gateway/openapi.json by
// infra/runtime/test/k6.spec.ts and each request is tagged with its route for thresholds.
import http from 'k6/http';
import { check, fail } from 'k6';

export const BASE_URL = (__ENV.BASE_URL || 'http://localhost:8080').replace(/\/$/, '');

/**
 * One API call. `path` is the REST path (with its values filled in); `name` is the route,
 * used as the `name` tag so thresholds and summaries group e.g. every product page.
 * `expected` lists the statuses that are answers, not failures (default 2xx).
 */
export function call(method, path, { body, token, name, headers = {}, expected, tags } = {}) {
  const params = {
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    tags: { name: name || path.split('?')[0], ...tags },
  };
  if (expected) params.responseCallback = http.expectedStatuses(...expected);
  return http.request(
    method,
    `${BASE_URL}${path}`,
    body === undefined ? null : JSON.stringify(body),
    params,
  );
}

/** The answer's JSON, or undefined when it is not JSON. */
export function json(res, selector) {
  try {
    return res.json(selector);
  } catch {
    return undefined;
  }
}

export function ok(res, what) {
  return check(res, { [`${what} 2xx`]: (r) => r.status >= 200 && r.status < 300 });
}

/** Catalogue reads the scenarios use: categories and a page of products. */
export function loadCatalogue(pageSize = 96) {
  const categories = json(
    call('GET', '/api/shop/categories/get', { name: '/api/shop/categories/get' }),
    'data',
  );
  const products = json(
    call('GET', `/api/shop/products/get?sortBy=newest&page=1&pageSize=${pageSize}`, {
      name: '/api/shop/products/get',
    }),
    'data',
  );
  if (!Array.isArray(categories) || !Array.isArray(products) || products.length === 0)
    fail(`no catalogue at ${BASE_URL}: start the shop with its demo data or seed it`);
  return {
    categories: categories.map((c) => c.slug || c.id),
    products: products.map((p) => ({
      id: p.id,
      code: p.productCode,
      title: p.title,
      colours: (p.colors || []).map((c) => ({ id: c.id || c._id, inventory: c.inventory })),
    })),
  };
}

export function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

/** A unique enough suffix for e-mails and idempotency keys. */
export function unique() {
  return `${Date.now().toString(36)}-${__VU}-${__ITER}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Registers a customer, signs in and saves one address; answers what a checkout needs. */
export function newShopper(label) {
  const email = `k6-${label}-${unique()}@example.com`;
  const password = `K6-load-${Math.random().toString(36).slice(2)}1A`;
  const registered = call('POST', '/api/auth/register', {
    body: { userName: 'Load Shopper', email, password },
  });
  if (!ok(registered, 'register')) fail(`register ${registered.status}: ${registered.body}`);
  const shopper = login(email, password);
  const address = call('POST', '/api/shop/address/add', {
    token: shopper.token,
    body: {
      userId: shopper.userId,
      name: 'Priya Sharma',
      address: '12, MG Road, Indiranagar',
      state: 'KA',
      city: 'Bengaluru',
      pincode: '560038',
      phone: '9876543210',
      notes: 'k6 load test',
    },
  });
  if (!ok(address, 'address')) fail(`address ${address.status}: ${address.body}`);
  return { ...shopper, email, password, addressId: json(address, 'data.id') };
}

export function login(email, password) {
  const res = call('POST', '/api/auth/login', { body: { email, password } });
  if (!ok(res, 'login')) fail(`login ${res.status}: ${res.body}`);
  return { userId: json(res, 'user.id'), token: json(res, 'accessToken'), at: Date.now() };
}
