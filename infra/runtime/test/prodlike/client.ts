/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- the gateway's JSON answers are read loosely; each spec checks the shape it needs */
// What the production-like specs share: HTTP through nginx from a chosen client address
// (every 127.x.y.z is this machine, so several "clients" reach nginx from different
// addresses), the run's process table, the processes' Prometheus text.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ProdlikeRunFile } from '../../src/prodlike/prodlike.js';
import { SHOPPER_ADDRESS } from '../../src/shop-client.js';

export const BASE = process.env.PRODLIKE_BASE_URL ?? '';
export const RUN_FILE = process.env.PRODLIKE_RUN_FILE ?? '';
export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? '',
  password: process.env.ADMIN_PASSWORD ?? '',
};
/** The load generator's address: exempt from the per-client limits (PRODLIKE_TEST_ENV). */
export const LOAD_CLIENT = '127.0.0.9';

export interface Answer {
  status: number;
  json: Record<string, any>;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

const agents = new Map<string, http.Agent>();
function agentFor(localAddress: string): http.Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 64, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

/** One request to `base` (nginx by default) from the client address `from`. */
export function call(
  method: string,
  path: string,
  options: {
    from?: string;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    base?: string;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const url = new URL(path, options.base ?? BASE);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent: agentFor(options.from ?? '127.0.0.1'),
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, any>;
          try {
            json = text ? (JSON.parse(text) as Record<string, any>) : {};
          } catch {
            json = { raw: text.slice(0, 200) };
          }
          resolve({
            status: response.statusCode ?? 0,
            json,
            headers: response.headers,
            ms: performance.now() - started,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer in time`)));
    request.on('error', reject);
    request.end(body);
  });
}

export async function expectStatus(
  expected: number,
  method: string,
  path: string,
  options: Parameters<typeof call>[2] = {},
): Promise<Answer> {
  const answer = await call(method, path, options);
  if (answer.status !== expected)
    throw new Error(
      `${method} ${path} answered ${answer.status} (expected ${expected}): ${JSON.stringify(answer.json).slice(0, 300)}`,
    );
  return answer;
}

export function runFile(): ProdlikeRunFile {
  return JSON.parse(fs.readFileSync(RUN_FILE, 'utf8')) as ProdlikeRunFile;
}

/** Replica ids of a service (`catalogue-1`, `catalogue-2`). */
export function replicasOf(service: string): string[] {
  return Object.entries(runFile().processes)
    .filter(([, p]) => p.service === service)
    .map(([id]) => id)
    .sort();
}

export function replicaBase(id: string): string {
  const process = runFile().processes[id];
  if (!process) throw new Error(`no process ${id} in the run file`);
  return `http://127.0.0.1:${process.httpPort}`;
}

/** Waits until the supervisor has a new pid for `id` (it restarted the process). */
export async function waitForRestart(id: string, oldPid: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const pid = runFile().processes[id]?.pid ?? 0;
    if (pid && pid !== oldPid) {
      for (;;) {
        const ready = await call('GET', '/health/ready', { base: replicaBase(id) }).catch(
          () => undefined,
        );
        if (ready?.status === 200) return pid;
        if (Date.now() > deadline) break;
        await sleep(200);
      }
    }
    await sleep(200);
  }
  throw new Error(`${id} was not restarted and ready within ${timeoutMs / 1000} s`);
}

/** Sum of a Prometheus counter's samples whose labels contain every `match` pair. */
export async function metricSum(
  id: string,
  name: string,
  match: Record<string, string> = {},
): Promise<number> {
  const text = await new Promise<string>((resolve, reject) => {
    http
      .get(`${replicaBase(id)}/metrics`, (response) => {
        let data = '';
        response.on('data', (chunk: Buffer) => (data += chunk.toString()));
        response.on('end', () => resolve(data));
      })
      .on('error', reject);
  });
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labels = /\{(.*)\}/.exec(line)?.[1] ?? '';
    if (Object.entries(match).every(([key, value]) => labels.includes(`${key}="${value}"`)))
      sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return sum;
}

export const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export interface Shopper {
  id: string;
  token: string;
  addressId: string;
}

export async function signIn(email: string, password: string, from = LOAD_CLIENT) {
  const { json } = await expectStatus(200, 'POST', '/api/auth/login', {
    from,
    body: { email, password },
  });
  return { id: String(json.user.id), token: String(json.accessToken) };
}

export async function newShopper(from = LOAD_CLIENT): Promise<Shopper> {
  const email = `prodlike-${unique()}@example.com`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  await expectStatus(201, 'POST', '/api/auth/register', {
    from,
    body: { userName: 'Prodlike Shopper', email, password },
  });
  const { id, token } = await signIn(email, password, from);
  const address = await expectStatus(201, 'POST', '/api/shop/address/add', {
    from,
    token,
    body: { userId: id, ...SHOPPER_ADDRESS },
  });
  return { id, token, addressId: String(address.json.data.id) };
}

export interface Product {
  id: string;
  colourId: string;
  title: string;
  category: string;
}

export async function newProduct(
  adminToken: string,
  units: number,
  title = `Prodlike Saree ${unique()}`,
): Promise<Product> {
  const categories = await expectStatus(200, 'GET', '/api/shop/categories/get', {
    from: LOAD_CLIENT,
  });
  const category = String(categories.json.data[0].id);
  const created = await expectStatus(201, 'POST', '/api/admin/products/add', {
    from: LOAD_CLIENT,
    token: adminToken,
    body: {
      title,
      description: 'Fabric: silk. A saree for the production-like tests.',
      category,
      price: 1499,
      salePrice: 0,
      colors: [{ title: 'Red', inventory: units, image: '' }],
      image: [],
    },
  });
  const product = created.json.data;
  return { id: String(product.id), colourId: String(product.colors[0].id), title, category };
}

export function createOrder(
  shopper: Shopper,
  product: Product,
  key = randomBytes(12).toString('hex'),
) {
  return call('POST', '/api/shop/order/create', {
    from: LOAD_CLIENT,
    token: shopper.token,
    headers: { 'idempotency-key': key },
    body: {
      userId: shopper.id,
      cartItems: [{ productId: product.id, colors: { _id: product.colourId }, quantity: 1 }],
      addressInfo: { addressId: shopper.addressId },
    },
  });
}
